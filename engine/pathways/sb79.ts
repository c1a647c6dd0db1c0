// SB 79 transit-oriented development (Gov. Code 65912.155–.162, law/rules.md §8), gated in Los
// Angeles by the phased implementation ordinance (Ord. 188968, §8.1).
import { type Context } from '../analysis/context.ts'
import { requireLotSf, requireZone, ZONE_CODES } from '../analysis/requirements.ts'
import { criterion } from '../analysis/criteria.ts'
import { describeHomes, formatNumber, homes } from '../analysis/format.ts'
import {
  NO_FIGURES,
  PathwayBuilder,
  fixedSource,
  flagOf,
  preparePathway,
  readingsOf,
  unverified,
} from '../analysis/pathway-builder.ts'
import { ACRE_SF, roundBy, roundDown, roundUp } from '../analysis/rounding.ts'
import { tenantWithin } from '../analysis/screens.ts'
import { CITE } from '../rules/citations.ts'
import { EFFECTIVE } from '../rules/effective-dates.ts'
import { legalStatusOn } from '../rules/legal-status.ts'
import {
  SB79_AFFORDABILITY_THRESHOLD_UNITS,
  SB79_AFFORDABLE_PCT,
  SB79_HALF_BAND_MIN_POPULATION,
  SB79_MIN_DU_PER_ACRE,
  SB79_MIN_UNITS,
  SB79_SECONDARY_ROWS,
  SB79_STANDARDS,
  SB79_TENANT_LOOKBACK_YEARS,
  type Sb79Band,
  type Sb79Tier,
} from '../rules/sb79.ts'
import type {
  AffordableRequirement,
  FactName,
  FailReason,
  LegalStanding,
  PathwayResult,
} from '../types.ts'
import type { ZoneRules } from '../rules/zones.ts'

const COASTAL_ZONE: FailReason = {
  code: 'coastal_zone',
  status: 'conditional',
  fact: 'coastalZone',
  message: 'In the Coastal Zone a coastal development permit may be needed.',
}
const SMALL_CITY_HALF_BAND: FailReason = {
  code: 'small_city_half_band',
  status: 'fail',
  fact: 'cityPopulation',
  message: 'The ¼ to ½ mile band applies only in cities of 35,000 people or more.',
}
const LA_TEMPORARY_EXEMPTION: FailReason = {
  code: 'la_temporary_exemption',
  status: 'fail',
  fact: 'sb79LaStatus',
  message:
    'Los Angeles has temporarily exempted this site from SB 79 (Ord. 188968) until a year after its next housing element; Low-Rise (MIIP) incentives may apply instead.',
}
const LA_EXEMPT: FailReason = {
  code: 'la_exempt',
  status: 'fail',
  fact: 'sb79LaStatus',
  message: 'The site is exempt from SB 79 in Los Angeles (Ord. 188968).',
}
const LA_PHASED_IMPLEMENTATION: FailReason = {
  code: 'la_phased_implementation',
  status: 'unknown',
  fact: 'sb79LaStatus',
  message:
    'Los Angeles phases SB 79 in (Ord. 188968), and most sites near its stops are temporarily exempt; check the site on the ZIMAS SB 79 map.',
}
/** Los Angeles's temporary exemptions by site (Ord. 188968 §2). */
function laExemption(fact: FactName, where: string): FailReason {
  return {
    code: 'la_temporary_exemption',
    status: 'fail',
    fact,
    message: `Los Angeles temporarily exempts sites in ${where} from SB 79 (Ord. 188968 §2).`,
  }
}
const LA_EXEMPT_FIRE_ZONE = laExemption('vhfhsz', 'a Very High Fire Hazard Severity Zone')
const LA_EXEMPT_SEA_LEVEL_RISE = laExemption(
  'seaLevelRise1ft',
  'an area vulnerable to 1 ft of sea-level rise',
)
const LA_EXEMPT_HISTORIC = laExemption(
  'historicDesignatedBefore2025',
  'a historic resource designated before 2025 (HCM or HPOZ)',
)
const RENT_CONTROLLED_TENANTS: FailReason = {
  code: 'rent_controlled_tenants',
  status: 'fail',
  fact: 'rso',
  message:
    'Two or more rent-controlled units here were occupied by tenants in the last 7 years, which excludes the site from SB 79.',
}

