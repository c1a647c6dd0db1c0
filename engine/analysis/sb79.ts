// SB 79 transit-oriented development (Gov. Code 65912.155–.162, law/rules.md §8), gated in Los
// Angeles by the phased implementation ordinance (Ord. 188968, §8.1).
import { CITE } from '../rules/citations.ts'
import { EFFECTIVE } from '../rules/effective-dates.ts'
import {
  SB79_AFFORDABILITY_THRESHOLD_UNITS,
  SB79_AFFORDABLE_PCT,
  SB79_HALF_BAND_MIN_POPULATION,
  SB79_MIN_DU_PER_ACRE,
  SB79_MIN_UNITS,
  SB79_STANDARDS,
  SB79_TENANT_LOOKBACK_YEARS,
} from '../rules/sb79.ts'
import type { AffordableRequirement, PathwayResult } from '../types.ts'
import { isOnOrAfter, requireLotSf, requireZone, type Context } from './context.ts'
import { PathwayBuilder } from './pathway-builder.ts'
import { ACRE_SF, formatNumber, roundBy, roundDown, roundUp } from './rounding.ts'
import { rsoStatus, tenantWithin } from './screens.ts'

export function analyzeSb79(context: Context): PathwayResult {
  const pathway = new PathwayBuilder('sb79', 'SB 79 transit-oriented housing', EFFECTIVE.sb79)
  pathway.cite(
    CITE.govCode65912_156,
    CITE.govCode65912_157,
    CITE.govCode65912_161,
    CITE.laOrd188968,
  )
  const { facts, options } = context
  if (!isOnOrAfter(context.analysisDate, EFFECTIVE.sb79)) {
    pathway.fail('not_yet_effective', null, `SB 79 operative for cities on ${EFFECTIVE.sb79}`)
    pathway.setStatus('not_yet_effective')
  }

  const standards = stopStandards(context, pathway)
  const zone = requireZone(context, pathway)
  if (zone && (zone.family === 'industrial' || zone.family === 'public')) {
    pathway.fail(
      'zone_not_eligible',
      'zone',
      'zone: SB 79 applies only to sites zoned residential, mixed or commercial',
    )
    return pathway.finish({})
  } else if (zone?.family === 'agricultural') {
    pathway.conditional(
      'zone_agricultural',
      'zone',
      `Whether the ${zone.zoneClass} zone counts as residential for SB 79 is unsettled.`,
    )
  }
  screenLaImplementation(context, pathway)
  screenRentControlledHousing(context, pathway)
  if (facts.coastalZone === true) {
    pathway.conditional(
      'coastal_zone',
      'coastalZone',
      'In the Coastal Zone a coastal development permit may be needed.',
    )
    pathway.flag('VERIFY', 'sb79_coastal', 'SB 79’s interaction with the Coastal Act was not read.')
  }
  if (facts.floodZoneSfha === true || facts.floodway === true) {
    pathway.flag(
      'VERIFY',
      'sb79_flood',
      'No flood criterion appears in SB 79 summaries; streamlined approval would bring FEMA conditions.',
    )
  }
  const lotSf = requireLotSf(context, pathway)
  if (!standards || !zone || lotSf === undefined) return pathway.finish({})

  const acres = lotSf / ACRE_SF
  const rounding = pathway.option('stateDensityRounding', options.stateDensityRounding)
  const stateUnits = roundBy(standards.duPerAcre * acres, rounding)
  const localUnits =
    zone.sfPerDu === null ? 0 : zone.onePerLot ? 1 : roundDown(lotSf / zone.sfPerDu)
  const maxUnits = Math.max(stateUnits, localUnits)
  const minUnits = Math.max(SB79_MIN_UNITS, roundUp(SB79_MIN_DU_PER_ACRE * acres))
  pathway.flag(
    'CONTESTED',
    'state_density_rounding',
    `rounding of du/ac [VERIFY]: state_density_rounding=${rounding}; the statute sets a density the city may not go below, not a unit count.`,
    'stateDensityRounding',
  )
  pathway.source(
    'maxUnits',
    `${standards.duPerAcre} du/acre × ${formatNumber(acres)} acres = ${formatNumber(standards.duPerAcre * acres)}, ${rounding === 'floor' ? 'rounded down' : 'rounded up'} (local zoning allows ${localUnits})`,
    [CITE.govCode65912_157],
    'CONTESTED',
  )
  pathway.source('minUnits', 'At least 5 units and 30 du/acre', [CITE.govCode65912_157])
  if (maxUnits < minUnits) {
    pathway.fail(
      'below_minimum_density',
      'lotSf',
      `The lot allows ${maxUnits} units, fewer than SB 79's minimum of ${minUnits}.`,
    )
  }
  pathway.source(
    'maxHeightFt',
    `Height the city must allow for a Tier ${facts.sb79StopTier} stop, ${facts.sb79DistBand} band`,
    [CITE.govCode65912_157],
  )
  pathway.source('far', 'Residential FAR the city must allow', [CITE.govCode65912_157])

  const affordable: AffordableRequirement[] =
    maxUnits > SB79_AFFORDABILITY_THRESHOLD_UNITS
      ? (['ELI', 'VLI', 'LI'] as const).map((category) => ({
          category,
          pct: SB79_AFFORDABLE_PCT[category],
          units: roundUp((SB79_AFFORDABLE_PCT[category] / 100) * maxUnits),
        }))
      : []
  if (affordable.length > 0) {
    pathway.source(
      'affordable',
      'Above 10 units: 7 % extremely low, 10 % very low or 13 % lower income (unless a local inclusionary rule applies)',
      [CITE.govCode65912_157],
      'VERIFY',
    )
    pathway.flag(
      'VERIFY',
      'sb79_affordability_base',
      'The affordable share is taken of total units; whether LA’s linkage fee can substitute is unresolved.',
    )
  }
  if (standards.heightFt > 85)
    pathway.note('Buildings over 85 ft must meet SB 79’s labor standards.')
  if (facts.sb79StopTier === 1 && facts.sb79DistBand !== 'half' && maxUnits / acres >= 90) {
    pathway.note(
      'A Tier 1 project of 90 du/acre or more near the stop earns extra density-bonus concessions.',
    )
  }
  pathway.note('SB 79 density can serve as the base for a state density bonus.')
  pathway.source(
    'parkingMin',
    'No parking minimum: every SB 79 stop is a major transit stop (AB 2097)',
    [CITE.govCode65863_2],
  )
  return pathway.finish({
    maxUnits,
    minUnits,
    maxHeightFt: standards.heightFt,
    far: standards.far,
    maxFloorAreaSf: Math.floor(standards.far * lotSf),
    affordable,
    parkingMin: 0,
    details: {
      duPerAcre: standards.duPerAcre,
      stateUnits,
      localUnits,
      stopTier: facts.sb79StopTier,
      distanceBand: facts.sb79DistBand,
    },
  })
}

