// Screens shared by several pathways: protected housing (law/rules.md §0.2) and the hazard and
// site exclusions (§0.1, §0.3). Each pathway states how strictly each screen applies to it.
// Routine checks (rare on urban lots, confirmable from public lists) are kept apart from
// decisive unknowns (tenancy, rent stabilization): only the latter hold a pathway back.
import { FACT_LABELS } from '../facts.ts'
import { CITE } from '../rules/citations.ts'
import type { Citation, FailReason, ParcelFacts } from '../types.ts'
import { criterion, type CriterionRule } from './criteria.ts'
import type { Context } from './context.ts'
import { internalized } from './lookup.ts'
import type { PathwayBuilder } from './pathway-builder.ts'

/** A reason code from a fact's name: "floodZoneSfha" → "flood_zone_sfha". */
function codeOf(fact: string, suffix = ''): string {
  return internalized(fact.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) + suffix)
}

/** Whether a tenant lived there within `years`: true, false, or undefined when unknown. */
export function tenantWithin(facts: ParcelFacts, years: number): boolean | undefined {
  const since = facts.tenantOccupiedWithinYears
  if (since === undefined) return undefined
  if (since === 'never') return false
  return since < years
}

/** A law's protected-housing rules, with its reasons prepared once (see `protectedHousing`). */
export type ProtectedHousingRules = {
  /** Tenant look-back in years: a tenant within it makes the pathway unavailable. */
  readonly tenantLookbackYears: number
  /** Ellis Act look-back in years, where the pathway has one. */
  readonly ellisLookbackYears: number | undefined
  /** The law, for messages: "SB 9". */
  readonly law: string
  /** The tenant screen also applies to housing already vacated or demolished (SB 684/1123). */
  readonly includesVacatedHousing: boolean
  readonly tenantUnknown: FailReason
  readonly covenantCheck: FailReason
  readonly ellisCheck: FailReason | null
  readonly criteria: {
    readonly noHomes: CriterionRule
    readonly covenant: CriterionRule
    readonly rso: CriterionRule
    readonly tenant: CriterionRule
    readonly ellis: CriterionRule | null
  }
}

/** One law's protected-housing rules; called once per law, at load. */
export function protectedHousing(rules: {
  law: string
  /** Where the law's protected-housing rule is written. */
  citation: Citation
  tenantLookbackYears: number
  ellisLookbackYears?: number
  includesVacatedHousing?: boolean
}): ProtectedHousingRules {
  const { law, citation, tenantLookbackYears, ellisLookbackYears } = rules
  const includesVacatedHousing = rules.includesVacatedHousing ?? false
  return {
    law,
    tenantLookbackYears,
    ellisLookbackYears,
    includesVacatedHousing,
    tenantUnknown: {
      code: 'tenant_history_unknown',
      status: 'unknown',
      fact: 'tenantOccupiedWithinYears',
      message: includesVacatedHousing
        ? `We could not confirm the tenant history. If anyone rented housing on the lot in the last ${tenantLookbackYears} years, even housing since vacated or demolished, ${law} is not available.`
        : `We could not confirm the tenant history. If the property was rented in the last ${tenantLookbackYears} years, ${law} is not available.`,
    },
    covenantCheck: {
      code: 'deed_restricted_unchecked',
      status: 'check',
      fact: 'deedRestrictedAffordable',
      message: `Routine check: confirm no affordability covenant is recorded on the existing housing (LAHD keeps the list); ${law} excludes such housing.`,
    },
    ellisCheck:
      ellisLookbackYears === undefined
        ? null
        : {
            code: 'ellis_unchecked',
            status: 'check',
            fact: 'ellisWithdrawalWithinYears',
            message: `Routine check: confirm no homes here were withdrawn from rental under the Ellis Act in the last ${ellisLookbackYears} years (LAHD keeps the list).`,
          },
    criteria: {
      noHomes: criterion(
        'no_protected_housing',
        `No homes stand on the lot, so ${law} demolishes no protected housing`,
        citation,
        [],
      ),
      covenant: criterion(
        'deed_restricted_housing',
        'No affordability covenant is recorded on the housing',
        citation,
        ['deed_restricted_housing', 'deed_restricted_unchecked'],
      ),
      rso: criterion('rso', 'The housing is not rent-stabilized', citation, [
        'rso',
        'rso_presumed',
        'rso_unknown',
      ]),
      tenant: criterion(
        'tenant_lookback',
        includesVacatedHousing
          ? `No tenant rented housing on the lot in the last ${tenantLookbackYears} years, even housing since vacated or demolished`
          : `No tenant lived on the lot in the last ${tenantLookbackYears} years`,
        citation,
        ['tenant_lookback', 'tenant_history_unknown'],
      ),
      ellis:
        ellisLookbackYears === undefined
          ? null
          : criterion(
              'ellis_lookback',
              `No homes were withdrawn from rental under the Ellis Act in the last ${ellisLookbackYears} years`,
              citation,
              ['ellis_lookback', 'ellis_unchecked'],
            ),
    },
  }
}

