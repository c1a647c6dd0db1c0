// Legacy Transit Oriented Communities (TOC Guidelines, law/rules.md §3). TOC closed to new
// applications when CHIP took effect (2025-02-11); earlier applications may still proceed.
// Every figure rounds up (Guidelines §V.2.a).
import { applyAb2097 } from '../analysis/ab2097-overlay.ts'
import { isOnOrAfter, type Context } from '../analysis/context.ts'
import { lotAreaUnknown, requireZone, ZONE_CODES } from '../analysis/requirements.ts'
import { criterion } from '../analysis/criteria.ts'
import { formatNumber } from '../analysis/format.ts'
import { readUnitMix } from '../analysis/parking.ts'
import {
  NO_FIGURES,
  PathwayBuilder,
  fixedSource,
  flagOf,
  preparePathway,
} from '../analysis/pathway-builder.ts'
import { atLeast, roundUp } from '../analysis/rounding.ts'
import { zoneDensity } from '../analysis/zone-density.ts'
import { CITE } from '../rules/citations.ts'
import { EFFECTIVE } from '../rules/effective-dates.ts'
import { FAR_BY_DISTRICT } from '../rules/height-districts.ts'
import {
  TOC_MIN_UNITS,
  TOC_RD_FAR_INCREASE_CAP_PCT,
  TOC_TIERS,
  type TocTier,
} from '../rules/toc.ts'
import { isCommercialOrIndustrial, isRdZone } from '../rules/zones.ts'
import type { AffordableRequirement, FailReason, PathwayResult } from '../types.ts'

const TOC_LEGACY: FailReason = {
  code: 'toc_legacy',
  status: 'conditional',
  fact: 'applicationDate',
  message:
    'An application filed before February 11, 2025 may proceed under TOC; which pending applications qualify depends on CHIP’s transition rules.',
}
const TOC_TIER_UNKNOWN: FailReason = {
  code: 'toc_tier_unknown',
  status: 'unknown',
  fact: 'tocTier',
  message: 'The TOC tier is not known (ZIMAS shows it).',
}
const NOT_IN_TOC_AREA: FailReason = {
  code: 'not_in_toc_area',
  status: 'fail',
  fact: 'tocTier',
  message: 'The lot is not in a TOC tier area.',
}

const DENSITY_INCREASE_SOURCE = fixedSource(
  'details.densityIncreasePct',
  'The tier’s density increase (RD zones have their own schedule)',
  [CITE.tocGuidelines],
)
const LEGACY_COMPARISON_SOURCE = fixedSource(
  'details.legacyComparison',
  'The program’s own figures, kept for comparison',
  [CITE.tocGuidelines],
)
const TIER_SOURCE = fixedSource(
  'details.tier',
  'The TOC tier from ZIMAS, one higher for a 100 % affordable project',
  [CITE.tocGuidelines],
)
const AFFORDABLE_SOURCE = fixedSource(
  'affordable',
  'One of the tier’s affordable shares of total homes, rounded up',
  [CITE.tocGuidelines],
)
const INCENTIVES_SOURCE = fixedSource(
  'incentives',
  'Incentives by affordable share of base homes (the best of the options)',
  [CITE.tocGuidelines],
)
const INCENTIVES_BY_OPTION_SOURCE = fixedSource(
  'details.incentivesByOption',
  'Incentives by affordable share of base homes, for each way to comply',
  [CITE.tocGuidelines],
)
const NO_PARKING_SOURCE = fixedSource(
  'parkingMin',
  'No residential parking for a 100 % affordable TOC project',
  [CITE.tocGuidelines],
)

/** The pathway and the law it rests on, prepared once. */
const PATHWAY = preparePathway({
  id: 'la_toc',
  name: 'Transit Oriented Communities (legacy)',
  law: 'TOC',
  lawId: 'toc',
  effectiveDate: EFFECTIVE.toc,
  inForceBy: 'application',
  citations: [CITE.tocGuidelines, CITE.chipEffective],
})

const TOC_OPEN = criterion(
  'toc_closed',
  'The application was filed before TOC closed on February 11, 2025',
  CITE.chipEffective,
  ['toc_closed', 'toc_legacy'],
)
const TOC_AREA = criterion('not_in_toc_area', 'The lot is in a TOC tier area', CITE.tocGuidelines, [
  'not_in_toc_area',
  'toc_tier_unknown',
])
const TOC_ZONE = criterion('zone_no_dwellings', 'The zone permits housing', CITE.tocGuidelines, [
  ...ZONE_CODES,
  'zone_no_dwellings',
])
const TOC_FIVE_HOMES = criterion(
  'below_five_units',
  'The project has at least 5 homes, as a TOC Housing Development must',
  CITE.tocGuidelines,
  ['below_five_units', 'lot_area_unknown'],
)