function stopStandards(context: Context, pathway: PathwayBuilder) {
  const { sb79StopTier: tier, sb79DistBand: band, cityPopulation } = context.facts
  if (tier === undefined || band === undefined) {
    pathway.unknown(
      'tod_stop_unknown',
      tier === undefined ? 'sb79StopTier' : 'sb79DistBand',
      'Whether the lot is within ½ mile of an SB 79 transit stop (and which tier) is unknown.',
    )
    return null
  }
  if (tier === null || band === null) {
    pathway.fail(
      'not_near_tod_stop',
      tier === null ? 'sb79StopTier' : 'sb79DistBand',
      'The lot is not within ½ mile of a rail, bus-rapid-transit or qualifying commuter-rail stop.',
    )
    return null
  }
  if (band === 'half') {
    if (cityPopulation === undefined) {
      pathway.note(
        'The ¼–½ mile band applies in cities of 35,000 people or more; Los Angeles qualifies.',
      )
    } else if (cityPopulation < SB79_HALF_BAND_MIN_POPULATION) {
      pathway.fail(
        'small_city_half_band',
        'cityPopulation',
        'The ¼–½ mile band applies only in cities of 35,000 people or more.',
      )
      return null
    }
  }
  return SB79_STANDARDS[tier][band]
}

/**
 * Los Angeles's phased implementation (Ord. 188968): temporary and permanent exemptions. The
 * City's ZIMAS layer settles it; without it, the ordinance's hazard and historic criteria are
 * checked and the result stays conditional.
 */
