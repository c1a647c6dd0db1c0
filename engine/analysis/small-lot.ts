// What SB 684 and SB 1123 share (Gov. Code 66499.41, 65852.28, 65913.11; law/rules.md §5):
// the site screens, the 10-home cap, the minimum density and parking.
import { CITE } from '../rules/citations.ts'
import { EFFECTIVE } from '../rules/effective-dates.ts'
import { applyAb2097 } from './ab2097-overlay.ts'
import { isOnOrAfter, type Context } from './context.ts'
import { describeHomes, formatNumber, homes } from './format.ts'
import {
  fixedSource,
  flagOf,
  readingsOf,
  unverified,
  type PathwayBuilder,
} from './pathway-builder.ts'
import { roundUp } from './rounding.ts'
import { criterion } from './criteria.ts'
import {
  FLOOD_CONDITIONS,
  hazard,
  prepareSb35Checks,
  screenHazards,
  protectedHousing,
  screenProtectedHousing,
  screenSb35Exclusions,
  type HazardRule,
  type ProtectedHousingRules,
  type Sb35Checks,
} from './screens.ts'

const MIN_UNITS_SOURCE = fixedSource(
  'minUnits',
  'Homes the housing element inventory projects for the site',
  [CITE.govCode66499_41],
)
const SETBACKS_FT_SOURCE = fixedSource(
  'setbacksFt',
  'New homes: side and rear setbacks of at most 4 ft',
  [CITE.govCode66499_41],
)
const MAX_AVERAGE_UNIT_SF_SOURCE = fixedSource(
  'details.maxAverageUnitSf',
  'Average home size of at most 1,750 sq ft',
  [CITE.govCode66499_41],
)

/** At most 10 parcels and 10 homes (ADUs and JADUs not counted). */
export const SMALL_LOT_MAX_UNITS = 10
/** Los Angeles is a "metropolitan" jurisdiction: 30 units per acre (65583.2(c)(3)(B)). */
export const MULLIN_DU_PER_ACRE = 30
export const MAX_AVERAGE_UNIT_SF = 1_750
/** Minimum density from 2025-07-01 (SB 1123); SB 684 originally required all of it. */
const MIN_DENSITY_SHARE = 0.66

export type SmallLotLaw = 'SB 684' | 'SB 1123'

function smallLotHazards(law: SmallLotLaw): readonly HazardRule[] {
  return [
    hazard(
      'vhfhsz',
      'ineligible',
      'decisive',
      `Los Angeles does not allow ${law} in a Very High Fire Hazard Severity Zone.`,
      CITE.laSb684Page,
    ),
    hazard(
      'hpoz',
      'ineligible',
      'decisive',
      `Los Angeles does not allow ${law} on historic sites (HPOZ).`,
      CITE.laSb684Page,
    ),
    hazard(
      'historicDesignation',
      'ineligible',
      'check',
      `Los Angeles does not allow ${law} on a listed historic resource.`,
      CITE.laSb684Page,
    ),
    hazard(
      'coastalZone',
      'conditional',
      'ignore',
      'In the Coastal Zone a coastal development permit is needed; whether the law excludes coastal parcels is unconfirmed.',
      CITE.govCode66499_41,
    ),
    ...FLOOD_CONDITIONS,
    hazard(
      'earthquakeFaultZone',
      'conditional',
      'ignore',
      'In an earthquake fault zone LADBS must verify the seismic standards.',
      CITE.govCode66499_41,
    ),
  ]
}

type SmallLotScreens = {
  readonly hazards: readonly HazardRule[]
  readonly sb35: Sb35Checks
  readonly protectedHousing: ProtectedHousingRules
}

function smallLotScreens(law: SmallLotLaw): SmallLotScreens {
  return {
    hazards: smallLotHazards(law),
    sb35: prepareSb35Checks(law),
    protectedHousing: protectedHousing({
      law,
      citation: CITE.govCode66499_41,
      tenantLookbackYears: 5,
      includesVacatedHousing: true,
    }),
  }
}

