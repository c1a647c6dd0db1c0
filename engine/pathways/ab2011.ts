// AB 2011 mixed-income housing on commercial corridors (Gov. Code 65912.120–.124, as amended by
// AB 2243 for applications after 2024-12-31; law/rules.md §7).
import { ab2097Applies } from '../analysis/ab2097-overlay.ts'
import { isOnOrAfter, type Context } from '../analysis/context.ts'
import { requireLotSf, requireZone, ZONE_CODES } from '../analysis/requirements.ts'
import { criterion } from '../analysis/criteria.ts'
import { describeHomes, formatNumber } from '../analysis/format.ts'
import {
  NO_FIGURES,
  PathwayBuilder,
  fixedSource,
  flagOf,
  preparePathway,
  readingsOf,
  unverified,
} from '../analysis/pathway-builder.ts'
import { roundBy, roundDown, roundUp } from '../analysis/rounding.ts'
import {
  FLOOD_CONDITIONS,
  hazard,
  prepareSb35Checks,
  screenHazards,
  protectedHousing,
  screenProtectedHousing,
  screenSb35Exclusions,
  type HazardRule,
} from '../analysis/screens.ts'
import {
  AB2011_CORRIDOR_MAX_ROW_FT,
  AB2011_CORRIDOR_MIN_ROW_FT,
  AB2011_MAX_SITE_ACRES,
  AB2011_MIN_FRONTAGE_FT,
  AB2011_RENTAL_AFFORDABILITY,
  AB2011_TENANT_LOOKBACK_YEARS,
  AB2243_CORRIDOR_MIN_ROW_FT,
  ab2011DuPerAcre,
  ab2011HeightFt,
} from '../rules/ab2011.ts'
import { CITE } from '../rules/citations.ts'
import { EFFECTIVE } from '../rules/effective-dates.ts'
import { heightLimit } from '../rules/height-districts.ts'
import type { ZoneRules } from '../rules/zones.ts'
import type { FailReason, PathwayResult } from '../types.ts'

const ZONE_CM_PRINCIPAL_USE: FailReason = {
  code: 'zone_cm_principal_use',
  status: 'conditional',
  fact: 'zone',
  message:
    'The CM zone permits some C2 uses; whether office and retail count as its principal uses for AB 2011 is not confirmed.',
}
const ZONE_INDUSTRIAL_COMMERCIAL_USES: FailReason = {
  code: 'zone_industrial_commercial_uses',
  status: 'conditional',
  fact: 'zone',
  message:
    'The M1, M2 and M3 zones permit C2 uses (offices and shops) in enclosed buildings; whether that makes them zones where office or retail is a principal use for AB 2011 is not confirmed, and AB 2011 excludes a site where more than a third of the floor area is in industrial use.',
}
const ADJOINS_INDUSTRIAL_USE: FailReason = {
  code: 'adjoins_industrial_use',
  status: 'fail',
  fact: 'adjoinsIndustrialUse',
  message:
    'The site shares a lot line with a parcel in active industrial use, which AB 2011 excludes.',
}
const INDUSTRIAL_NEIGHBOR_UNKNOWN: FailReason = {
  code: 'industrial_neighbor_unknown',
  status: 'unknown',
  fact: 'adjoinsIndustrialUse',
  message:
    'We could not confirm that no adjoining parcel is in active industrial use, which AB 2011 excludes.',
}
const CORRIDOR_UNKNOWN: FailReason = {
  code: 'corridor_unknown',
  status: 'unknown',
  fact: 'corridorRowWidthFt',
  message:
    'The width of the street the site faces is not known; AB 2011 needs a commercial corridor 70 to 150 ft wide.',
}
const FRONTAGE_UNKNOWN: FailReason = {
  code: 'frontage_unknown',
  status: 'unknown',
  fact: 'corridorFrontageFt',
  message: 'The site’s frontage on the corridor is not known; AB 2011 needs at least 50 ft.',
}
const NEAR_FREEWAY_EXCLUDED: FailReason = {
  code: 'near_freeway',
  status: 'fail',
  fact: 'within500ftFreeway',
  message: 'Under the original AB 2011, sites within 500 ft of a freeway are excluded.',
}
const NEAR_FREEWAY_WITH_FILTERS: FailReason = {
  code: 'near_freeway',
  status: 'conditional',
  fact: 'within500ftFreeway',
  message:
    'Within 500 ft of a freeway, AB 2243 requires central HVAC, air intakes facing away from the freeway, MERV-16 filters and no freeway-facing balconies.',
}