function screenLaImplementation(context: Context, pathway: PathwayBuilder) {
  const { facts } = context
  pathway.flag(
    'VERIFY',
    'sb79_la_map',
    'LA delayed-effectuation map [VERIFY]: Ord. 188968 and the ZIMAS SB 79 layer were not read.',
  )
  const status = facts.sb79LaStatus
  if (status === 'available' || (status === undefined && facts.sb79LocalDelay === false)) return
  if (status === 'temporary_exempt' || facts.sb79LocalDelay === true) {
    pathway.fail(
      'la_temporary_exemption',
      'sb79LaStatus',
      'Los Angeles has temporarily exempted this site from SB 79 (Ord. 188968) until a year after its next housing element; Low-Rise (MIIP) incentives may apply instead.',
    )
    return
  }
  if (status === 'permanent_exempt' || status === 'statutory_exempt') {
    pathway.fail(
      'la_exempt',
      'sb79LaStatus',
      'The site is exempt from SB 79 in Los Angeles (Ord. 188968).',
    )
    return
  }
  const exemptions: ReadonlyArray<readonly [boolean | undefined, string, string]> = [
    [facts.vhfhsz, 'vhfhsz', 'a Very High Fire Hazard Severity Zone'],
    [facts.seaLevelRise1ft, 'seaLevelRise1ft', 'an area vulnerable to 1 ft of sea-level rise'],
    [
      facts.historicDesignatedBefore2025 ?? facts.hpoz,
      'historicDesignatedBefore2025',
      'a historic resource designated before 2025 (HCM or HPOZ)',
    ],
  ]
  for (const [value, fact, label] of exemptions) {
    if (value === true) {
      pathway.fail(
        'la_temporary_exemption',
        fact,
        `Los Angeles temporarily exempts sites in ${label} from SB 79 (Ord. 188968 §2).`,
      )
    }
  }
  if (!pathway.hasFailed()) {
    pathway.unknown(
      'la_phased_implementation',
      'sb79LaStatus',
      'LA phased implementation (Ord. 188968) — most TOD-zone parcels are temporarily exempt; check the site on the ZIMAS SB 79 map.',
    )
  }
}

/** Sites where 2 or more rent-controlled units were tenant-occupied within 7 years are out. */
function screenRentControlledHousing(context: Context, pathway: PathwayBuilder) {
  const { facts } = context
  if (facts.existingUnits !== undefined && facts.existingUnits < 2) return
  const rso = rsoStatus(facts)
  if (rso === false) return
  const tenant = tenantWithin(facts, SB79_TENANT_LOOKBACK_YEARS)
  if (rso === true && tenant === true && (facts.existingUnits ?? 0) >= 2) {
    pathway.fail(
      'rent_controlled_tenants',
      'rso',
      'Two or more rent-controlled units here were occupied by tenants in the last 7 years, which excludes the site from SB 79.',
    )
  } else if (tenant !== false) {
    pathway.unknown(
      'rent_controlled_unknown',
      rso === undefined ? 'rso' : 'tenantOccupiedWithinYears',
      'We could not confirm that the site had no two rent-controlled units occupied by tenants in the last 7 years, which would exclude it.',
    )
  }
}
