// The parcel facts as people read them in a report and correct them in the editor: each fact's
// label, how it is written, and where someone would go to confirm it. Keys are the engine's fact
// names (engine/types.ts ParcelFacts); `wire` is the snake_case key of the analysis request
// (common/contracts/analysis.ts), which validates every value an analyst types.
import type { ParcelFacts } from '#engine'
import type { ConfirmationSource } from '../contracts/report-review.ts'

export type FactName = keyof ParcelFacts

export type FactKind =
  | { readonly type: 'number'; readonly unit: 'sq ft' | 'ft' | 'mi' | null }
  | { readonly type: 'integer' }
  /** A calendar year, written without a thousands separator. */
  | { readonly type: 'year' }
  | { readonly type: 'boolean' }
  | { readonly type: 'text' }
  /** Years since something happened, or 'never'. */
  | { readonly type: 'years' }
  /** Areas in sq ft, one per part: "3,500 and 3,500 sq ft". */
  | { readonly type: 'areas' }
  | {
      readonly type: 'choice'
      readonly choices: ReadonlyArray<{
        readonly value: string | number | null
        readonly label: string
      }>
    }

export type FactDefinition = {
  readonly wire: string
  readonly label: string
  readonly kind: FactKind
  /** Which public record or office settles the fact. */
  readonly confirm: string
  /** Where an analyst may say they confirmed it when publishing; each settles this fact. */
  readonly sources: readonly ConfirmationSource[]
}

/** A choice's value that says the fact itself is not known: never an answer to confirm. */
export const NOT_KNOWN = 'unknown'

const ZIMAS = 'the City’s ZIMAS parcel profile (zimas.lacity.org)'
const ASSESSOR = 'the LA County Assessor’s parcel record or a survey'
const SITE_SCREEN =
  'a Phase I environmental site assessment, the title report (easements and covenants), the state’s EnviroStor and GeoTracker lists (hazardous waste) and the National Wetlands Inventory'

const yesNo = { type: 'boolean' } as const