const STATE_DENSITY_SOURCE = fixedSource(
  'details.stateDuPerAcre',
  'The density AB 2011 sets for the site’s size, corridor width and nearness to transit',
  [CITE.govCode65912_123],
)
const STATE_UNITS_SOURCE = fixedSource(
  'details.stateUnits',
  'AB 2011’s density × the site’s acres, rounded as the readings of the maximum show',
  [CITE.govCode65912_123],
)
const LOCAL_UNITS_SOURCE = fixedSource('details.localUnits', 'The zone’s density, rounded down', [
  CITE.zoningSummaryTable1,
])
const NO_PARKING_SOURCE = fixedSource(
  'parkingMin',
  'No minimum within ½ mile of a major transit stop (AB 2097)',
  [CITE.govCode65863_2],
)
const NO_HEIGHT_LIMIT_SOURCE = fixedSource(
  'maxHeightFt',
  'No local height limit in this height district',
  [CITE.zoningSummaryTable2],
)

const AB2011_VERSIONS = ['original', 'ab2243'] as const

/** Zones where office, retail or parking is a principally permitted use. */
const CORRIDOR_ZONES = new Set(['CR', 'C1', 'C1.5', 'C2', 'C4', 'C5', 'P', 'PB'])

const HISTORIC_DEMOLITION =
  'AB 2011 may not demolish a historic structure on a national, state or local register.'
const AB2011_HAZARDS: readonly HazardRule[] = [
  hazard(
    'vhfhsz',
    'ineligible',
    'decisive',
    'AB 2011 excludes sites in a Very High Fire Hazard Severity Zone.',
    CITE.govCode65912_121,
  ),
  hazard(
    'coastalZone',
    'conditional',
    'ignore',
    'In the Coastal Zone a coastal development permit is needed; it must be approved if the project meets the local coastal program’s objective standards.',
    CITE.govCode65912_121,
  ),
  ...FLOOD_CONDITIONS,
  hazard(
    'earthquakeFaultZone',
    'conditional',
    'ignore',
    'In an earthquake fault zone the project must meet the seismic standards.',
    CITE.govCode65912_121,
  ),
  hazard('hpoz', 'conditional', 'ignore', HISTORIC_DEMOLITION, CITE.govCode65912_121),
  hazard(
    'historicDesignation',
    'conditional',
    'ignore',
    HISTORIC_DEMOLITION,
    CITE.govCode65912_121,
  ),
]
const SB35 = prepareSb35Checks('AB 2011')
const PROTECTED_HOUSING = protectedHousing({
  law: 'AB 2011',
  citation: CITE.govCode65912_121,
  tenantLookbackYears: AB2011_TENANT_LOOKBACK_YEARS,
})
const HEIGHT_TIER_UNVERIFIED = unverified(
  'AB 2011’s height tiers were not re-read in the statute as amended by AB 2243.',
)
const TRANSIT_TIER_UNVERIFIED = unverified(
  'The 65 ft tier near transit was not re-confirmed; it may also need a corridor of 100 ft or more.',
)
const AB2011_65FT_TIER_FLAG = flagOf('VERIFY', 'ab2011_65ft_tier', TRANSIT_TIER_UNVERIFIED.message)

const FOR_SALE_UNVERIFIED = unverified(
  'For-sale affordability (30 % moderate or 15 % lower income) was not confirmed.',
)
const AB2011_FOR_SALE_AFFORDABILITY_FLAG = flagOf(
  'VERIFY',
  'ab2011_for_sale_affordability',
  FOR_SALE_UNVERIFIED.message,
)

/** Industrial zones that permit C2 uses in enclosed buildings (LAMC 12.17.6, 12.18, 12.19). */
const INDUSTRIAL_ZONES_WITH_C2_USES = new Set(['M1', 'M2', 'M3'])

const isCorridorZone = (zone: ZoneRules) =>
  CORRIDOR_ZONES.has(zone.zoneClass) ||
  zone.zoneClass === 'CM' ||
  INDUSTRIAL_ZONES_WITH_C2_USES.has(zone.zoneClass)

/** The pathway and the law it rests on, prepared once. */
const PATHWAY = preparePathway({
  id: 'ab2011',
  name: 'AB 2011 mixed-income housing on commercial corridors',
  law: 'AB 2011',
  lawId: 'ab2011',
  effectiveDate: EFFECTIVE.ab2011,
  inForceBy: 'application',
  repealDate: EFFECTIVE.ab2011Repeal,
  citations: [CITE.govCode65912_121, CITE.govCode65912_123, CITE.govCode65912_101],
})

