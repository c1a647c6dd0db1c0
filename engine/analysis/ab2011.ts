// AB 2011 mixed-income housing on commercial corridors (Gov. Code 65912.120–.124, as amended by
// AB 2243 for applications after 2024-12-31; law/rules.md §7).
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
import type { PathwayResult } from '../types.ts'
import { ab2097Applies } from './ab2097.ts'
import { isOnOrAfter, requireLotSf, requireZone, type Context } from './context.ts'
import { PathwayBuilder } from './pathway-builder.ts'
import { formatNumber, roundBy, roundDown, roundUp } from './rounding.ts'
import {
  FLOOD_CONDITIONS,
  screenHazards,
  screenProtectedHousing,
  screenSb35Exclusions,
  type HazardRule,
} from './screens.ts'

/** Zones where office, retail or parking is a principally permitted use. */
const CORRIDOR_ZONES = new Set(['CR', 'C1', 'C1.5', 'C2', 'C4', 'C5', 'P', 'PB'])

const AB2011_HAZARDS: readonly HazardRule[] = [
  {
    fact: 'vhfhsz',
    effect: 'ineligible',
    unknownMatters: true,
    message: 'AB 2011 excludes sites in a Very High Fire Hazard Severity Zone.',
  },
  {
    fact: 'coastalZone',
    effect: 'conditional',
    unknownMatters: false,
    message:
      'In the Coastal Zone a coastal development permit is needed; it must be approved if the project meets the local coastal program’s objective standards.',
  },
  ...FLOOD_CONDITIONS,
  {
    fact: 'earthquakeFaultZone',
    effect: 'conditional',
    unknownMatters: false,
    message: 'In an earthquake fault zone the project must meet the seismic standards.',
  },
  {
    fact: 'hpoz',
    effect: 'conditional',
    unknownMatters: false,
    message:
      'AB 2011 may not demolish a historic structure on a national, state or local register.',
  },
  {
    fact: 'historicDesignation',
    effect: 'conditional',
    unknownMatters: false,
    message:
      'AB 2011 may not demolish a historic structure on a national, state or local register.',
  },
]