/** Every fact the engine reads, in the order a report lists them. */
export const FACTS: Readonly<Record<FactName, FactDefinition>> = {
  lotSf: {
    wire: 'lot_sf',
    sources: ['assessor', 'survey'],
    label: 'Lot area',
    kind: { type: 'number', unit: 'sq ft' },
    confirm: ASSESSOR,
  },
  lotWidthFt: {
    wire: 'lot_width_ft',
    sources: ['assessor', 'survey'],
    label: 'Lot width',
    kind: { type: 'number', unit: 'ft' },
    confirm: ASSESSOR,
  },
  lotDepthFt: {
    wire: 'lot_depth_ft',
    sources: ['assessor', 'survey'],
    label: 'Lot depth',
    kind: { type: 'number', unit: 'ft' },
    confirm: ASSESSOR,
  },
  alleyWidthFt: {
    wire: 'alley_width_ft',
    sources: ['navigatela', 'survey'],
    label: 'Width of an abutting alley',
    kind: { type: 'number', unit: 'ft' },
    confirm: 'the Bureau of Engineering’s NavigateLA street map',
  },
  zone: { wire: 'zone', sources: ['zimas'], label: 'Zone', kind: { type: 'text' }, confirm: ZIMAS },
  heightDistrict: {
    wire: 'height_district',
    sources: ['zimas'],
    label: 'Height district',
    kind: { type: 'text' },
    confirm: ZIMAS,
  },
  zoneString: {
    wire: 'zone_string',
    sources: ['zimas'],
    label: 'Full zone string',
    kind: { type: 'text' },
    confirm: ZIMAS,
  },
  zoneSplitSf: {
    wire: 'zone_split_sf',
    sources: ['zimas', 'survey'],
    label: 'Area of each zone on a split lot',
    kind: { type: 'areas' },
    confirm: 'the City’s zoning map on ZIMAS, measured against the Assessor’s lot lines',
  },
  generalPlanLandUse: {
    wire: 'general_plan_land_use',
    sources: ['zimas'],
    label: 'General plan land use',
    kind: { type: 'text' },
    confirm: ZIMAS,
  },
  specificPlan: {
    wire: 'specific_plan',
    sources: ['zimas'],
    label: 'Specific plan',
    kind: { type: 'text' },
    confirm: ZIMAS,
  },
  existingUnits: {
    wire: 'existing_units',
    sources: ['assessor', 'ladbs', 'site_visit', 'owner_statement'],
    label: 'Homes on the lot now',
    kind: { type: 'integer' },
    confirm: 'the Assessor’s record and the building’s certificate of occupancy (LADBS)',
  },
  existingUnitType: {
    wire: 'existing_unit_type',
    sources: ['assessor', 'ladbs', 'site_visit', 'owner_statement'],
    label: 'Existing housing',
    kind: {
      type: 'choice',
      choices: [
        { value: 'SFD', label: 'A single-family house' },
        { value: 'duplex', label: 'A duplex' },
        { value: 'multifamily', label: 'Three or more homes' },
        { value: 'none', label: 'No housing' },
      ],
    },
    confirm: 'the Assessor’s use code and the certificate of occupancy (LADBS)',
  },
  existingStructureMultistory: {
    wire: 'existing_structure_multistory',
    sources: ['site_visit', 'ladbs', 'owner_statement'],
    label: 'Existing building has more than one story',
    kind: yesNo,
    confirm: 'a site visit or the building permits (LADBS)',
  },
  existingBuildingSf: {
    wire: 'existing_building_sf',
    sources: ['assessor', 'ladbs', 'owner_statement'],
    label: 'Floor area of the buildings on the lot',
    kind: { type: 'number', unit: 'sq ft' },
    confirm: 'the Assessor’s record (building square footage) or the building permits (LADBS)',
  },
  conversionSpaceAdus: {
    wire: 'conversion_space_adus',
    sources: ['site_visit', 'ladbs', 'owner_statement'],
    label:
      'ADUs that fit in space not used as living space (storage, boiler rooms, attics, garages)',
    kind: { type: 'integer' },
    confirm:
      'a site visit or the building’s plans (LADBS): rooms of the multifamily building nobody lives in, such as storage rooms, boiler rooms, attics and garages',
  },
  rso: {
    wire: 'rso',
    sources: ['housing_department', 'zimas'],
    label: 'Under the Rent Stabilization Ordinance (RSO)',
    kind: yesNo,
    confirm: 'the Los Angeles Housing Department’s RSO lookup, or ZIMAS’s housing tab',
  },
  yearBuilt: {
    wire: 'year_built',
    sources: ['assessor', 'ladbs'],
    label: 'Year built',
    kind: { type: 'year' },
    confirm: 'the Assessor’s record or the certificate of occupancy (LADBS)',
  },
  tenantOccupiedWithinYears: {
    wire: 'tenant_occupied_within_years',
    sources: ['seller_records', 'housing_department', 'owner_statement'],
    label: 'Years since a tenant last lived there',
    kind: { type: 'years' },
    confirm:
      'the seller’s leases and rent records; for rent-stabilized units, the Housing Department’s rent registry',
  },
  ellisWithdrawalWithinYears: {
    wire: 'ellis_withdrawal_within_years',
    sources: ['housing_department'],
    label: 'Years since homes were withdrawn under the Ellis Act',
    kind: { type: 'years' },
    confirm: 'the Housing Department’s Ellis Act withdrawal records',
  },
  lowerIncomeOccupiedWithinYears: {
    wire: 'lower_income_occupied_within_years',
    sources: ['income_certifications', 'housing_department', 'owner_statement'],
    label: 'Years since a lower-income household last rented a home there',
    kind: { type: 'years' },
    confirm:
      'the tenants’ income certifications, which the Housing Department asks for when homes are demolished',
  },
  deedRestrictedAffordable: {
    wire: 'deed_restricted_affordable',
    sources: ['title_report', 'housing_department'],
    label: 'Deed-restricted affordable housing on the lot',
    kind: yesNo,
    confirm: 'the title report (recorded covenants) and the Housing Department’s covenant list',
  },
  vacant: {
    wire: 'vacant',
    sources: ['site_visit', 'assessor', 'ladbs', 'owner_statement'],
    label: 'Vacant lot',
    kind: yesNo,
    confirm: 'a site visit, the Assessor’s use code, or a demolition permit (LADBS)',
  },
  distMtsMi: {
    wire: 'dist_mts_mi',
    sources: ['metro', 'city_planning'],
    label: 'Distance to a major transit stop (straight line)',
    kind: { type: 'number', unit: 'mi' },
    confirm: 'Metro’s stop data or City Planning’s major transit stop map',
  },
  walkDistMtsMi: {
    wire: 'walk_dist_mts_mi',
    sources: ['street_map'],
    label: 'Walking distance to a major transit stop',
    kind: { type: 'number', unit: 'mi' },
    confirm: 'a walking route on a street map',
  },
  unobstructedAccessToMts: {
    wire: 'unobstructed_access_to_mts',
    sources: ['site_visit'],
    label: 'Unobstructed walk to the major transit stop',
    kind: yesNo,
    confirm: 'a site visit along the walking route',
  },
  tocTier: {
    wire: 'toc_tier',
    sources: ['zimas'],
    label: 'Transit Oriented Communities tier',
    // ZIMAS records 0 for a lot outside every TOC area, which reads as nothing to a person.
    kind: {
      type: 'choice',
      choices: [
        { value: 1, label: 'Tier 1' },
        { value: 2, label: 'Tier 2' },
        { value: 3, label: 'Tier 3' },
        { value: 4, label: 'Tier 4' },
        { value: 0, label: 'Not in a TOC area' },
      ],
    },
    confirm: ZIMAS,
  },
  sb79StopTier: {
    wire: 'sb79_stop_tier',
    sources: ['metro'],
    label: 'SB 79 transit stop tier',
    kind: {
      type: 'choice',
      choices: [
        { value: 1, label: 'Tier 1' },
        { value: 2, label: 'Tier 2' },
        { value: null, label: 'No qualifying stop nearby' },
      ],
    },
    confirm: 'Metro’s rail and bus rapid transit stop list',
  },
  sb79DistBand: {
    wire: 'sb79_dist_band',
    sources: ['metro'],
    label: 'Distance to the SB 79 stop',
    kind: {
      type: 'choice',
      choices: [
        { value: 'adjacent', label: 'Adjacent' },
        { value: 'quarter', label: 'Within ¼ mile' },
        { value: 'half', label: 'Within ½ mile' },
        { value: null, label: 'More than ½ mile' },
      ],
    },
    confirm: 'Metro’s stop data',
  },
  sb79LaStatus: {
    wire: 'sb79_la_status',
    sources: ['city_planning'],
    label: 'SB 79 status in Los Angeles',
    kind: {
      type: 'choice',
      choices: [
        { value: 'available', label: 'Available' },
        { value: 'temporary_exempt', label: 'Temporarily exempt' },
        { value: 'permanent_exempt', label: 'Permanently exempt' },
        { value: 'statutory_exempt', label: 'Exempt by statute' },
        { value: NOT_KNOWN, label: 'Not known' },
      ],
    },
    confirm: 'City Planning’s SB 79 implementation map',
  },
  sb79LocalDelay: {
    wire: 'sb79_local_delay',
    sources: ['city_planning'],
    label: 'A local ordinance delays SB 79 here',
    kind: yesNo,
    confirm: 'City Planning’s SB 79 implementation ordinances',
  },
  miipToiaTier: {
    wire: 'miip_toia_tier',
    sources: ['zimas'],
    label: 'Transit Oriented Incentive Area (CHIP)',
    kind: {
      type: 'choice',
      choices: [
        { value: 1, label: 'Tier 1' },
        { value: 2, label: 'Tier 2' },
        { value: 3, label: 'Tier 3' },
        { value: null, label: 'Not in one' },
      ],
    },
    confirm: `${ZIMAS}, “Mixed Income Incentive Programs”`,
  },
  miipOcTier: {
    wire: 'miip_oc_tier',
    sources: ['zimas'],
    label: 'Opportunity Corridor Incentive Area (CHIP)',
    kind: {
      type: 'choice',
      choices: [
        { value: 1, label: 'OC-1' },
        { value: 2, label: 'OC-2' },
        { value: 3, label: 'OC-3' },
        { value: null, label: 'Not in one' },
      ],
    },
    confirm: `${ZIMAS}, “Mixed Income Incentive Programs”`,
  },
  miipLowriseSubarea: {
    wire: 'miip_lowrise_subarea',
    sources: ['zimas'],
    label: 'Low-Rise Incentive Area (CHIP)',
    kind: {
      type: 'choice',
      choices: [
        { value: 'LR-1', label: 'LR-1' },
        { value: 'LR-2', label: 'LR-2' },
        { value: null, label: 'Not in one' },
      ],
    },
    confirm: `${ZIMAS}, the Director’s Low-Rise map`,
  },
  residentialMarketArea: {
    wire: 'residential_market_area',
    sources: ['zimas'],
    label: 'Residential market area',
    kind: {
      type: 'choice',
      choices: [
        { value: 'low', label: 'Low' },
        { value: 'medium', label: 'Medium' },
        { value: 'medium_high', label: 'Medium-High' },
        { value: 'high', label: 'High' },
      ],
    },
    confirm: ZIMAS,
  },
  miipMarketTier: {
    wire: 'miip_market_tier',
    sources: ['zimas'],
    label: 'Market tier for CHIP set-asides',
    kind: {
      type: 'choice',
      choices: [
        { value: 'low_medium', label: 'Low or Medium' },
        { value: 'high_medium_high', label: 'High or Medium-High' },
      ],
    },
    confirm: ZIMAS,
  },
  tcacOpportunityArea: {
    wire: 'tcac_opportunity_area',
    sources: ['opportunity_map', 'zimas'],
    label: 'Opportunity area (TCAC/HCD)',
    kind: {
      type: 'choice',
      choices: [
        { value: 'higher', label: 'Highest or High' },
        { value: 'moderate', label: 'Moderate' },
        { value: 'lower', label: 'Low' },
        { value: 'insufficient_data', label: 'Insufficient data' },
      ],
    },
    confirm: 'the TCAC/HCD Opportunity Map, also shown in ZIMAS',
  },
  opportunityStationArea: {
    wire: 'opportunity_station_area',
    sources: ['zimas', 'city_planning'],
    label: 'In an Opportunity Station Area (Low-Rise)',
    kind: yesNo,
    confirm: 'City Planning’s Low-Rise map in ZIMAS',
  },
  neighborsOutsideFraOrCz: {
    wire: 'neighbors_outside_fra_or_cz',
    sources: ['zimas'],
    label: 'Every neighbouring property outside the fire and coastal areas',
    kind: yesNo,
    confirm: ZIMAS,
  },
  cityPopulation: {
    wire: 'city_population',
    sources: ['census'],
    label: 'City population',
    kind: { type: 'integer' },
    confirm: 'the U.S. Census',
  },
  corridorRowWidthFt: {
    wire: 'corridor_row_width_ft',
    sources: ['navigatela', 'survey'],
    label: 'Width of the commercial corridor (right of way)',
    kind: { type: 'number', unit: 'ft' },
    confirm: 'the Bureau of Engineering’s NavigateLA street map',
  },
  corridorFrontageFt: {
    wire: 'corridor_frontage_ft',
    sources: ['assessor', 'survey'],
    label: 'Frontage on that corridor',
    kind: { type: 'number', unit: 'ft' },
    confirm: ASSESSOR,
  },
  adjoinsIndustrialUse: {
    wire: 'adjoins_industrial_use',
    sources: ['site_visit', 'zimas'],
    label: 'Next to an industrial use',
    kind: yesNo,
    confirm: 'a site visit and the neighbours’ zoning in ZIMAS',
  },
  within500ftFreeway: {
    wire: 'within_500ft_freeway',
    sources: ['street_map'],
    label: 'Within 500 ft of a freeway',
    kind: yesNo,
    confirm: 'a street map measured from the lot line',
  },
  vhfhsz: {
    wire: 'vhfhsz',
    sources: ['cal_fire', 'zimas'],
    label: 'Very high fire hazard severity zone',
    kind: yesNo,
    confirm: 'CAL FIRE’s fire hazard severity zone map, or ZIMAS',
  },
  coastalZone: {
    wire: 'coastal_zone',
    sources: ['zimas'],
    label: 'Coastal zone',
    kind: yesNo,
    confirm: ZIMAS,
  },
  hpoz: {
    wire: 'hpoz',
    sources: ['zimas', 'historic_resources'],
    label: 'Historic preservation overlay zone (HPOZ)',
    kind: yesNo,
    confirm: `${ZIMAS}, or the Office of Historic Resources`,
  },
  historicDesignation: {
    wire: 'historic_designation',
    sources: ['historic_resources'],
    label: 'Designated historic resource',
    kind: yesNo,
    confirm:
      'the Office of Historic Resources (HistoricPlacesLA) and the state and national registers',
  },
  historicDesignatedBefore2025: {
    wire: 'historic_designated_before_2025',
    sources: ['historic_resources'],
    label: 'Designated historic before 2025',
    kind: yesNo,
    confirm: 'the Office of Historic Resources',
  },
  hillsideArea: {
    wire: 'hillside_area',
    sources: ['zimas'],
    label: 'Hillside area',
    kind: yesNo,
    confirm: ZIMAS,
  },
  floodZoneSfha: {
    wire: 'flood_zone_sfha',
    sources: ['fema'],
    label: 'FEMA special flood hazard area',
    kind: yesNo,
    confirm: 'FEMA’s Flood Map Service Center',
  },
  floodway: {
    wire: 'floodway',
    sources: ['fema'],
    label: 'Regulatory floodway',
    kind: yesNo,
    confirm: 'FEMA’s Flood Map Service Center',
  },
  earthquakeFaultZone: {
    wire: 'earthquake_fault_zone',
    sources: ['geological_survey', 'zimas'],
    label: 'Earthquake fault zone (Alquist-Priolo)',
    kind: yesNo,
    confirm: 'the California Geological Survey’s fault zone maps, or ZIMAS',
  },
  wetland: {
    wire: 'wetland',
    sources: ['phase_one', 'wetlands_inventory'],
    label: 'Wetland',
    kind: yesNo,
    confirm: SITE_SCREEN,
  },
  hazardousWasteSite: {
    wire: 'hazardous_waste_site',
    sources: ['phase_one', 'hazard_lists'],
    label: 'On a hazardous-waste list',
    kind: yesNo,
    confirm: SITE_SCREEN,
  },
  habitatProtected: {
    wire: 'habitat_protected',
    sources: ['phase_one'],
    label: 'Habitat for protected species',
    kind: yesNo,
    confirm: SITE_SCREEN,
  },
  conservationEasement: {
    wire: 'conservation_easement',
    sources: ['title_report', 'phase_one'],
    label: 'Under a conservation easement',
    kind: yesNo,
    confirm: SITE_SCREEN,
  },
  privateRestrictions: {
    wire: 'private_restrictions',
    sources: ['title_report', 'association_documents'],
    label: 'CC&Rs or owners’ association rules restrict building',
    kind: yesNo,
    confirm: 'the title report (recorded CC&Rs) and the owners’ association’s governing documents',
  },
  easementSf: {
    wire: 'easement_sf',
    sources: ['title_report', 'survey'],
    label: 'Area of recorded utility or access easements',
    kind: { type: 'number', unit: 'sq ft' },
    confirm: 'the title report and a survey that plots each easement',
  },
  wastewater: {
    wire: 'wastewater',
    sources: ['navigatela', 'ladbs'],
    label: 'Sewer or septic',
    kind: {
      type: 'choice',
      choices: [
        { value: 'sewer', label: 'Public sewer' },
        { value: 'septic', label: 'Septic system' },
      ],
    },
    confirm: 'LA Sanitation’s sewer map (NavigateLA) or the building’s permits (LADBS)',
  },
  seaLevelRise1ft: {
    wire: 'sea_level_rise_1ft',
    sources: ['coastal_commission'],
    label: 'In the 1 ft sea-level-rise area',
    kind: yesNo,
    confirm: 'the Coastal Commission’s sea-level-rise maps',
  },
  veryLowVmtArea: {
    wire: 'very_low_vmt_area',
    sources: ['ladot'],
    label: 'Very low vehicle-miles-traveled area',
    kind: yesNo,
    confirm: 'the City’s VMT calculator (LADOT)',
  },
  housingElementSiteUnits: {
    wire: 'housing_element_site_units',
    sources: ['city_planning'],
    label: 'Homes the housing element’s site inventory plans here',
    kind: { type: 'integer' },
    confirm: 'City Planning’s housing element sites inventory',
  },
  priorSb9Split: {
    wire: 'prior_sb9_split',
    sources: ['title_report', 'city_planning'],
    label: 'Lot was created by an earlier SB 9 split',
    kind: yesNo,
    confirm: 'the title report and City Planning’s case records',
  },
  adjacentSb9SplitByOwner: {
    wire: 'adjacent_sb9_split_by_owner',
    sources: ['title_report', 'city_planning'],
    label: 'Owner split a neighbouring lot under SB 9',
    kind: yesNo,
    confirm: 'the title reports of the neighbouring lots and City Planning’s case records',
  },
  use: {
    wire: 'use',
    sources: ['owner_statement'],
    label: 'Intended use',
    kind: { type: 'text' },
    confirm: 'the owner',
  },
}