const LOCAL_UNITS_SOURCE = fixedSource('details.localUnits', 'The zone’s density, rounded down', [
  CITE.zoningSummaryTable1,
])
const MIN_UNITS_SOURCE = fixedSource(
  'minUnits',
  'At least 5 homes and 30 homes per acre, rounded up',
  [CITE.govCode65912_157],
)
const SHARE_OF_ALL_HOMES = unverified(
  'The share is taken of all homes; whether the City’s linkage fee can replace it is unresolved.',
)
const AFFORDABLE_SOURCE = fixedSource(
  'affordable',
  'Above 10 homes: 7 % extremely low, 10 % very low or 13 % lower income of all homes, rounded up (unless a local inclusionary rule applies)',
  [CITE.govCode65912_157],
  [SHARE_OF_ALL_HOMES],
)
const NO_PARKING_SOURCE = fixedSource(
  'parkingMin',
  'No parking minimum: every SB 79 stop is a major transit stop (AB 2097)',
  [CITE.govCode65863_2],
)

const BAND_NAMES: Readonly<Record<Sb79Band, string>> = {
  adjacent: 'within 200 ft',
  quarter: 'within ¼ mile',
  half: 'between ¼ and ½ mile',
}

/**
 * SB 79 applies to sites zoned residential, mixed or commercial (65912.157(a)); industrial,
 * public-facilities, open-space and parking zones are none of these.
 */
const isTodZone = (zone: ZoneRules) =>
  zone.family !== 'industrial' && zone.family !== 'public' && zone.family !== 'parking'

/** The pathway and the law it rests on, prepared once. */
const PATHWAY = preparePathway({
  id: 'sb79',
  name: 'SB 79 transit-oriented housing',
  law: 'SB 79',
  lawId: 'sb79',
  effectiveDate: EFFECTIVE.sb79,
  inForceBy: 'analysis',
  citations: [
    CITE.govCode65912_156,
    CITE.govCode65912_157,
    CITE.govCode65912_161,
    CITE.laOrd188968,
  ],
})

const SB79_COASTAL_FLAG = flagOf(
  'VERIFY',
  'sb79_coastal',
  'SB 79’s interaction with the Coastal Act was not read.',
)
const SB79_FLOOD_FLAG = flagOf(
  'VERIFY',
  'sb79_flood',
  'No flood criterion appears in SB 79 summaries; streamlined approval would bring FEMA conditions.',
)
const STATE_DENSITY_ROUNDING_FLAG = flagOf(
  'CONTESTED',
  'state_density_rounding',
  'SB 79 sets a density the city may not go below, not a rounding rule for a fraction of a home.',
  'stateDensityRounding',
)
const SB79_AFFORDABILITY_BASE_FLAG = flagOf(
  'VERIFY',
  'sb79_affordability_base',
  'The affordable share is taken of all homes; whether the City’s linkage fee can replace it is unresolved.',
)

const NEAR_A_STOP = criterion(
  'not_near_tod_stop',
  'The lot is within ½ mile of a rail, bus-rapid-transit or qualifying commuter-rail stop (the ¼ to ½ mile band only in cities of 35,000 people or more)',
  CITE.govCode65912_156,
  ['not_near_tod_stop', 'tod_stop_unknown', 'small_city_half_band'],
)
const SB79_ZONE = criterion(
  'zone_not_eligible',
  'The lot is zoned residential, mixed or commercial',
  CITE.govCode65912_156,
  [...ZONE_CODES, 'zone_not_eligible', 'zone_agricultural'],
)
const LA_SITE_OPEN = criterion(
  'la_exempt',
  'Los Angeles’s phased implementation does not exempt the site',
  CITE.laOrd188968,
  ['la_exempt', 'la_temporary_exemption', 'la_phased_implementation'],
)
const NO_RENT_CONTROLLED_TENANTS = criterion(
  'rent_controlled_tenants',
  'No two rent-controlled homes on the site were occupied by tenants in the last 7 years',
  CITE.govCode65912_156,
  ['rent_controlled_tenants', 'rent_controlled_unknown'],
)
const SB79_MINIMUM_DENSITY = criterion(
  'below_minimum_density',
  'The lot allows at least SB 79’s minimum density',
  CITE.govCode65912_157,
  ['below_minimum_density', 'lot_area_unknown'],
)

