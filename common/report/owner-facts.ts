// Facts an owner knows and public data lacks (issue 37, item 3): what stands on the lot, the space
// in its building nobody lives in, its tenants, what is recorded against it (CC&Rs, easements)
// and whether it is on a sewer. The owner states them in the editor; each is kept as
// "owner-stated" with who and when, feeds the analysis through the same facts the records fill,
// and is bounded by what a lot can physically be and, for that space, by what the law allows.
import type { ParcelFacts, PathwayResult } from '#engine'
import { FACTS, type FactName } from './facts.ts'

/** The facts an owner may state on their own report, in the order the editor asks for them. */
export const OWNER_FACTS: readonly FactName[] = [
  'existingUnits',
  'existingUnitType',
  'existingBuildingSf',
  'conversionSpaceAdus',
  'vacant',
  'tenantOccupiedWithinYears',
  'lowerIncomeOccupiedWithinYears',
  'ellisWithdrawalWithinYears',
  'corridorRowWidthFt',
  'conservationEasement',
  'privateRestrictions',
  'easementSf',
  'wastewater',
]

const OWNER_FACT_SET: ReadonlySet<string> = new Set(OWNER_FACTS)

export function isOwnerFact(name: string): boolean {
  return OWNER_FACT_SET.has(name)
}

/**
 * The most homes a lot of `lotSf` could hold as built: the City's largest floor area ratio
 * (13:1, downtown's Central City) over the smallest home California allows (an efficiency unit
 * of 220 sq ft, Health and Safety Code §17958.1). Any count above it is a typing slip.
 */
export function mostHomesOnLot(lotSf: number): number {
  return Math.floor((lotSf * 13) / 220)
}

/** A fact the form refused: its wire key (as `set.{key}`) and why, in the person's words. */
export type FactProblem = { readonly path: string; readonly message: string }

/** A refused fact as one sentence that names it: "Homes on the lot now: …". */
export function describeProblem(problem: FactProblem): string {
  const name = problem.path.replace(/^set\./, '')
  const label = Object.values(FACTS).find((fact) => fact.wire === name)?.label ?? name
  return `${label}: ${problem.message}`
}

/**
 * Facts whose values are each valid but together impossible: more homes than the lot could
 * hold, or easements larger than the lot. `facts` are the values in force after the change.
 */
export function impossibleFacts(facts: Partial<ParcelFacts>): FactProblem[] {
  const problems: FactProblem[] = []
  const homes = facts.existingUnits
  if (homes !== undefined && facts.lotSf !== undefined && homes > mostHomesOnLot(facts.lotSf)) {
    problems.push({
      path: `set.${FACTS.existingUnits.wire}`,
      message: `${homes.toLocaleString('en-US')} is more than a lot of ${facts.lotSf.toLocaleString('en-US')} sq ft could hold (at most ${mostHomesOnLot(facts.lotSf).toLocaleString('en-US')}). Count the homes, not the rooms or people.`,
    })
  }
  const easementSf = facts.easementSf
  if (easementSf !== undefined && facts.lotSf !== undefined && easementSf > facts.lotSf) {
    problems.push({
      path: `set.${FACTS.easementSf.wire}`,
      message: `${easementSf.toLocaleString('en-US')} sq ft is more than the lot’s ${facts.lotSf.toLocaleString('en-US')} sq ft. Give the area the easements take on this lot only.`,
    })
  }
  return problems
}

/**
 * A stated number of ADUs in space not used as living space that the law does not allow on this
 * lot, as the engine computed it with the statement (`adu`, decision 865): above an existing
 * multifamily building's `conversionAdusMax` (at least 1 and up to 25 % of its homes, Gov. Code
 * 66323 as SB 1211 amended it), or any on a lot with no such building. Null when allowed.
 */
export function statedSpaceProblem(
  stated: number,
  adu: Pick<PathwayResult, 'details'>,
): FactProblem | null {
  const path = `set.${FACTS.conversionSpaceAdus.wire}`
  const { lotKind, conversionAdusMax } = adu.details
  if (lotKind !== 'existing_multifamily')
    return stated === 0
      ? null
      : {
          path,
          message:
            lotKind === 'single_family'
              ? 'only a building of two or more homes converts such space under SB 1211 (Gov. Code 66323); a house’s converted ADU is already counted.'
              : 'only a building of two or more homes converts such space under SB 1211 (Gov. Code 66323), and none is known to stand on this lot. State the homes on the lot first.',
        }
  const allowed = typeof conversionAdusMax === 'number' ? conversionAdusMax : 0
  return stated <= allowed
    ? null
    : {
        path,
        message: `${stated.toLocaleString('en-US')} is more than the law allows in this building: at least 1 and up to 25 % of its homes, here ${allowed} (SB 1211, Gov. Code 66323).`,
      }
}