export const FACT_NAMES = Object.keys(FACTS) as FactName[]

export function isFactName(name: string): name is FactName {
  return Object.hasOwn(FACTS, name)
}

/** The engine's fact name of a wire key, or null. */
export function factOfWireKey(wire: string): FactName | null {
  return FACT_NAMES.find((name) => FACTS[name].wire === wire) ?? null
}

/** A fact's value in words: "7,000 sq ft", "Yes", "Never", "Not known". */
export function formatFactValue(name: FactName, value: unknown): string {
  if (value === undefined) return 'Not known'
  const kind = FACTS[name].kind
  switch (kind.type) {
    case 'boolean':
      return value === true ? 'Yes' : value === false ? 'No' : String(value)
    case 'years':
      return value === 'never' ? 'Never' : `${String(value)} ${value === 1 ? 'year' : 'years'} ago`
    case 'areas':
      return Array.isArray(value)
        ? `${value.map((area) => Number(area).toLocaleString('en-US')).join(' and ')} sq ft`
        : String(value)
    case 'choice':
      return kind.choices.find((choice) => choice.value === value)?.label ?? String(value)
    case 'number': {
      if (typeof value !== 'number') return String(value)
      const digits = kind.unit === 'mi' ? 2 : Number.isInteger(value) ? 0 : 1
      const text = value.toLocaleString('en-US', { maximumFractionDigits: digits })
      return kind.unit ? `${text} ${kind.unit}` : text
    }
    case 'integer':
      return typeof value === 'number' ? value.toLocaleString('en-US') : String(value)
    case 'year':
    case 'text':
      return String(value)
  }
}