/** The small-lot laws' own criteria, prepared once. */
function smallLotCriteria(law: SmallLotLaw, minParcelSf: number) {
  return {
    splittable: criterion(
      'lot_too_small_to_split',
      `The lot can be divided into at least two parcels of ${formatNumber(minParcelSf)} sq ft or more`,
      CITE.govCode66499_41,
    ),
    minimumDensity: criterion(
      'minimum_density_over_cap',
      `The fewest homes ${law} requires here fit within the homes it allows`,
      law === 'SB 684' ? CITE.govCode66499_41 : CITE.sb1123MinimumDensity,
    ),
    lotSize: criterion(
      'lot_too_large',
      law === 'SB 684'
        ? 'The lot is at most 5 acres (217,800 sq ft)'
        : 'The lot is at most 1.5 acres (65,340 sq ft)',
      CITE.govCode66499_41,
      ['lot_too_large', 'lot_area_unknown'],
    ),
  }
}

/** The smallest parcel each law allows: 600 sq ft, and 1,200 sq ft on SB 1123's vacant lots. */
export const SB684_MIN_PARCEL_SF = 600
export const SB1123_MIN_PARCEL_SF = 1_200
export const SB684_CRITERIA = smallLotCriteria('SB 684', SB684_MIN_PARCEL_SF)
export const SB1123_CRITERIA = smallLotCriteria('SB 1123', SB1123_MIN_PARCEL_SF)

const SB684_SCREENS = smallLotScreens('SB 684')
const SB1123_SCREENS = smallLotScreens('SB 1123')

const SMALL_LOT_HISTORIC_FLAG = flagOf(
  'VERIFY',
  'small_lot_historic',
  'The historic exclusion is Los Angeles’s rule; its basis in the statute was not read.',
)
const SMALL_LOT_COASTAL_FLAG = flagOf(
  'VERIFY',
  'small_lot_coastal',
  'Whether the statute excludes coastal-zone parcels was not determined.',
)

/** Hazards, overlays, site exclusions and protected housing (§5.1 items 4–6). */
export function screenSmallLotSite(context: Context, pathway: PathwayBuilder, law: SmallLotLaw) {
  const screens = law === 'SB 684' ? SB684_SCREENS : SB1123_SCREENS
  screenHazards(pathway, context, screens.hazards)
  if (context.facts.hpoz === true || context.facts.historicDesignation === true) {
    pathway.flag(SMALL_LOT_HISTORIC_FLAG)
  }
  if (context.facts.coastalZone === true) pathway.flag(SMALL_LOT_COASTAL_FLAG)
  screenSb35Exclusions(pathway, context, screens.sb35)
  screenProtectedHousing(pathway, context, screens.protectedHousing)
}

const MIN_DENSITY_BASES = ['zone', 'mullin', 'greater_of_zone_and_mullin'] as const

const BASIS_UNVERIFIED = unverified(
  'What the 66 % minimum density is measured against (the zone or 30 homes per acre) was not read in the statute.',
)

const SB1123_MIN_DENSITY_BASIS_FLAG = flagOf(
  'VERIFY',
  'sb1123_min_density_basis',
  'What the 66 % minimum density is measured against was not read in the statute.',
  'sb1123MinDensityBasis',
)

/**
 * The fewest homes the project must build: the housing element inventory's figure, or 66 %
 * of the density basis (100 % for applications before SB 1123). A minimum above what the
 * pathway allows makes it unavailable: the law requires both (§5.1 items 7 and 10).
 */
/**
 * A small-lot subdivision divides the lot into at least two parcels, each at least the law's
 * minimum: a lot under twice that minimum cannot be divided, so the law does not apply.
 */
