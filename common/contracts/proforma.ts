// The pro forma's assumptions as a report saves them: only the ones changed from the defaults,
// each refused outside what the model accepts, with the assumption named.
import { z } from 'zod'
import { ASSUMPTION_IDS, ASSUMPTIONS, type AssumptionId } from '#proforma'
import { assumptionProblem } from '../report/assumption-values.ts'

function assumptionSchema(id: AssumptionId) {
  return z
    .number({ error: `${ASSUMPTIONS[id].label} must be a number` })
    .refine((value) => assumptionProblem(id, value) === null, {
      error: (issue) => assumptionProblem(id, issue.input as number) ?? undefined,
    })
}

export const ProformaChangesSchema = z.strictObject(
  Object.fromEntries(ASSUMPTION_IDS.map((id) => [id, assumptionSchema(id).optional()])) as Record<
    AssumptionId,
    z.ZodOptional<ReturnType<typeof assumptionSchema>>
  >,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'not an assumption the pro forma knows' : undefined,
  },
)

/** PUT /api/reports/{id}/proforma: the whole set of changed assumptions, replacing the last. */
export const ProformaSaveSchema = z.object({
  assumptions: ProformaChangesSchema,
  expectedUpdatedAt: z.iso.datetime({ offset: true }).optional(),
})
export type ProformaSave = z.input<typeof ProformaSaveSchema>