export function analyzeSb79(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(context, PATHWAY)
  const { facts, options } = context
  pathway.setLegalStatus(sb79LegalStatus(context))

  pathway.check(NEAR_A_STOP)
  const standards = stopStandards(context, pathway)
  pathway.check(SB79_ZONE)
  const zone = requireZone(context, pathway, 'SB 79', isTodZone)
  if (zone && !isTodZone(zone)) {
    pathway.fail(
      'zone_not_eligible',
      'zone',
      `SB 79 applies only to sites zoned residential, mixed or commercial; ${zone.zoneClass} is not.`,
    )
    return pathway.finish(NO_FIGURES)
  } else if (zone?.family === 'agricultural') {
    pathway.conditional(
      'zone_agricultural',
      'zone',
      `Whether the ${zone.zoneClass} zone counts as residential for SB 79 is unsettled.`,
    )
  }
  pathway.check(LA_SITE_OPEN)
  screenLaImplementation(context, pathway)
  pathway.check(NO_RENT_CONTROLLED_TENANTS)
  screenRentControlledHousing(context, pathway)
  if (facts.coastalZone === true) {
    pathway.add(COASTAL_ZONE)
    pathway.flag(SB79_COASTAL_FLAG)
  }
  if (facts.floodZoneSfha === true || facts.floodway === true) {
    pathway.flag(SB79_FLOOD_FLAG)
  }
  const lotSf = requireLotSf(context, pathway)
  if (!standards || !zone || lotSf === undefined) return pathway.finish(NO_FIGURES)
  pathway.check(SB79_MINIMUM_DENSITY)

  const acres = lotSf / ACRE_SF
  const { tier, band, values } = standards
  const rounding = pathway.option('stateDensityRounding', options.stateDensityRounding)
  const exact = values.duPerAcre * acres
  const stateUnits = roundBy(exact, rounding)
  const localUnits =
    zone.sfPerDu === null ? 0 : zone.onePerLot ? 1 : roundDown(lotSf / zone.sfPerDu)
  const maxUnits = Math.max(stateUnits, localUnits)
  const minUnits = Math.max(SB79_MIN_UNITS, roundUp(SB79_MIN_DU_PER_ACRE * acres))
  const rowCitations = SB79_SECONDARY_ROWS[tier].includes(band)
    ? [CITE.sb79Tables]
    : [CITE.govCode65912_157]
  const readings = readingsOf(
    'stateDensityRounding',
    rounding,
    [Math.max(roundBy(exact, 'floor'), localUnits), Math.max(roundBy(exact, 'ceil'), localUnits)],
    describeHomes,
  )
  if (readings.length > 0) pathway.flag(STATE_DENSITY_ROUNDING_FLAG)
  const where = `a Tier ${tier} stop, ${BAND_NAMES[band]}`
  pathway.source(
    'maxUnits',
    `${values.duPerAcre} homes per acre near ${where} × ${formatNumber(acres)} acres = ${formatNumber(exact)}, ${rounding === 'floor' ? 'rounded down' : 'rounded up'} (local zoning allows ${localUnits})`,
    rowCitations,
    { readings },
  )
  pathway.source('details.duPerAcre', `The density the city must allow near ${where}`, rowCitations)
  pathway.source(
    'details.stateUnits',
    `${values.duPerAcre} homes per acre × ${formatNumber(acres)} acres`,
    rowCitations,
    { readings },
  )
  pathway.use(LOCAL_UNITS_SOURCE)
  pathway.use(MIN_UNITS_SOURCE)
  if (maxUnits < minUnits) {
    pathway.fail(
      'below_minimum_density',
      'lotSf',
      `The lot allows ${homes(maxUnits)}, fewer than SB 79’s minimum of ${minUnits}.`,
    )
  }
  pathway.source('maxHeightFt', `The height the city must allow near ${where}`, rowCitations)
  pathway.source('far', `The residential FAR the city must allow near ${where}`, rowCitations)
  pathway.source('maxFloorAreaSf', `FAR ${values.far} × ${formatNumber(lotSf)} sq ft`, rowCitations)

  const shares = SB79_AFFORDABLE_PCT
  const affordable: AffordableRequirement[] =
    maxUnits > SB79_AFFORDABILITY_THRESHOLD_UNITS
      ? [
          { category: 'ELI', pct: shares.ELI, units: roundUp((shares.ELI / 100) * maxUnits) },
          { category: 'VLI', pct: shares.VLI, units: roundUp((shares.VLI / 100) * maxUnits) },
          { category: 'LI', pct: shares.LI, units: roundUp((shares.LI / 100) * maxUnits) },
        ]
      : []
  if (affordable.length > 0) {
    pathway.use(AFFORDABLE_SOURCE)
    pathway.flag(SB79_AFFORDABILITY_BASE_FLAG)
  }
  if (values.heightFt > 85) pathway.note('Buildings over 85 ft must meet SB 79’s labor standards.')
  if (tier === 1 && band !== 'half' && maxUnits / acres >= 90) {
    pathway.note(
      'A Tier 1 project of 90 homes per acre or more near the stop earns extra density-bonus concessions.',
    )
  }
  pathway.note('SB 79 density can serve as the base for a state density bonus.')
  pathway.use(NO_PARKING_SOURCE)
  return pathway.finish({
    ...NO_FIGURES,
    maxUnits,
    minUnits,
    maxHeightFt: values.heightFt,
    far: values.far,
    maxFloorAreaSf: Math.floor(values.far * lotSf),
    affordable,
    parkingMin: 0,
    details: {
      duPerAcre: values.duPerAcre,
      stateUnits,
      localUnits,
    },
  })
}

