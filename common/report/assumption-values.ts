// The pro forma's assumptions as a reader sees and types them: a value in the report's words,
// why a typed value cannot be one, and the changes worth saving. Apart from the contract's
// schema (../contracts/proforma.ts, which refuses with the same words), so the report page
// checks what its reader types without loading zod (decision 680).
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

/** Why `value` cannot be assumption `id`, naming it; null when the model accepts it. */
export function assumptionProblem(id: AssumptionId, value: number): string | null {
  const definition = ASSUMPTIONS[id]
  if (!Number.isFinite(value)) return `${definition.label} must be a number`
  if (value < definition.min || value > definition.max)
    return `${definition.label} must be from ${describeAssumptionValue(id, definition.min)} to ${describeAssumptionValue(id, definition.max)}`
  return null
}

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