export function analyzeLaToc(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(context, PATHWAY)
  pathway.check(TOC_OPEN)
  screenProgramStatus(context, pathway)

  pathway.check(TOC_AREA)
  const tier = effectiveTier(context, pathway)
  pathway.check(TOC_ZONE)
  const zone = requireZone(context, pathway)
  if (zone?.sfPerDu === null) {
    pathway.fail('zone_no_dwellings', 'zone', `The ${zone.zoneClass} zone permits no housing.`)
  }
  const density = zone?.sfPerDu ? zoneDensity(context, pathway, 'ceil') : null
  if (zone?.sfPerDu && !density) pathway.add(lotAreaUnknown('TOC density'))
  if (!tier || !zone || !density) return pathway.finish(NO_FIGURES)
  pathway.check(TOC_FIVE_HOMES)

  const rules = TOC_TIERS[tier]
  const rd = isRdZone(zone)
  const increasePct = rd ? rules.rdDensityIncreasePct : rules.densityIncreasePct
  const base = density.units
  const total = roundUp(base * (1 + increasePct / 100))
  pathway.source('baseUnits', `${density.rule} (TOC rounds base density up)`, [CITE.tocGuidelines])
  const totalRule = `${base} × (1 + ${increasePct} %${rd ? ' for RD zones' : ''}) = ${formatNumber(base * (1 + increasePct / 100))}, rounded up`
  pathway.source('maxUnits', totalRule, [CITE.tocGuidelines])
  pathway.use(DENSITY_INCREASE_SOURCE)
  pathway.use(TIER_SOURCE)
  if (total < TOC_MIN_UNITS) {
    pathway.fail(
      'below_five_units',
      'lotSf',
      `A base density of ${base} home${base === 1 ? '' : 's'} × ${1 + increasePct / 100} gives ${total}, below the 5-home minimum of a TOC Housing Development.`,
    )
  }

  const shares = rules.affordablePct
  const affordable: AffordableRequirement[] = [
    { category: 'ELI', pct: shares.ELI, units: roundUp((shares.ELI / 100) * total) },
    { category: 'VLI', pct: shares.VLI, units: roundUp((shares.VLI / 100) * total) },
    { category: 'LI', pct: shares.LI, units: roundUp((shares.LI / 100) * total) },
  ]
  pathway.use(AFFORDABLE_SOURCE)
  pathway.use(INCENTIVES_SOURCE)
  pathway.use(INCENTIVES_BY_OPTION_SOURCE)
  const incentivesByOption = {
    ELI: tocIncentives('ELI', ((affordable[0] as AffordableRequirement).units / base) * 100),
    VLI: tocIncentives('VLI', ((affordable[1] as AffordableRequirement).units / base) * 100),
    LI: tocIncentives('LI', ((affordable[2] as AffordableRequirement).units / base) * 100),
  }
  pathway.note(
    'Up to two more incentives for projects that meet the City’s labor standards (LAMC 11.5.11).',
  )
  pathway.note('TOC cannot be combined with the state density bonus or another bonus program.')

  const far = tocFar(context, pathway, tier)
  const parkingMin = tocParking(context, pathway, tier, total)
  const heightIncrease = `+${rules.heightIncreaseStories} stor${rules.heightIncreaseStories === 1 ? 'y' : 'ies'} / ${rules.heightIncreaseFt} ft`

  const figures = {
    baseUnits: base,
    totalUnits: total,
    affordable,
    far,
    parkingMin,
    incentivesByOption,
    heightIncrease,
  }
  pathway.use(LEGACY_COMPARISON_SOURCE)
  return pathway.finish({
    ...NO_FIGURES,
    maxUnits: total,
    baseUnits: base,
    affordable,
    far,
    parkingMin,
    incentives: Math.max(incentivesByOption.ELI, incentivesByOption.VLI, incentivesByOption.LI),
    details: {
      tier,
      densityIncreasePct: increasePct,
      heightIncrease,
      incentivesByOption,
      programStatus:
        'Closed to new applications from February 11, 2025 (CHIP); legacy applications only',
      // The program's figures, kept for comparison even when TOC is closed to this project.
      legacyComparison: figures,
    },
  })
}

const TOC_TRANSITION_FLAG = flagOf(
  'VERIFY',
  'toc_transition',
  'CHIP’s ordinance number and its transition rule for pending TOC applications were not confirmed.',
)