/**
 * The state streamlining pathways may not demolish or alter deed-restricted affordable,
 * rent-stabilized or recently tenant-occupied housing (§0.2).
 */
export function screenProtectedHousing(
  pathway: PathwayBuilder,
  context: Context,
  rules: ProtectedHousingRules,
): void {
  const { facts } = context
  pathway.cite(CITE.laRso)
  const noHomes = facts.existingUnits === 0 || facts.existingUnitType === 'none'
  if (noHomes && !rules.includesVacatedHousing) {
    pathway.check(rules.criteria.noHomes)
    return
  }

  pathway.check(rules.criteria.covenant)
  pathway.check(rules.criteria.rso)
  pathway.check(rules.criteria.tenant)
  if (rules.criteria.ellis !== null) pathway.check(rules.criteria.ellis)
  if (facts.deedRestrictedAffordable === true) {
    pathway.fail(
      'deed_restricted_housing',
      'deedRestrictedAffordable',
      `${rules.law} cannot demolish or alter housing with a recorded affordability covenant.`,
    )
  } else if (facts.deedRestrictedAffordable === undefined && !noHomes) {
    pathway.add(rules.covenantCheck)
  }

  const rso = context.rentStabilization
  if (rso.status === 'covered') {
    pathway.fail(
      rso.presumed ? 'rso_presumed' : 'rso',
      'rso',
      `${rso.message} ${rules.law} cannot demolish or alter rent-stabilized housing.`,
    )
  } else if (rso.status === 'unknown') {
    pathway.unknown('rso_unknown', 'rso', `${rso.message} ${rules.law} excludes such housing.`)
  }

  const tenant = tenantWithin(facts, rules.tenantLookbackYears)
  const tenantYears = facts.tenantOccupiedWithinYears
  if (tenant === true && typeof tenantYears === 'number') {
    pathway.fail(
      'tenant_lookback',
      'tenantOccupiedWithinYears',
      `A tenant lived there ${yearsAgo(tenantYears)}, within ${rules.law}’s ${rules.tenantLookbackYears}-year look-back.`,
    )
  } else if (tenant === undefined) {
    pathway.add(rules.tenantUnknown)
  }

  if (rules.ellisLookbackYears !== undefined) {
    const ellis = facts.ellisWithdrawalWithinYears
    if (typeof ellis === 'number' && ellis < rules.ellisLookbackYears) {
      pathway.fail(
        'ellis_lookback',
        'ellisWithdrawalWithinYears',
        `Homes were withdrawn from rental under the Ellis Act ${yearsAgo(ellis)}, within ${rules.law}’s ${rules.ellisLookbackYears}-year look-back.`,
      )
    } else if (ellis === undefined && rso.status !== 'exempt' && rules.ellisCheck) {
      pathway.add(rules.ellisCheck)
    }
  }
}

/** The yes/no facts about the site that the hazard and SB 35 screens read. */
type SiteFact =
  | 'vhfhsz'
  | 'hpoz'
  | 'historicDesignation'
  | 'coastalZone'
  | 'floodZoneSfha'
  | 'floodway'
  | 'earthquakeFaultZone'
  | Sb35Fact

type ReadSiteFact = (facts: ParcelFacts) => boolean | undefined