const AB2011_CM_ZONE_FLAG = flagOf(
  'VERIFY',
  'ab2011_cm_zone',
  'Whether CM counts as a zone where office or retail is principally permitted was not confirmed.',
)
const AB2011_INDUSTRIAL_ZONE_FLAG = flagOf(
  'VERIFY',
  'ab2011_industrial_zone',
  'Whether an M zone, which permits C2 uses in enclosed buildings, counts as a zone where office or retail is principally permitted was not confirmed.',
)
const STATE_DENSITY_ROUNDING_FLAG = flagOf(
  'CONTESTED',
  'state_density_rounding',
  'The statute sets a density, not a rounding rule for a fraction of a home.',
  'stateDensityRounding',
)
const AB2011_LABOR_THRESHOLD_FLAG = flagOf(
  'VERIFY',
  'ab2011_labor_threshold',
  'The 50-home threshold for the skilled-and-trained workforce and health-care rules was not confirmed.',
)

const AB2011_ZONE = criterion(
  'not_commercial_zone',
  'The lot is in a zone where office, retail or parking is a principal use',
  CITE.govCode65912_121,
  [
    ...ZONE_CODES,
    'not_commercial_zone',
    'zone_cm_principal_use',
    'zone_industrial_commercial_uses',
  ],
)
const CORRIDOR_WIDTH = criterion(
  'corridor_too_narrow',
  'The site faces a commercial corridor 70 to 150 ft wide',
  CITE.govCode65912_121,
  ['corridor_unknown', 'corridor_too_narrow', 'corridor_too_wide', 'corridor_ab2243_narrow'],
)
const CORRIDOR_FRONTAGE = criterion(
  'frontage_too_short',
  'The site has at least 50 ft of frontage on the corridor',
  CITE.govCode65912_121,
  ['frontage_unknown', 'frontage_too_short'],
)
const SITE_SIZE = criterion(
  'site_too_large',
  'The site is at most 20 acres',
  CITE.govCode65912_121,
  ['site_too_large', 'lot_area_unknown'],
)
const NO_INDUSTRIAL_NEIGHBOUR = criterion(
  'adjoins_industrial_use',
  'No parcel sharing a lot line with the site is in active industrial use',
  CITE.govCode65912_121,
  ['adjoins_industrial_use', 'industrial_neighbor_unknown'],
)
const FREEWAY = criterion(
  'near_freeway',
  'The site is more than 500 ft from a freeway, or meets AB 2243’s air-filtration rules',
  CITE.govCode65912_121,
)