function screenProgramStatus(context: Context, pathway: PathwayBuilder) {
  const applicationDate = context.applicationDate
  if (!isOnOrAfter(applicationDate, EFFECTIVE.toc)) return
  if (isOnOrAfter(applicationDate, EFFECTIVE.chip)) {
    pathway.fail(
      'toc_closed',
      context.scenario.applicationDate ? 'applicationDate' : null,
      'TOC closed to new applications on February 11, 2025, when the Citywide Housing Incentive Program (CHIP) took effect. Its figures are shown for comparison only.',
    )
    pathway.close()
    return
  }
  pathway.add(TOC_LEGACY)
  pathway.flag(TOC_TRANSITION_FLAG)
}

/** The TOC tier, one higher for 100 % affordable projects (Guidelines §IV.9). */
function effectiveTier(context: Context, pathway: PathwayBuilder): TocTier | null {
  const tier = context.facts.tocTier
  if (tier === undefined) {
    pathway.add(TOC_TIER_UNKNOWN)
    return null
  }
  if (tier < 1 || tier > 4) {
    pathway.add(NOT_IN_TOC_AREA)
    return null
  }
  if (context.scenario.setAsideCategory === '100PCT' && tier < 4) {
    pathway.note(`A 100 % affordable project moves up one tier, from ${tier} to ${tier + 1}.`)
    return (tier + 1) as TocTier
  }
  return tier as TocTier
}

/** Additional incentives by affordable share of base units (Guidelines §IV.5). */
function tocIncentives(category: 'ELI' | 'VLI' | 'LI', pctOfBase: number): number {
  let count = 0
  for (const threshold of TOC_INCENTIVE_THRESHOLDS[category])
    if (atLeast(pctOfBase, threshold)) count += 1
  return count
}

/** Affordable share of base units that earns 1, 2 and 3 incentives (Guidelines §IV.5). */
const TOC_INCENTIVE_THRESHOLDS = { ELI: [4, 7, 11], VLI: [5, 10, 15], LI: [10, 20, 30] } as const

/** FAR: the base FAR raised by the tier's percentage, or the commercial floor if greater. */
function tocFar(context: Context, pathway: PathwayBuilder, tier: TocTier): number | null {
  const zone = context.zone
  const district = context.heightDistrict
  if (!zone || district === undefined) {
    pathway.note('The FAR increase needs the height district.')
    return null
  }
  const commercial = isCommercialOrIndustrial(zone)
  const baseFar = FAR_BY_DISTRICT[commercial ? 'commercial_industrial' : 'residential'][district]
  if (typeof baseFar !== 'number' || zone.family === 'single_family') return null
  const rules = TOC_TIERS[tier]
  const increase = isRdZone(zone)
    ? Math.min(rules.farIncreasePct, TOC_RD_FAR_INCREASE_CAP_PCT)
    : rules.farIncreasePct
  let far = Math.round(baseFar * (1 + increase / 100) * 100) / 100
  if (commercial) far = Math.max(far, rules.commercialFar)
  if (baseFar < 1.25) far = Math.min(far, 2.75)
  pathway.source(
    'far',
    `Base FAR ${baseFar} + ${increase} %${commercial ? `, or ${rules.commercialFar}:1 in commercial zones` : ''}`,
    [CITE.tocGuidelines],
  )
  return far
}

/** Residential parking caps by tier; the lesser of the per-bedroom and per-unit caps. */
function tocParking(
  context: Context,
  pathway: PathwayBuilder,
  tier: TocTier,
  units: number,
): number | null {
  const rules = TOC_TIERS[tier]
  if (context.scenario.setAsideCategory === '100PCT') {
    pathway.use(NO_PARKING_SOURCE)
    return 0
  }
  const mix = readUnitMix(context.scenario.unitMix)
  // The lesser of the caps that apply, without building a list of them.
  let cap = Number.POSITIVE_INFINITY
  if (rules.parkingPerUnit !== null) cap = rules.parkingPerUnit * units
  if (rules.parkingPerBedroom !== null && mix)
    cap = Math.min(cap, rules.parkingPerBedroom * mix.bedrooms * (units / mix.units))
  if (cap === Number.POSITIVE_INFINITY) {
    pathway.note('Tier 1 parking is 0.5 space per bedroom: give the bedroom mix to compute it.')
    return null
  }
  if (!mix && rules.parkingPerBedroom !== null)
    pathway.note(
      'Parking may be lower with few bedrooms: at most 0.5 space per bedroom. Give the bedroom mix.',
    )
  return applyAb2097(context, pathway, roundUp(cap), `Tier ${tier} residential parking cap`, [
    CITE.tocGuidelines,
  ])
}