/**
 * A reader for each site fact. The screens go through lists of facts for five pathways on every
 * analysis, and V8 reads `facts[name]` slowly when the name varies from one read to the next (a
 * megamorphic access); a call to a reader of one fixed name is quick.
 */
const READ_SITE_FACT: { readonly [F in SiteFact]: ReadSiteFact } = {
  vhfhsz: (facts) => facts.vhfhsz,
  hpoz: (facts) => facts.hpoz,
  historicDesignation: (facts) => facts.historicDesignation,
  coastalZone: (facts) => facts.coastalZone,
  floodZoneSfha: (facts) => facts.floodZoneSfha,
  floodway: (facts) => facts.floodway,
  earthquakeFaultZone: (facts) => facts.earthquakeFaultZone,
  wetland: (facts) => facts.wetland,
  habitatProtected: (facts) => facts.habitatProtected,
  conservationEasement: (facts) => facts.conservationEasement,
  hazardousWasteSite: (facts) => facts.hazardousWasteSite,
}

type Sb35Fact = 'wetland' | 'habitatProtected' | 'conservationEasement' | 'hazardousWasteSite'

const SB35_LABELS: Readonly<Record<Sb35Fact, string>> = {
  wetland: 'a wetland',
  habitatProtected: 'habitat for protected species',
  conservationEasement: 'land under a conservation easement',
  hazardousWasteSite: 'on a hazardous-waste list',
}
const SB35_FACTS = Object.keys(SB35_LABELS) as Sb35Fact[]

/** Each site fact's criterion, said as met. */
const SITE_REQUIREMENTS: Readonly<Record<SiteFact, string>> = {
  vhfhsz: 'The site is not in a Very High Fire Hazard Severity Zone',
  hpoz: 'The site is not in a Historic Preservation Overlay Zone',
  historicDesignation: 'The site is not a designated historic resource',
  coastalZone: 'The site is outside the Coastal Zone',
  floodZoneSfha: 'The site is outside the 100-year flood zone',
  floodway: 'The site is outside a regulatory floodway',
  earthquakeFaultZone: 'The site is outside an earthquake fault zone',
  wetland: 'The site is not a wetland',
  habitatProtected: 'The site is not protected habitat',
  conservationEasement: 'No conservation easement covers the site',
  hazardousWasteSite: 'The site is not on a hazardous-waste list',
}

/** One exclusion of the SB 35 site list for one law, its reasons prepared once. */
type Sb35Check = {
  readonly fact: Sb35Fact
  readonly read: ReadSiteFact
  /** The routine check while the fact is unknown. */
  readonly unchecked: FailReason
  /** The site is listed: excluded, or (hazardous waste) allowed only once cleared. */
  readonly listed: FailReason
  readonly criterion: CriterionRule
}

/** The SB 35 site list's checks for one law, prepared once. */
export type Sb35Checks = readonly Sb35Check[]

export function prepareSb35Checks(law: string): Sb35Checks {
  return SB35_FACTS.map((fact) => ({
    fact,
    read: READ_SITE_FACT[fact],
    criterion: criterion(codeOf(fact), SITE_REQUIREMENTS[fact], CITE.govCode65913_4, [
      codeOf(fact),
      codeOf(fact, '_unchecked'),
    ]),
    unchecked: {
      code: codeOf(fact, '_unchecked'),
      status: 'check',
      fact,
      message: `Routine check: confirm the site is not ${SB35_LABELS[fact]} (${law} excludes such sites; rare on urban Los Angeles lots).`,
    },
    listed:
      fact === 'hazardousWasteSite'
        ? {
            code: codeOf(fact),
            status: 'conditional',
            fact,
            message: `The site is on a hazardous-waste list: ${law} applies only once it is cleared for residential use.`,
          }
        : {
            code: codeOf(fact),
            status: 'fail',
            fact,
            message: `The site is ${SB35_LABELS[fact]}, which ${law} excludes.`,
          },
  }))
}

/**
 * The SB 35 site exclusions (Gov. Code 65913.4(a)(6)) shared by SB 9, SB 684/1123 and AB 2011:
 * wetlands, protected habitat and conservation easements exclude a site; a hazardous-waste
 * site may qualify once cleared. Public parcel data rarely records them: each unscreened one
 * is a routine check.
 */