export function screenSplittable(
  pathway: PathwayBuilder,
  law: SmallLotLaw,
  lotSf: number | undefined,
  minParcelSf: number,
) {
  pathway.check(law === 'SB 684' ? SB684_CRITERIA.splittable : SB1123_CRITERIA.splittable)
  if (lotSf === undefined || lotSf >= 2 * minParcelSf) return
  pathway.fail(
    'lot_too_small_to_split',
    'lotSf',
    `${law} divides a lot into parcels of at least ${formatNumber(minParcelSf)} sq ft; ${formatNumber(lotSf)} sq ft cannot make two (that takes ${formatNumber(2 * minParcelSf)} sq ft).`,
  )
}

export function minimumUnits(
  context: Context,
  pathway: PathwayBuilder,
  law: SmallLotLaw,
  {
    zoneUnits,
    mullinUnits,
    maxUnits,
  }: { zoneUnits: number; mullinUnits: number; maxUnits: number },
): number {
  pathway.check(law === 'SB 684' ? SB684_CRITERIA.minimumDensity : SB1123_CRITERIA.minimumDensity)
  const inventory = context.facts.housingElementSiteUnits
  if (typeof inventory === 'number') {
    pathway.use(MIN_UNITS_SOURCE)
    if (inventory > maxUnits)
      pathway.fail(
        'minimum_density_over_cap',
        'housingElementSiteUnits',
        `The housing element projects ${homes(inventory)} on this site, more than the ${maxUnits} ${law} allows here.`,
      )
    return inventory
  }
  const basisMode = pathway.option('sb1123MinDensityBasis', context.options.sb1123MinDensityBasis)
  const share = isOnOrAfter(context.applicationDate, EFFECTIVE.sb1123) ? MIN_DENSITY_SHARE : 1
  const minimumFor = (basis: number) => roundUp(share * basis)
  // The minimum on each basis, in the order of MIN_DENSITY_BASES.
  const minimums = [
    minimumFor(zoneUnits),
    minimumFor(mullinUnits),
    minimumFor(Math.max(zoneUnits, mullinUnits)),
  ]
  const minUnits = minimums[MIN_DENSITY_BASES.indexOf(basisMode)] as number
  const basisName =
    basisMode === 'zone'
      ? `the zone’s ${homes(zoneUnits)}`
      : basisMode === 'mullin'
        ? `${homes(mullinUnits)} at 30 per acre`
        : `the greater of the zone’s ${zoneUnits} and ${mullinUnits} at 30 per acre`
  const readings = readingsOf(
    'sb1123MinDensityBasis',
    basisMode,
    minimums.map((minimum) => (minimum <= maxUnits ? minimum : null)),
    (result) =>
      result === null
        ? 'Not available: the minimum exceeds what the law allows.'
        : `At least ${describeHomes(result)}`,
  )
  pathway.flag(SB1123_MIN_DENSITY_BASIS_FLAG)
  pathway.source(
    'minUnits',
    `${share * 100} % of ${basisName}, rounded up`,
    [CITE.sb1123MinimumDensity],
    { readings, caveats: readings.length === 0 ? [BASIS_UNVERIFIED] : [] },
  )
  if (minUnits > maxUnits) {
    pathway.fail(
      'minimum_density_over_cap',
      'lotSf',
      minUnits > SMALL_LOT_MAX_UNITS
        ? `${law} requires at least ${share * 100} % of ${basisName}: ${homes(minUnits)}, more than the ${SMALL_LOT_MAX_UNITS} homes it allows. The lot is too large for ${law}.`
        : `${law} requires at least ${homes(minUnits)} here, but the lot allows only ${maxUnits}.`,
    )
  }
  return minUnits
}

/** At most one space per home; none within ½ mile of a major transit stop (AB 2097). */
export function smallLotParking(context: Context, pathway: PathwayBuilder, units: number): number {
  return applyAb2097(context, pathway, units, 'The city may require at most 1 space per home', [
    CITE.govCode66499_41,
  ])
}

export function sourceSmallLotStandards(pathway: PathwayBuilder) {
  pathway.use(SETBACKS_FT_SOURCE)
  pathway.use(MAX_AVERAGE_UNIT_SF_SOURCE)
}
