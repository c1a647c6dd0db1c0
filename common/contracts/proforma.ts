// The pro forma's assumptions as a report saves them: only the ones changed from the defaults,
// each refused outside what the model accepts, with the assumption named.
import { z } from 'zod'
import {
  ASSUMPTION_IDS,
  ASSUMPTIONS,
  DEFAULT_ASSUMPTIONS,
  type AssumptionDefinition,
  type AssumptionId,
  type Assumptions,
} from '#proforma'

/** The changes a report keeps; an assumption absent here is at its default. */
export type ProformaChanges = Partial<Record<AssumptionId, number>>

const UNIT_WORDS: Readonly<Record<AssumptionDefinition['unit'], (n: number) => string>> = {
  usd_per_sf: (n) => `$${n.toLocaleString('en-US')} per sq ft`,
  usd_per_unit: (n) => `$${n.toLocaleString('en-US')} per home`,
  usd_per_stall: (n) => `$${n.toLocaleString('en-US')} per stall`,
  usd_per_month: (n) => `$${n.toLocaleString('en-US')} a month`,
  pct: (n) => `${n.toLocaleString('en-US')} %`,
  sf: (n) => `${n.toLocaleString('en-US')} sq ft`,
  months: (n) => `${n.toLocaleString('en-US')} months`,
}

/** "$0 per sq ft" — an assumption's value in the words the report uses. */
export function describeAssumptionValue(id: AssumptionId, value: number): string {
  return UNIT_WORDS[ASSUMPTIONS[id].unit](value)
}

function assumptionSchema(id: AssumptionId) {
  const definition: AssumptionDefinition = ASSUMPTIONS[id]
  const range = `${definition.label} must be from ${describeAssumptionValue(id, definition.min)} to ${describeAssumptionValue(id, definition.max)}`
  return z
    .number({ error: `${definition.label} must be a number` })
    .refine(Number.isFinite, { error: `${definition.label} must be a number` })
    .refine((value) => value >= definition.min && value <= definition.max, { error: range })
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

/**
 * The changes worth keeping: values equal to the default for the lot's area are dropped, so
 * "changed" means it.
 */
export function changesFrom(
  assumptions: Partial<Assumptions>,
  defaults: Assumptions = DEFAULT_ASSUMPTIONS,
): ProformaChanges {
  const changes: ProformaChanges = {}
  for (const id of ASSUMPTION_IDS) {
    const value = assumptions[id]
    if (value !== undefined && value !== defaults[id]) changes[id] = value
  }
  return changes
}