export function analyzeAb2011(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(
    'ab2011',
    'AB 2011 mixed-income housing on commercial corridors',
    EFFECTIVE.ab2011,
  )
  pathway.cite(CITE.govCode65912_121, CITE.govCode65912_123, CITE.govCode65912_101)
  const { facts } = context
  const applicationDate = context.scenario.applicationDate ?? context.analysisDate
  if (!isOnOrAfter(applicationDate, EFFECTIVE.ab2011)) {
    pathway.fail('not_yet_effective', null, `AB 2011 applies from ${EFFECTIVE.ab2011}.`)
    pathway.setStatus('not_yet_effective')
  } else if (isOnOrAfter(applicationDate, EFFECTIVE.ab2011Repeal)) {
    pathway.fail('repealed', null, `AB 2011 is repealed on ${EFFECTIVE.ab2011Repeal}.`)
  }
  const version = ab2011Version(context, pathway, applicationDate)

  const zone = requireZone(context, pathway)
  if (zone && !CORRIDOR_ZONES.has(zone.zoneClass)) {
    if (zone.zoneClass === 'CM') {
      pathway.conditional(
        'zone_cm_principal_use',
        'zone',
        'zone CM principal-use status [VERIFY]: CM permits limited C2 uses; whether office and retail are principally permitted for AB 2011 is unconfirmed.',
      )
      pathway.flag(
        'VERIFY',
        'ab2011_cm_zone',
        'Whether CM counts as a zone where office or retail is principally permitted was not confirmed.',
      )
    } else {
      pathway.fail(
        'not_commercial_zone',
        'zone',
        `AB 2011 needs a zone where office, retail or parking is a principal use; ${zone.zoneClass} is not one.`,
      )
      return pathway.finish({ details: { version } })
    }
  }
  screenCorridor(context, pathway, version)
  const lotSf = requireLotSf(context, pathway)
  if (lotSf !== undefined && context.acres !== undefined && context.acres > AB2011_MAX_SITE_ACRES) {
    pathway.fail(
      'site_too_large',
      'lotSf',
      `The site is ${formatNumber(context.acres)} acres; AB 2011 allows up to 20 acres (100 for a qualifying regional mall).`,
    )
  }
  if (facts.adjoinsIndustrialUse === true) {
    pathway.fail(
      'adjoins_industrial_use',
      'adjoinsIndustrialUse',
      'adjoins_industrial_use: the site shares a lot line with a parcel in active industrial use.',
    )
  } else if (facts.adjoinsIndustrialUse === undefined) {
    pathway.unknown(
      'industrial_neighbor_unknown',
      'adjoinsIndustrialUse',
      'We could not confirm that no adjoining parcel is in active industrial use, which AB 2011 excludes.',
    )
  }
  screenFreeway(context, pathway, version)
  pathway.note(
    'The site may not be within 3,200 ft of a facility that extracts or refines oil or gas (not checked here).',
  )
  screenHazards(pathway, context, AB2011_HAZARDS)
  screenSb35Exclusions(pathway, context, 'AB 2011')
  screenProtectedHousing(pathway, context, {
    law: 'AB 2011',
    tenantLookbackYears: AB2011_TENANT_LOOKBACK_YEARS,
  })
  if (
    !zone ||
    lotSf === undefined ||
    context.acres === undefined ||
    facts.corridorRowWidthFt === undefined
  ) {
    return pathway.finish({ details: { version } })
  }

  const nearTransit =
    context.nearMts === true || (version === 'ab2243' && facts.veryLowVmtArea === true)
  const duPerAcre = ab2011DuPerAcre({
    acres: context.acres,
    rowWidthFt: facts.corridorRowWidthFt,
    nearTransitOrLowVmt: nearTransit,
  })
  const rounding = pathway.option('stateDensityRounding', context.options.stateDensityRounding)
  const stateUnits = roundBy(duPerAcre * context.acres, rounding)
  const localUnits = zone.sfPerDu === null ? 0 : roundDown(lotSf / zone.sfPerDu)
  const maxUnits = Math.max(stateUnits, localUnits)
  if (stateUnits >= localUnits) {
    pathway.flag(
      'CONTESTED',
      'state_density_rounding',
      `state_density_rounding=${rounding}: the statute gives a density, not a rounding rule.`,
      'stateDensityRounding',
    )
  }
  pathway.source(
    'maxUnits',
    `Greater of the local density (${localUnits}) and ${duPerAcre} du/acre × ${formatNumber(context.acres)} acres (${stateUnits})`,
    [CITE.govCode65912_123, CITE.zoningSummaryTable1],
  )

  const maxHeightFt = corridorHeight(context, pathway, nearTransit)
  const affordable = [{ category: 'LI', pct: 15, units: roundUp(0.15 * maxUnits) }]
  pathway.source(
    'affordable',
    'Rental: 15 % lower income, or 8 % very low plus 5 % extremely low income',
    [CITE.govCode65912_121],
  )
  pathway.flag(
    'VERIFY',
    'ab2011_for_sale_affordability',
    'For-sale affordability (30 % moderate or 15 % lower income) was not confirmed.',
  )
  pathway.note('Prevailing wages apply; larger projects also need a skilled and trained workforce.')
  if (maxUnits >= 50)
    pathway.flag(
      'VERIFY',
      'ab2011_labor_threshold',
      'The 50-unit threshold for skilled-and-trained workforce and health-care rules was not confirmed.',
    )
  pathway.note('A density bonus may be added on top of AB 2011 density.')
  const parkingMin = ab2097Applies(context) ? 0 : null
  if (parkingMin === null)
    pathway.note(
      'AB 2011 sets no parking rule of its own; near transit AB 2097 removes the minimum.',
    )
  return pathway.finish({
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

function ab2011Version(
  context: Context,
  pathway: PathwayBuilder,
  applicationDate: string,
): 'original' | 'ab2243' {
  const chosen = context.options.ab2011Version
  if (chosen !== 'by_application_date') {
    pathway.option('ab2011Version', chosen)
    return chosen
  }
  return isOnOrAfter(applicationDate, EFFECTIVE.ab2243) ? 'ab2243' : 'original'
}

/** A commercial corridor: 70–150 ft right-of-way, with at least 50 ft of frontage on it. */
function screenCorridor(context: Context, pathway: PathwayBuilder, version: 'original' | 'ab2243') {
  const { corridorRowWidthFt: width, corridorFrontageFt: frontage } = context.facts
  if (width === undefined) {
    pathway.unknown(
      'corridor_unknown',
      'corridorRowWidthFt',
      'The width of the street the site faces is unknown; AB 2011 needs a commercial corridor 70 to 150 ft wide.',
    )
  } else if (width > AB2011_CORRIDOR_MAX_ROW_FT) {
    pathway.fail(
      'corridor_too_wide',
      'corridorRowWidthFt',
      `corridor_row_width_ft ${width} > 150 (commercial corridor is 70-150 ft)`,
    )
  } else if (width < AB2011_CORRIDOR_MIN_ROW_FT) {
    if (version === 'ab2243' && width >= AB2243_CORRIDOR_MIN_ROW_FT) {
      pathway.conditional(
        'corridor_ab2243_narrow',
        'corridorRowWidthFt',
        `A ${width} ft right-of-way may qualify under AB 2243 for some projects; the conditions were not confirmed.`,
      )
      pathway.flag(
        'VERIFY',
        'ab2243_narrow_corridor',
        'AB 2243’s 50-ft right-of-way conditions were not read.',
      )
    } else {
      pathway.fail(
        'corridor_too_narrow',
        'corridorRowWidthFt',
        `corridor_row_width_ft ${width} < 70 (commercial corridor is 70-150 ft)`,
      )
    }
  }
  if (frontage === undefined) {
    pathway.unknown(
      'frontage_unknown',
      'corridorFrontageFt',
      'The site’s frontage on the corridor is unknown; AB 2011 needs at least 50 ft.',
    )
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
  if (context.facts.within500ftFreeway !== true) return
  if (version === 'original') {
    pathway.fail(
      'near_freeway',
      'within500ftFreeway',
      'Under the original AB 2011, sites within 500 ft of a freeway are excluded.',
    )
  } else {
    pathway.conditional(
      'near_freeway',
      'within500ftFreeway',
      'Within 500 ft of a freeway, AB 2243 requires central HVAC, air intakes facing away from the freeway, MERV-16 filters and no freeway-facing balconies.',
    )
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
  if (nearTransit && context.nearMts === true) {
    pathway.flag(
      'VERIFY',
      'ab2011_65ft_tier',
      'The 65-ft tier near transit was not re-confirmed; it may also need a corridor of 100 ft or more.',
    )
  }
  const zone = context.zone
  const local =
    zone && context.heightDistrict ? heightLimit(zone.heightGroup, context.heightDistrict) : null
  if (local && local !== 'n/a' && local.heightFt === null) {
    pathway.source('maxHeightFt', 'No local height limit in this height district', [
      CITE.zoningSummaryTable2,
    ])
    return null
  }
  const localFt = local && local !== 'n/a' ? local.heightFt : null
  const height = Math.max(stateHeight, localFt ?? 0)
  pathway.source(
    'maxHeightFt',
    `Greater of the local limit${localFt === null ? ' (unknown)' : ` (${localFt} ft)`} and ${stateHeight} ft for this corridor`,
    [CITE.govCode65912_123, CITE.zoningSummaryTable2],
    'VERIFY',
  )
  return height
}