export function analyzeAb2011(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(context, PATHWAY)
  const { facts } = context
  const version = ab2011Version(context, pathway)
  pathway.check(AB2011_ZONE)

  const zone = requireZone(context, pathway, 'AB 2011', isCorridorZone)
  if (zone && !CORRIDOR_ZONES.has(zone.zoneClass)) {
    if (zone.zoneClass === 'CM') {
      pathway.add(ZONE_CM_PRINCIPAL_USE)
      pathway.flag(AB2011_CM_ZONE_FLAG)
    } else if (INDUSTRIAL_ZONES_WITH_C2_USES.has(zone.zoneClass)) {
      pathway.add(ZONE_INDUSTRIAL_COMMERCIAL_USES)
      pathway.flag(AB2011_INDUSTRIAL_ZONE_FLAG)
    } else {
      pathway.fail(
        'not_commercial_zone',
        'zone',
        `AB 2011 needs a zone where office, retail or parking is a principal use; ${zone.zoneClass} is not one.`,
      )
      return pathway.finish({ ...NO_FIGURES, details: { version } })
    }
  }
  pathway.check(CORRIDOR_WIDTH)
  pathway.check(CORRIDOR_FRONTAGE)
  screenCorridor(context, pathway, version)
  pathway.check(SITE_SIZE)
  const lotSf = requireLotSf(context, pathway)
  if (lotSf !== undefined && context.acres !== undefined && context.acres > AB2011_MAX_SITE_ACRES) {
    pathway.fail(
      'site_too_large',
      'lotSf',
      `The site is ${formatNumber(context.acres)} acres; AB 2011 allows up to 20 acres (100 for a qualifying regional mall).`,
    )
  }
  pathway.check(NO_INDUSTRIAL_NEIGHBOUR)
  if (facts.adjoinsIndustrialUse === true) {
    pathway.add(ADJOINS_INDUSTRIAL_USE)
  } else if (facts.adjoinsIndustrialUse === undefined) {
    pathway.add(INDUSTRIAL_NEIGHBOR_UNKNOWN)
  }
  screenFreeway(context, pathway, version)
  pathway.note(
    'The site may not be within 3,200 ft of a facility that extracts or refines oil or gas (not checked here).',
  )
  screenHazards(pathway, context, AB2011_HAZARDS)
  screenSb35Exclusions(pathway, context, SB35)
  screenProtectedHousing(pathway, context, PROTECTED_HOUSING)
  if (
    !zone ||
    lotSf === undefined ||
    context.acres === undefined ||
    facts.corridorRowWidthFt === undefined
  ) {
    return pathway.finish({ ...NO_FIGURES, details: { version } })
  }

  const nearTransit =
    context.nearMts === true || (version === 'ab2243' && facts.veryLowVmtArea === true)
  const duPerAcre = ab2011DuPerAcre({
    acres: context.acres,
    rowWidthFt: facts.corridorRowWidthFt,
    nearTransitOrLowVmt: nearTransit,
  })
  const rounding = pathway.option('stateDensityRounding', context.options.stateDensityRounding)
  const exact = duPerAcre * context.acres
  const stateUnits = roundBy(exact, rounding)
  const localUnits = zone.sfPerDu === null ? 0 : roundDown(lotSf / zone.sfPerDu)
  const maxUnits = Math.max(stateUnits, localUnits)
  const readings = readingsOf(
    'stateDensityRounding',
    rounding,
    [Math.max(roundBy(exact, 'floor'), localUnits), Math.max(roundBy(exact, 'ceil'), localUnits)],
    describeHomes,
  )
  // AB 2243 also gives the 80-homes-per-acre tier to very-low-vehicle-travel areas.
  const unitsUnder = (each: 'original' | 'ab2243') => {
    const near = context.nearMts === true || (each === 'ab2243' && facts.veryLowVmtArea === true)
    const perAcre = ab2011DuPerAcre({
      acres: context.acres as number,
      rowWidthFt: facts.corridorRowWidthFt as number,
      nearTransitOrLowVmt: near,
    })
    return Math.max(roundBy(perAcre * (context.acres as number), rounding), localUnits)
  }
  readings.push(
    ...readingsOf(
      'ab2011Version',
      version,
      [unitsUnder('original'), unitsUnder('ab2243')],
      describeHomes,
      AB2011_VERSIONS,
    ),
  )
  if (readings.some((reading) => reading.option === 'stateDensityRounding'))
    pathway.flag(STATE_DENSITY_ROUNDING_FLAG)
  pathway.source(
    'maxUnits',
    `The greater of the local density (${localUnits}) and ${duPerAcre} homes per acre × ${formatNumber(context.acres)} acres (${stateUnits})`,
    [CITE.govCode65912_123, CITE.zoningSummaryTable1],
    { readings },
  )
  pathway.use(STATE_DENSITY_SOURCE)
  pathway.use(STATE_UNITS_SOURCE)
  pathway.use(LOCAL_UNITS_SOURCE)

  const maxHeightFt = corridorHeight(context, pathway, nearTransit)
  const affordable = [{ category: 'LI' as const, pct: 15, units: roundUp(0.15 * maxUnits) }]
  pathway.source(
    'affordable',
    'Rental: 15 % lower income, or 8 % very low plus 5 % extremely low income',
    [CITE.govCode65912_121],
    { caveats: [FOR_SALE_UNVERIFIED] },
  )
  pathway.flag(AB2011_FOR_SALE_AFFORDABILITY_FLAG)
  pathway.note('Prevailing wages apply; larger projects also need a skilled and trained workforce.')
  if (maxUnits >= 50) pathway.flag(AB2011_LABOR_THRESHOLD_FLAG)
  pathway.note('A density bonus may be added on top of AB 2011 density.')
  const parkingMin = ab2097Applies(context) ? 0 : null
  if (parkingMin === 0) pathway.use(NO_PARKING_SOURCE)
  else
    pathway.note(
      'AB 2011 sets no parking rule of its own; near transit AB 2097 removes the minimum.',
    )
  return pathway.finish({
    ...NO_FIGURES,
    maxUnits,
    maxHeightFt,
    affordable,
    parkingMin,
    details: {
      version,
      stateDuPerAcre: duPerAcre,
      stateUnits,
      localUnits,
      affordableRentalOptions: AB2011_RENTAL_AFFORDABILITY,
    },
  })
}

