// The owner's scenario in plain words (issue 37, item 6): what the report's owner changed from
// the defaults its figures would otherwise use. The summary, the PDF, the shared page and the
// emails state it beside the figures, so a reader of a shared link or a forwarded PDF knows the
// figures are the owner's and not the report's defaults.
import { describeAssumptionValue } from './assumption-values.ts'
import type { AssumptionId, LocalFigures } from '#proforma'
import { formatDayInLosAngeles } from '../los-angeles-time.ts'
import type { ReportDocumentData } from './document-model.ts'
import { FACTS, FACT_NAMES, formatFactValue } from './facts.ts'
import { defaultObjective, OBJECTIVE_LABELS } from './objectives.ts'

/** The heading every output gives the lines of `ownerScenario`. */
export const OWNER_SCENARIO_HEADING = 'What the owner changed from the defaults'

/**
 * One sentence for each change the owner made: the objective of the headline, each pro forma
 * assumption saved away from its default for the lot's area, and each fact they stated. Empty
 * when the figures are the report's defaults on the public record.
 */
export function ownerScenario(
  data: Pick<ReportDocumentData, 'reportType' | 'objective' | 'proformaAssumptions' | 'inputs'> & {
    /** The area's figures the report was priced with, whose defaults the owner changed. */
    readonly derived: { readonly money: { readonly result: { readonly local: LocalFigures } } }
  },
): string[] {
  const lines: string[] = []
  const standard = defaultObjective(data.reportType)
  if (data.objective !== standard)
    lines.push(
      `Best pathway by ${OBJECTIVE_LABELS[data.objective].toLowerCase()}, instead of the report’s default, ${OBJECTIVE_LABELS[standard].toLowerCase()}.`,
    )
  const saved = Object.entries(data.proformaAssumptions) as Array<[AssumptionId, number]>
  if (saved.length > 0) {
    const { definitions } = data.derived.money.result.local
    for (const [id, value] of saved)
      lines.push(
        `${definitions[id].label}: ${describeAssumptionValue(id, value)}, instead of the default ${describeAssumptionValue(id, definitions[id].default)}.`,
      )
  }
  for (const name of FACT_NAMES) {
    const origin = data.inputs.factOrigins[name]
    if (origin?.kind !== 'owner') continue
    lines.push(
      `${FACTS[name].label}: ${formatFactValue(name, data.inputs.parcel[name])}, stated by ${origin.by ?? 'the owner'} on ${formatDayInLosAngeles(origin.at)}.`,
    )
  }
  return lines
}