function stopStandards(context: Context, pathway: PathwayBuilder) {
  const { sb79StopTier: tier, sb79DistBand: band, cityPopulation } = context.facts
  if (tier === undefined || band === undefined) {
    pathway.unknown(
      'tod_stop_unknown',
      tier === undefined ? 'sb79StopTier' : 'sb79DistBand',
      'Whether the lot is within ½ mile of an SB 79 transit stop (and which kind) is not known.',
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
        'The ¼ to ½ mile band applies in cities of 35,000 people or more; Los Angeles qualifies.',
      )
    } else if (cityPopulation < SB79_HALF_BAND_MIN_POPULATION) {
      pathway.add(SMALL_CITY_HALF_BAND)
      return null
    }
  }
  return { tier: tier as Sb79Tier, band, values: SB79_STANDARDS[tier][band] }
}

const SB79_LA_MAP_FLAG = flagOf(
  'VERIFY',
  'sb79_la_map',
  'Los Angeles’s phased implementation (Ord. 188968) and its ZIMAS SB 79 map were not read at the source.',
)

/**
 * Los Angeles's phased implementation (Ord. 188968): temporary and permanent exemptions. The
 * City's ZIMAS layer settles it; without it, the ordinance's hazard and historic criteria are
 * checked and the result stays conditional.
 */
function screenLaImplementation(context: Context, pathway: PathwayBuilder) {
  const { facts } = context
  pathway.flag(SB79_LA_MAP_FLAG)
  const status = facts.sb79LaStatus
  if (status === 'available' || (status === undefined && facts.sb79LocalDelay === false)) return
  if (status === 'temporary_exempt' || facts.sb79LocalDelay === true) {
    pathway.add(LA_TEMPORARY_EXEMPTION)
    return
  }
  if (status === 'permanent_exempt' || status === 'statutory_exempt') {
    pathway.add(LA_EXEMPT)
    return
  }
  if (facts.vhfhsz === true) pathway.add(LA_EXEMPT_FIRE_ZONE)
  if (facts.seaLevelRise1ft === true) pathway.add(LA_EXEMPT_SEA_LEVEL_RISE)
  if ((facts.historicDesignatedBefore2025 ?? facts.hpoz) === true) pathway.add(LA_EXEMPT_HISTORIC)
  if (!pathway.hasFailed()) {
    pathway.add(LA_PHASED_IMPLEMENTATION)
  }
}

/**
 * SB 79's status on the analysis date, and once it applies in cities, Los Angeles's for this
 * site: in force where the City's map shows the site available; delayed or exempt locally
 * where it is exempt, or while the site's status is not known (the City temporarily exempts
 * most sites near stops).
 */
function sb79LegalStatus(context: Context): LegalStanding {
  const state = legalStatusOn('sb79', context.analysisDate)
  if (state.status !== 'in_force') return state
  const site = context.facts.sb79LaStatus
  if (site === 'available' || (site === undefined && context.facts.sb79LocalDelay === false))
    return state
  const local = legalStatusOn('sb79_la', context.analysisDate)
  if (site === 'permanent_exempt' || site === 'statutory_exempt') {
    return local.since === null ? local : { ...local, event: SB79_LA_EXEMPT_EVENT }
  }
  return local
}

const SB79_LA_EXEMPT_EVENT =
  'Los Angeles’s SB 79 Phased Implementation Ordinance (Ord. 188968) took effect; this site is exempt from SB 79 under it or under the statute'

/** Sites where 2 or more rent-controlled units were tenant-occupied within 7 years are out. */
function screenRentControlledHousing(context: Context, pathway: PathwayBuilder) {
  const { facts } = context
  if (facts.existingUnits !== undefined && facts.existingUnits < 2) return
  const rso = context.rentStabilization.status
  if (rso === 'exempt') return
  const tenant = tenantWithin(facts, SB79_TENANT_LOOKBACK_YEARS)
  if (rso === 'covered' && tenant === true && (facts.existingUnits ?? 0) >= 2) {
    pathway.add(RENT_CONTROLLED_TENANTS)
  } else if (tenant !== false) {
    pathway.unknown(
      'rent_controlled_unknown',
      rso === 'unknown' ? 'rso' : 'tenantOccupiedWithinYears',
      'We could not confirm that the site had no two rent-controlled units occupied by tenants in the last 7 years, which would exclude it.',
    )
  }
}
