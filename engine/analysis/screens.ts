// Screens shared by several pathways: protected housing (law/rules.md §0.2) and the hazard and
// site exclusions (§0.1, §0.3). Each pathway states how strictly each screen applies to it.
import { CITE } from '../rules/citations.ts'
import type { ParcelFacts } from '../types.ts'
import type { Context } from './context.ts'
import type { PathwayBuilder } from './pathway-builder.ts'

/** Built on or after this date, a building is outside the Rent Stabilization Ordinance. */
const RSO_CUTOFF_YEAR = 1978

/**
 * Whether the lot holds housing under the Rent Stabilization Ordinance: the fact when known;
 * otherwise false for a vacant lot or a single house (the RSO covers two or more units), and
 * unknown for older multi-unit buildings.
 */
export function rsoStatus(facts: ParcelFacts): boolean | undefined {
  if (facts.rso !== undefined) return facts.rso
  if (facts.vacant === true || facts.existingUnits === 0) return false
  if (facts.existingUnits === 1 && facts.existingUnitType !== 'duplex') return false
  if (facts.existingUnits !== undefined && facts.yearBuilt !== undefined) {
    if (facts.yearBuilt >= RSO_CUTOFF_YEAR) return false
  }
  return undefined
}

function describeRsoUnknown(facts: ParcelFacts): string {
  const likely =
    facts.existingUnits !== undefined &&
    facts.existingUnits >= 2 &&
    facts.yearBuilt !== undefined &&
    facts.yearBuilt < RSO_CUTOFF_YEAR
  return likely
    ? `The ${facts.existingUnits} units were built in ${facts.yearBuilt}, before October 1978, so they are probably under the Rent Stabilization Ordinance. Confirm with LAHD.`
    : 'We could not confirm whether the existing housing is under the Rent Stabilization Ordinance. Confirm with LAHD.'
}

/** Whether a tenant lived there within `years`: true, false, or undefined when unknown. */
export function tenantWithin(facts: ParcelFacts, years: number): boolean | undefined {
  const since = facts.tenantOccupiedWithinYears
  if (since === undefined)
    return facts.vacant === true && facts.existingUnits === 0 ? false : undefined
  if (since === 'never') return false
  return since < years
}

export type ProtectedHousingRules = {
  /** Tenant look-back in years: a tenant within it makes the pathway unavailable. */
  tenantLookbackYears: number
  /** Ellis Act look-back in years, where the pathway has one. */
  ellisLookbackYears?: number
  /** Rules name (for messages): "SB 9". */
  law: string
  /** The tenant screen also applies to housing already vacated or demolished (SB 684/1123). */
  includesVacatedHousing?: boolean
}

/**
 * The state streamlining pathways may not demolish or alter deed-restricted affordable,
 * rent-stabilized or recently tenant-occupied housing (§0.2).
 */
export function screenProtectedHousing(
  pathway: PathwayBuilder,
  { facts }: Context,
  rules: ProtectedHousingRules,
): void {
  pathway.cite(CITE.laRso)
  const noHousing =
    !rules.includesVacatedHousing && (facts.existingUnits === 0 || facts.vacant === true)
  if (noHousing) return

  if (facts.deedRestrictedAffordable === true) {
    pathway.fail(
      'deed_restricted_housing',
      'deedRestrictedAffordable',
      `${rules.law} cannot demolish or alter housing with a recorded affordability restriction.`,
    )
  } else if (facts.deedRestrictedAffordable === undefined && facts.existingUnits !== 0) {
    pathway.unknown(
      'deed_restricted_unknown',
      'deedRestrictedAffordable',
      `We could not confirm that the existing housing has no affordability covenant; ${rules.law} excludes such housing.`,
    )
  }

  const rso = rsoStatus(facts)
  if (rso === true) {
    pathway.fail(
      'rso',
      'rso',
      `The existing housing is under the Rent Stabilization Ordinance: ${rules.law} cannot demolish or alter rent-controlled housing.`,
    )
  } else if (rso === undefined) {
    pathway.unknown('rso_unknown', 'rso', describeRsoUnknown(facts))
  }

  const tenant = tenantWithin(facts, rules.tenantLookbackYears)
  if (tenant === true) {
    pathway.fail(
      'tenant_lookback',
      'tenantOccupiedWithinYears',
      `A tenant lived there ${String(facts.tenantOccupiedWithinYears)} years ago, within ${rules.law}'s ${rules.tenantLookbackYears}-year look-back.`,
    )
  } else if (tenant === undefined) {
    pathway.unknown(
      'tenant_history_unknown',
      'tenantOccupiedWithinYears',
      `We could not confirm tenant history. If the property was rented in the last ${rules.tenantLookbackYears} years, ${rules.law} is not available.`,
    )
  }

  if (rules.ellisLookbackYears !== undefined) {
    const ellis = facts.ellisWithdrawalWithinYears
    if (typeof ellis === 'number' && ellis < rules.ellisLookbackYears) {
      pathway.fail(
        'ellis_lookback',
        'ellisWithdrawalWithinYears',
        `Units were withdrawn from rental under the Ellis Act ${ellis} years ago, within ${rules.law}'s ${rules.ellisLookbackYears}-year look-back.`,
      )
    } else if (ellis === undefined && rso !== false) {
      pathway.unknown(
        'ellis_unknown',
        'ellisWithdrawalWithinYears',
        `We could not confirm that no units were withdrawn under the Ellis Act in the last ${rules.ellisLookbackYears} years.`,
      )
    }
  }
}