function ab2011Version(context: Context, pathway: PathwayBuilder): 'original' | 'ab2243' {
  const chosen = context.options.ab2011Version
  if (chosen !== 'by_application_date') {
    pathway.option('ab2011Version', chosen)
    return chosen
  }
  return isOnOrAfter(context.applicationDate, EFFECTIVE.ab2243) ? 'ab2243' : 'original'
}

const AB2243_NARROW_CORRIDOR_FLAG = flagOf(
  'VERIFY',
  'ab2243_narrow_corridor',
  'AB 2243’s conditions for streets from 50 ft wide were not read.',
)

/** A commercial corridor: 70–150 ft right-of-way, with at least 50 ft of frontage on it. */
function screenCorridor(context: Context, pathway: PathwayBuilder, version: 'original' | 'ab2243') {
  const { corridorRowWidthFt: width, corridorFrontageFt: frontage } = context.facts
  if (width === undefined) {
    pathway.add(CORRIDOR_UNKNOWN)
  } else if (width > AB2011_CORRIDOR_MAX_ROW_FT) {
    pathway.fail(
      'corridor_too_wide',
      'corridorRowWidthFt',
      `The street the site faces is ${formatNumber(width)} ft wide; a commercial corridor under AB 2011 is 70 to 150 ft wide.`,
    )
  } else if (width < AB2011_CORRIDOR_MIN_ROW_FT) {
    if (version === 'ab2243' && width >= AB2243_CORRIDOR_MIN_ROW_FT) {
      pathway.conditional(
        'corridor_ab2243_narrow',
        'corridorRowWidthFt',
        `A street ${formatNumber(width)} ft wide may qualify under AB 2243 for some projects; the conditions were not confirmed.`,
      )
      pathway.flag(AB2243_NARROW_CORRIDOR_FLAG)
    } else {
      pathway.fail(
        'corridor_too_narrow',
        'corridorRowWidthFt',
        `The street the site faces is ${formatNumber(width)} ft wide; a commercial corridor under AB 2011 is 70 to 150 ft wide.`,
      )
    }
  }
  if (frontage === undefined) {
    pathway.add(FRONTAGE_UNKNOWN)
  } else if (frontage < AB2011_MIN_FRONTAGE_FT) {
    pathway.fail(
      'frontage_too_short',
      'corridorFrontageFt',
      `The site has ${frontage} ft of frontage on the corridor; AB 2011 needs at least 50 ft.`,
    )
  }
}

/** Original AB 2011 excludes sites within 500 ft of a freeway; AB 2243 allows them with filtration. */
function screenFreeway(context: Context, pathway: PathwayBuilder, version: 'original' | 'ab2243') {
  const near = context.facts.within500ftFreeway
  if (near !== undefined) pathway.check(FREEWAY)
  if (near !== true) return
  if (version === 'original') {
    pathway.add(NEAR_FREEWAY_EXCLUDED)
  } else {
    pathway.add(NEAR_FREEWAY_WITH_FILTERS)
  }
}

/** The greater of the local height limit and the corridor tier. */
function corridorHeight(
  context: Context,
  pathway: PathwayBuilder,
  nearTransit: boolean,
): number | null {
  const width = context.facts.corridorRowWidthFt ?? 0
  const stateHeight = ab2011HeightFt({ rowWidthFt: width, nearTransit: context.nearMts === true })
  const caveats = [HEIGHT_TIER_UNVERIFIED]
  if (nearTransit && context.nearMts === true) {
    caveats.push(TRANSIT_TIER_UNVERIFIED)
    pathway.flag(AB2011_65FT_TIER_FLAG)
  }
  const zone = context.zone
  const local =
    zone && context.heightDistrict ? heightLimit(zone.heightGroup, context.heightDistrict) : null
  if (local && local !== 'n/a' && local.heightFt === null) {
    pathway.use(NO_HEIGHT_LIMIT_SOURCE)
    return null
  }
  const localFt = local && local !== 'n/a' ? local.heightFt : null
  const height = Math.max(stateHeight, localFt ?? 0)
  pathway.source(
    'maxHeightFt',
    `The greater of the local limit${localFt === null ? ' (not known)' : ` (${localFt} ft)`} and ${stateHeight} ft for this corridor`,
    [CITE.govCode65912_123, CITE.zoningSummaryTable2],
    { caveats },
  )
  return height
}