export function screenSb35Exclusions(
  pathway: PathwayBuilder,
  { facts }: Context,
  checks: Sb35Checks,
): void {
  pathway.cite(CITE.govCode65913_4)
  for (const check of checks) {
    pathway.check(check.criterion)
    const value = check.read(facts)
    if (value === undefined) pathway.add(check.unchecked)
    else if (value) pathway.add(check.listed)
  }
}

/** How a hazard or overlay flag bears on a pathway (§0.3). */
export type HazardEffect = 'allowed' | 'conditional' | 'ineligible'

export type HazardRule = {
  readonly fact: SiteFact
  readonly read: ReadSiteFact
  /** The reason code when the fact holds: "flood_zone_sfha". */
  readonly code: string
  readonly effect: HazardEffect
  readonly message: string
  /** What an unknown value does: hold the pathway back, add a routine check, or nothing. */
  readonly whenUnknown: 'decisive' | 'check' | 'ignore'
  /** The reason when the fact is unknown, prepared once. */
  readonly unknownReason: FailReason | null
  readonly criterion: CriterionRule
}

/** A hazard rule with its unknown-fact reason prepared once. */
export function hazard(
  fact: HazardRule['fact'],
  effect: HazardEffect,
  whenUnknown: HazardRule['whenUnknown'],
  message: string,
  /** Where the pathway's rule on this hazard is written. */
  citation: Citation,
): HazardRule {
  const label = FACT_LABELS[fact]
  const unknownReason: FailReason | null =
    whenUnknown === 'ignore' || effect === 'allowed'
      ? null
      : {
          code: codeOf(fact, '_unknown'),
          status: whenUnknown === 'decisive' ? 'unknown' : 'check',
          fact,
          message:
            whenUnknown === 'decisive'
              ? `We could not confirm ${label}. ${message}`
              : `Routine check: confirm ${label}. ${message}`,
        }
  return {
    fact,
    read: READ_SITE_FACT[fact],
    code: codeOf(fact),
    effect,
    message,
    whenUnknown,
    unknownReason,
    criterion: criterion(codeOf(fact), SITE_REQUIREMENTS[fact], citation, [
      codeOf(fact),
      codeOf(fact, '_unknown'),
    ]),
  }
}

/**
 * Flood conditions of the streamlined-approval site rules (Gov. Code 65913.4(a)(6)), shared
 * by the pathways that borrow them: allowed with compliance, never a silent pass.
 */
export const FLOOD_CONDITIONS: readonly HazardRule[] = [
  hazard(
    'floodZoneSfha',
    'conditional',
    'ignore',
    'In a 100-year flood zone the project needs FEMA floodplain compliance.',
    CITE.govCode65913_4,
  ),
  hazard(
    'floodway',
    'conditional',
    'ignore',
    'In a regulatory floodway the project needs a no-rise certification.',
    CITE.govCode65913_4,
  ),
]

/** Applies a pathway's hazard and overlay rules. */
export function screenHazards(
  pathway: PathwayBuilder,
  { facts }: Context,
  rules: readonly HazardRule[],
): void {
  for (const rule of rules) {
    const value = rule.read(facts)
    // A hazard the law merely notes is no criterion; one whose fact is unknown and left
    // unasked was not checked.
    if (rule.effect !== 'allowed' && (value !== undefined || rule.unknownReason)) {
      pathway.check(rule.criterion)
    }
    if (value === true) {
      if (rule.effect === 'ineligible') pathway.fail(rule.code, rule.fact, rule.message)
      else if (rule.effect === 'conditional')
        pathway.conditional(rule.code, rule.fact, rule.message)
      else pathway.note(rule.message)
    } else if (value === undefined && rule.unknownReason) {
      pathway.add(rule.unknownReason)
    }
  }
}

/** "this year", "1 year ago", "3 years ago": how long ago a dated fact happened, in words. */
function yearsAgo(years: number): string {
  if (years === 0) return 'this year'
  return years === 1 ? '1 year ago' : `${String(years)} years ago`
}