const SB35_OUTRIGHT: ReadonlyArray<readonly [keyof ParcelFacts, string]> = [
  ['wetland', 'a wetland'],
  ['habitatProtected', 'habitat for protected species'],
  ['conservationEasement', 'land under a conservation easement'],
]

/**
 * The SB 35 site exclusions (Gov. Code 65913.4(a)(6)) shared by SB 9, SB 684/1123 and AB 2011:
 * wetlands, protected habitat and conservation easements exclude a site; a hazardous-waste
 * site may qualify once cleared. Public parcel data rarely records them, so an unscreened site
 * is conditional.
 */
export function screenSb35Exclusions(
  pathway: PathwayBuilder,
  { facts }: Context,
  law: string,
): void {
  pathway.cite(CITE.govCode65913_4)
  const unscreened: string[] = []
  for (const [fact, label] of SB35_OUTRIGHT) {
    if (facts[fact] === true)
      pathway.fail(fact, fact, `The site is ${label}, which ${law} excludes.`)
    else if (facts[fact] === undefined) unscreened.push(fact)
  }
  if (facts.hazardousWasteSite === true) {
    pathway.conditional(
      'hazardous_waste_site',
      'hazardousWasteSite',
      `The site is on a hazardous-waste list: ${law} applies only once it is cleared for residential use.`,
    )
  } else if (facts.hazardousWasteSite === undefined) {
    unscreened.push('hazardousWasteSite')
  }
  if (unscreened.length > 0) {
    pathway.unknown(
      'site_exclusions_unscreened',
      unscreened[0] ?? 'wetland',
      `We have not screened the site for wetlands, protected habitat, conservation easements or hazardous-waste listings (${law} excludes such sites). These are rare on urban Los Angeles lots.`,
    )
  }
}

/** How a hazard or overlay flag bears on a pathway (§0.3). */
export type HazardEffect = 'allowed' | 'conditional' | 'ineligible'

export type HazardRule = {
  readonly fact: keyof ParcelFacts
  readonly effect: HazardEffect
  readonly message: string
  /** Whether an unknown value makes the pathway conditional. */
  readonly unknownMatters: boolean
}

/**
 * Flood conditions of the streamlined-approval site rules (Gov. Code 65913.4(a)(6)), shared
 * by the pathways that borrow them: allowed with compliance, never a silent pass.
 */
export const FLOOD_CONDITIONS: readonly HazardRule[] = [
  {
    fact: 'floodZoneSfha',
    effect: 'conditional',
    unknownMatters: false,
    message: 'In a 100-year flood zone the project needs FEMA floodplain compliance.',
  },
  {
    fact: 'floodway',
    effect: 'conditional',
    unknownMatters: false,
    message: 'In a regulatory floodway the project needs a no-rise certification.',
  },
]

/** Applies a pathway's hazard and overlay rules. */
export function screenHazards(
  pathway: PathwayBuilder,
  { facts }: Context,
  rules: readonly HazardRule[],
): void {
  for (const rule of rules) {
    const value = facts[rule.fact]
    if (value === true) {
      if (rule.effect === 'ineligible') pathway.fail(rule.fact, rule.fact, rule.message)
      else if (rule.effect === 'conditional')
        pathway.conditional(rule.fact, rule.fact, rule.message)
      else pathway.note(rule.message)
    } else if (value === undefined && rule.unknownMatters && rule.effect !== 'allowed') {
      pathway.unknown(
        `${rule.fact}_unknown`,
        rule.fact,
        `We could not confirm whether the site is ${HAZARD_NAMES[rule.fact] ?? rule.fact}. ${rule.message}`,
      )
    }
  }
}

const HAZARD_NAMES: Partial<Record<keyof ParcelFacts, string>> = {
  vhfhsz: 'in a Very High Fire Hazard Severity Zone',
  hpoz: 'in a Historic Preservation Overlay Zone',
  historicDesignation: 'a designated historic resource',
  coastalZone: 'in the Coastal Zone',
  floodZoneSfha: 'in a 100-year flood zone',
  floodway: 'in a regulatory floodway',
  earthquakeFaultZone: 'in an earthquake fault zone',
  hillsideArea: 'in a Hillside Area',
  seaLevelRise1ft: 'vulnerable to 1 ft of sea-level rise',
  historicDesignatedBefore2025: 'a historic resource designated before 2025',
}
