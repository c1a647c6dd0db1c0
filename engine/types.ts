// The engine's vocabulary: what goes in (facts about a lot and what its owner proposes) and
// what comes out (one result per legal pathway, and a summary). Plain readonly data: the
// `Analysis` type is the contract reports store and render, so every figure carries its
// source, confidence and the figure under other readings of contested rules, and every
// message is in plain words.
//
// Fact names are the camelCase forms of the snake_case fields of the rules document (§0), so
// that a stored parcel maps onto them without a translation table. A fact that is `undefined`
// is unknown; the engine never reads an unknown fact as false or 0.

/** Facts about one lot, from public data or the owner. */
export type ParcelFacts = {
  readonly lotSf?: number
  readonly lotWidthFt?: number
  readonly lotDepthFt?: number
  /** Width of an abutting alley, for the unverified half-alley density practice. */
  readonly alleyWidthFt?: number
  /**
   * Zone class without prefixes or suffixes: "R3", "RD1.5", "C2", "R1V2". A lot split between
   * zones names each, separated by "/": "C2/R1".
   */
  readonly zone?: string
  /** "1", "1L", "1VL", "1XL", "1SS", "2", "3", "4", optionally with a "D" limitation ("2D"). */
  readonly heightDistrict?: string
  /** The raw zone string, e.g. "[Q]C2-1VL-CPIO", or "C2-1VL/R1-1" for a split lot. */
  readonly zoneString?: string
  /** Area (sq ft) of each part of a split-zoned lot, in the order the zones are written. */
  readonly zoneSplitSf?: readonly number[]
  readonly generalPlanLandUse?: string
  readonly specificPlan?: string
  readonly existingUnits?: number
  /** 'SFD': one detached single-family house, the only dwelling on the lot. */
  readonly existingUnitType?: 'SFD' | 'duplex' | 'multifamily' | 'none'
  readonly existingStructureMultistory?: boolean
  /**
   * Floor area of the buildings on the lot, in sq ft (the Assessor's building area). No rule
   * reads it: the report's drawing sizes what stands from it.
   */
  readonly existingBuildingSf?: number
  /**
   * How many ADUs the existing multifamily building's space not used as living space (storage
   * rooms, boiler rooms, attics, garages) can hold, as its owner states it: no public record
   * shows such space. The ADU pathway counts conversions up to it, never above the law's count.
   */
  readonly conversionSpaceAdus?: number
  /** Subject to the Los Angeles Rent Stabilization Ordinance. */
  readonly rso?: boolean
  readonly yearBuilt?: number
  /** Years since a tenant last lived there; 'never' when no tenant ever did. */
  readonly tenantOccupiedWithinYears?: number | 'never'
  /** Years since units were withdrawn from rental under the Ellis Act; 'never' when never. */
  readonly ellisWithdrawalWithinYears?: number | 'never'
  /**
   * Years since a lower- or very-low-income household (at or below 80 % of the area median
   * income) last rented a home on the lot; 'never' when none ever did.
   */
  readonly lowerIncomeOccupiedWithinYears?: number | 'never'
  readonly deedRestrictedAffordable?: boolean
  /** No permanent structure, or abandoned and uninhabitable. */
  readonly vacant?: boolean
  /** Straight-line miles to the nearest major transit stop. */
  readonly distMtsMi?: number
  /** Walking miles to the nearest major transit stop. */
  readonly walkDistMtsMi?: number
  readonly unobstructedAccessToMts?: boolean
  /** Legacy Transit Oriented Communities tier from ZIMAS, 0 (none) to 4. */
  readonly tocTier?: number
  readonly sb79StopTier?: 1 | 2 | null
  readonly sb79DistBand?: 'adjacent' | 'quarter' | 'half' | null
  readonly sb79LaStatus?: Sb79LaStatus
  /** True when a local delayed-effectuation ordinance covers the site; false when none does. */
  readonly sb79LocalDelay?: boolean
  /**
   * Mixed Income Incentive Program subareas, from ZIMAS ("Mixed Income Incentive Programs"): the
   * Transit Oriented Incentive Area tier, the Opportunity Corridor tier and the Low-Rise subarea;
   * null when the lot is in none.
   */
  readonly miipToiaTier?: 1 | 2 | 3 | null
  readonly miipOcTier?: 1 | 2 | 3 | null
  readonly miipLowriseSubarea?: 'LR-1' | 'LR-2' | null
  /**
   * The City's residential market area for the lot (ZIMAS), which sets its Affordable Housing
   * Linkage Fee (the pro forma prices the fee from it) and, when `miipMarketTier` is not given,
   * the presumed market tier of the MIIP set-aside table.
   */
  readonly residentialMarketArea?: MarketArea
  /** The market tier of the MIIP set-aside table. */
  readonly miipMarketTier?: 'low_medium' | 'high_medium_high'
  /** The TCAC/HCD opportunity area of the site (highest and high read as "higher"). */
  readonly tcacOpportunityArea?: 'higher' | 'moderate' | 'lower' | 'insufficient_data'
  /** Within an Opportunity Station Area of the Low-Rise program (Ord. 188967). */
  readonly opportunityStationArea?: boolean
  /**
   * Every abutting, facing and corner-touching property lies outside the Fire Restriction Area
   * and the Coastal Zone (MIIP's exception for lots at their edge).
   */
  readonly neighborsOutsideFraOrCz?: boolean
  readonly cityPopulation?: number
  readonly corridorRowWidthFt?: number
  readonly corridorFrontageFt?: number
  readonly adjoinsIndustrialUse?: boolean
  readonly within500ftFreeway?: boolean
  readonly vhfhsz?: boolean
  readonly coastalZone?: boolean
  readonly hpoz?: boolean
  /** On a historic register (HCM, state or national). */
  readonly historicDesignation?: boolean
  readonly historicDesignatedBefore2025?: boolean
  readonly hillsideArea?: boolean
  readonly floodZoneSfha?: boolean
  readonly floodway?: boolean
  readonly earthquakeFaultZone?: boolean
  readonly wetland?: boolean
  readonly hazardousWasteSite?: boolean
  readonly habitatProtected?: boolean
  readonly conservationEasement?: boolean
  /** Recorded CC&Rs or an owners' association's rules restrict building on the lot. */
  readonly privateRestrictions?: boolean
  /** Area of the lot under recorded utility or access easements, in sq ft; 0 when none. */
  readonly easementSf?: number
  /** Whether the lot drains to a public sewer or a septic system. */
  readonly wastewater?: 'sewer' | 'septic'
  readonly seaLevelRise1ft?: boolean
  readonly veryLowVmtArea?: boolean
  /** Units the housing element's site inventory projects for the lot; null when not listed. */
  readonly housingElementSiteUnits?: number | null
  readonly priorSb9Split?: boolean
  readonly adjacentSb9SplitByOwner?: boolean
  /** Intended use when it is not housing, e.g. "hotel" (AB 2097 excludes transient lodging). */
  readonly use?: string
}

export type Sb79LaStatus =
  'available' | 'temporary_exempt' | 'permanent_exempt' | 'statutory_exempt' | 'unknown'

/** Income categories of a density-bonus set-aside, senior housing, or 100 % affordable. */
export type SetAsideCategory = 'VLI' | 'LI' | 'MOD' | 'SENIOR' | '100PCT'

/** What the owner proposes. Everything is optional; the engine states what it assumed. */
export type Scenario = {
  /** Base density when the caller already knows it (overrides the zone computation). */
  readonly baseUnits?: number
  /** Income category of the affordable set-aside; without one, a share is read as very low. */
  readonly setAsideCategory?: SetAsideCategory
  /** Affordable share of base units, in percent. */
  readonly setAsidePct?: number
  /** Affordable units (an alternative to the share). */
  readonly setAsideUnits?: number
  readonly ab1287Category?: 'VLI' | 'MOD'
  readonly ab1287Pct?: number
  readonly tenure?: 'rental' | 'for_sale'
  readonly proposedUnits?: number
  /** Proposed SB 9 lot split: the two new lots' areas in sq ft. */
  readonly proposedSplitSf?: readonly [number, number]
  /** Units by bedroom count: { "0BR": n, "1BR": n, "2BR": n, "3BR": n, "4BR": n }. */
  readonly unitMix?: Readonly<Record<string, number>>
  readonly storiesProposed?: number
  readonly buildingAllResidential?: boolean
  /** SB 9 owner-occupancy affidavit signed. */
  readonly ownerAffidavit?: boolean
  /** ISO date the analysis speaks for; decides which laws are in force. */
  readonly analysisDate: string
  /** ISO date of the planning application, when one is filed or planned. */
  readonly applicationDate?: string
}

export type AnalysisInput = { readonly parcel: ParcelFacts; readonly scenario: Scenario }

/** Anything a criterion can depend on: a fact about the lot or a choice in the scenario. */
export type FactName = keyof ParcelFacts | Exclude<keyof Scenario, 'analysisDate'>

/** The City's residential market areas (ZIMAS), which set a lot's Affordable Housing Linkage Fee. */
export const MARKET_AREAS = ['low', 'medium', 'medium_high', 'high'] as const
export type MarketArea = (typeof MARKET_AREAS)[number]

export const PATHWAY_IDS = [
  'la_base_zoning',
  'state_density_bonus',
  'la_toc',
  'sb9',
  'sb684',
  'sb1123',
  'adu',
  'ab2011',
  'sb79',
  'ab2097',
  'miip_toia',
  'miip_oc',
  'miip_lowrise',
  'ahip',
] as const
export type PathwayId = (typeof PATHWAY_IDS)[number]

/** true: available (possibly subject to routine checks); 'conditional': needs confirmation. */
export type Eligibility = true | false | 'conditional'

/**
 * - `available`: every criterion is met on the facts given;
 * - `available_with_checks`: open only on routine site checks, rare on urban lots and
 *   confirmable from public lists (wetlands, easements, hazardous-waste listings…);
 * - `needs_confirmation`: a decisive fact is unknown (tenancy, rent stabilization, the zone)
 *   or the pathway holds only under a condition;
 * - `not_available`, `not_yet_effective`, `closed` (TOC since CHIP).
 */
export type PathwayStatus =
  | 'available'
  | 'available_with_checks'
  | 'needs_confirmation'
  | 'not_available'
  | 'not_yet_effective'
  | 'closed'

/**
 * One criterion that is not plainly met. `fail`: not met; `unknown`: depends on a decisive fact
 * nobody has supplied; `check`: a routine site check still to do; `conditional`: met only if
 * a condition outside the facts holds (a mitigation, a review, an unsettled reading).
 */
export type FailReason = {
  readonly code: string
  readonly status: 'fail' | 'unknown' | 'check' | 'conditional'
  /** The fact the criterion depends on, or null for a rule-level reason. */
  readonly fact: FactName | null
  /** Plain words for the reader. */
  readonly message: string
}

/** A criterion's outcome on the facts given. */
export type CriterionOutcome = 'passed' | 'failed' | 'needs_confirmation'

/**
 * One criterion a pathway checked: what the law asks in plain words, whether the lot meets it,
 * what was found when it does not (or may not), and where the criterion is written.
 */
export type Criterion = {
  readonly code: string
  /** What the law asks, said as met ("The lot is in a single-family zone"); null when the finding says it all. */
  readonly requirement: string | null
  readonly outcome: CriterionOutcome
  /**
   * The reasons behind a criterion not passed, by their places in the pathway's `failReasons`
   * (each reason is written once, there); empty when passed. `findingsOf` reads them.
   */
  readonly reasons: readonly number[]
  readonly citation: Citation
}

/**
 * A primary source: the statute, ordinance or official document where the rule is written. A
 * rule the research confirmed only through a secondary source still cites its primary source;
 * the figure says so once, in a `secondary_source` caveat.
 */
export type Citation = {
  readonly law: string
  readonly section: string
  readonly url?: string
}

/** A rule the engine applied that the rules document marks uncertain. */
export type Flag = {
  readonly kind: 'VERIFY' | 'CONTESTED'
  readonly code: string
  readonly message: string
  /** The option that chooses between readings, when there is one. */
  readonly option?: OptionName
}

/**
 * Why a figure is less than certain: an unverified rule, a contested reading, an assumed
 * scenario or fact, or a rule confirmed only through a secondary source.
 */
export type Caveat = {
  readonly kind:
    | 'unverified_rule'
    | 'contested_reading'
    | 'assumed_scenario'
    | 'assumed_fact'
    | 'secondary_source'
  readonly message: string
  readonly option?: OptionName
  readonly fact?: FactName
}

/** The figure under one reading of a contested or unverified rule. */
export type Reading = {
  readonly option: OptionName
  readonly value: string | number | boolean
  /** The reading this result uses. */
  readonly chosen: boolean
  /** The figure under this reading; null when the pathway would not be available. */
  readonly result: number | 'unlimited' | null
  readonly message: string
}

/**
 * How one figure was produced: the rule in words, where it is written, how sure it is and
 * why, and the figure under each reading when the rule is contested.
 */
export type FigureSource = {
  /** The figure: a field of the result ("maxUnits") or of its details ("details.bonusPct"). */
  readonly figure: FigureName | `details.${string}`
  readonly rule: string
  readonly citations: readonly Citation[]
  /**
   * high: primary law, nothing assumed; medium: a secondary source or an assumption; low: an
   * unverified rule or a contested reading.
   */
  readonly confidence: 'high' | 'medium' | 'low'
  readonly caveats: readonly Caveat[]
  readonly readings: readonly Reading[]
}

export type Setbacks = {
  readonly front: number | null
  readonly side: number | null
  readonly rear: number | null
}

export type AffordableRequirement = {
  /** Income category: ELI, VLI, LI (lower), MOD. */
  readonly category: 'ELI' | 'VLI' | 'LI' | 'MOD'
  readonly units: number
  /** Share of the stated base, in percent. */
  readonly pct: number
}

/** Every figure a pathway can report, by the name its source is filed under. */
export type FigureName =
  | 'maxUnits'
  | 'minUnits'
  | 'baseUnits'
  | 'maxHeightFt'
  | 'maxStories'
  | 'far'
  | 'maxFloorAreaSf'
  | 'setbacksFt'
  | 'parkingMin'
  | 'affordable'
  | 'incentives'

/**
 * What a pathway does with the homes that stand on the lot: `keeps` them and adds to them
 * (ADU, SB 9), `demolishes` them to build its count, finds `nothing_stands`, or cannot tell
 * (`unknown`) because whether homes stand is not known.
 */
export type ExistingHomesAction = 'keeps' | 'demolishes' | 'nothing_stands' | 'unknown'

/**
 * The affordability a replacement home must carry: the income level of the covenant it
 * replaces; a lower-income home (very low or low, at or below the level of the household that
 * lived there); a Low-income home; or, on a site in a Lower Opportunity Area, either a
 * Low-income or a rent-stabilized home (a contested reading of the Resident Protections
 * Ordinance).
 */
export type ReplacementAffordability =
  'same_as_covenant' | 'lower_income' | 'low_income' | 'low_income_or_rent_stabilized'

/** Replacement homes owed for protected homes demolished. */
export type ReplacementRequirement = {
  readonly units: number
  readonly affordability: ReplacementAffordability
  /** Why these homes are owed and at this level, in plain words. */
  readonly reason: string
  readonly citations: readonly Citation[]
}

/** Relocation amounts per home, as the dated schedule prints them. */
export type RelocationSchedule = {
  /** When the amounts were read at their source (ISO date). */
  readonly asOf: string
  /** The analysis date is past the schedule's yearly update: the amounts may be out of date. */
  readonly stale: boolean
  /** Tenancy under 3 years, not qualified / qualified (62 or older, disabled, minor children). */
  readonly under3Years: { readonly eligible: number; readonly qualified: number }
  /** Tenancy of 3 years or more, or a household at or below 80 % of the area median income. */
  readonly longTenancyOrLowerIncome: { readonly eligible: number; readonly qualified: number }
  readonly citations: readonly Citation[]
}

/** Relocation assistance owed to tenants the project displaces. */
export type RelocationOwed = {
  /** 'unknown' when whether tenants live there now is not known. */
  readonly owed: boolean | 'unknown'
  /** The least and most owed in total, in dollars; null when nothing is owed. */
  readonly totalLow: number | null
  readonly totalHigh: number | null
  readonly schedule: RelocationSchedule
  /** What is owed in words, with what the figures leave out. */
  readonly message: string
}

/** A fact about the existing homes nobody has supplied, and what each answer changes. */
export type ExistingHomesQuestion = {
  readonly fact: FactName
  readonly question: string
  readonly ifYes: string
  readonly ifNo: string
}

/** What the pathway does with what stands on the lot, and what that owes. */
export type ExistingHomes = {
  readonly action: ExistingHomesAction
  /** Homes standing on the lot; null when not known. */
  readonly existingUnits: number | null
  /** Homes the pathway demolishes; null when not known. */
  readonly demolishedUnits: number | null
  /**
   * Demolished homes that are protected (rent-stabilized, under an affordability covenant,
   * rented by a lower-income household in the last five years, or withdrawn under the Ellis
   * Act in the last ten); null when not known.
   */
  readonly protectedUnits: number | null
  /** Homes the project must have at least: no net loss of the homes on the site. */
  readonly minUnitsNoNetLoss: number | null
  /** Replacement homes owed; empty when none are owed (or not known: see toConfirm). */
  readonly replacement: readonly ReplacementRequirement[]
  readonly relocation: RelocationOwed
  /** Rights of the people who live there, in plain words. */
  readonly occupantRights: readonly string[]
  /** Facts still to confirm, each with what changes if yes and if no. */
  readonly toConfirm: readonly ExistingHomesQuestion[]
  readonly citations: readonly Citation[]
}

/**
 * What one way of treating what stands owes, held once per analysis however many pathways
 * treat it so: `ExistingHomes` without what the analysis holds once (the homes standing, the
 * relocation schedule) and what the pathway holds (its action).
 */
export type ExistingHomesOutcome = {
  readonly demolishedUnits: number | null
  readonly protectedUnits: number | null
  readonly minUnitsNoNetLoss: number | null
  readonly replacement: readonly ReplacementRequirement[]
  readonly relocation: Omit<RelocationOwed, 'schedule'>
  readonly occupantRights: readonly string[]
  readonly toConfirm: readonly ExistingHomesQuestion[]
  readonly citations: readonly Citation[]
}

/** What stands on the lot and what each way of treating it owes, once per analysis. */
export type LotExisting = {
  /** Homes standing on the lot; null when not known. */
  readonly existingUnits: number | null
  /** The relocation amounts that speak for the analysis date. */
  readonly relocationSchedule: RelocationSchedule
  /** Each distinct outcome some pathway has, in the order first met; pathways name one by place. */
  readonly outcomes: readonly ExistingHomesOutcome[]
}

/** What a pathway does with what stands: its action, and the place of what that owes in `LotExisting.outcomes`. */
export type PathwayExisting = {
  readonly action: ExistingHomesAction
  readonly outcome: number
}

export type PathwayResult = {
  readonly id: PathwayId
  readonly name: string
  readonly status: PathwayStatus
  /** The status in words: "Available, subject to routine checks". */
  readonly statusLabel: string
  readonly eligible: Eligibility
  readonly failReasons: readonly FailReason[]
  /**
   * Every criterion the pathway checked, with its outcome and citation: failed first, then those
   * to confirm, then those passed. A pathway stopped by one failed criterion lists those checked.
   */
  readonly criteria: readonly Criterion[]
  /** Units the pathway allows (ADU: ADUs that may be added); null when unavailable or n/a. */
  readonly maxUnits: number | 'unlimited' | null
  /**
   * Homes added, net of the existing homes the pathway removes; null when the pathway offers
   * no count or the number of existing homes is not known.
   */
  readonly netNewUnits: number | 'unlimited' | null
  /**
   * What the pathway does with what stands on the lot; what it owes for it is held once, in the
   * analysis's `existing` (`existingHomesFor` puts the two together).
   */
  readonly existing: PathwayExisting
  readonly minUnits: number | null
  readonly baseUnits: number | null
  readonly maxHeightFt: number | null
  readonly maxStories: number | null
  readonly far: number | null
  readonly maxFloorAreaSf: number | null
  readonly setbacksFt: Setbacks | null
  readonly parkingMin: number | null
  /** Affordable units the pathway requires: each entry is one way to comply. */
  readonly affordable: readonly AffordableRequirement[]
  readonly incentives: number | null
  /**
   * Pathway-specific figures (bonus percentages, lot-split results, ADU counts…). Each number
   * here has a source whose `figure` is "details.<key>".
   */
  readonly details: Readonly<Record<string, unknown>>
  /** Where each figure came from: one entry per figure, in the order they were worked out. */
  readonly sources: readonly FigureSource[]
  readonly notes: readonly string[]
  readonly flags: readonly Flag[]
  /** The options whose value changed this result, with the value used. */
  readonly optionsUsed: Readonly<Partial<Record<OptionName, string | number | boolean>>>
  readonly citations: readonly Citation[]
  /** When the law took effect (ISO date). */
  readonly effectiveDate: string
  /** The law's legal status on the analysis date, with when it began and what comes next. */
  readonly legalStatus: LegalStanding
}

/** The laws whose status the engine follows over time (engine/rules/legal-status.ts). */
export type LawId =
  | 'la_zoning'
  | 'state_density_bonus'
  | 'toc'
  | 'chip'
  | 'chip_low_rise'
  | 'sb9'
  | 'sb684'
  | 'sb1123'
  | 'adu'
  | 'ab2011'
  | 'ab2097'
  | 'sb79'
  | 'sb79_la'

/**
 * Where a law stands on a date: `not_enacted` before it was adopted; `draft`, a map or rule
 * not final; `adopted_not_in_force`; `in_force`; `delayed_or_exempt_locally`, a state law a city
 * delays or exempts sites from; `grandfathered_only`, open only to applications filed before it
 * closed; `closed`, repealed or ended.
 */
export type LegalStatus =
  | 'not_enacted'
  | 'draft'
  | 'adopted_not_in_force'
  | 'in_force'
  | 'delayed_or_exempt_locally'
  | 'grandfathered_only'
  | 'closed'

export type LegalStanding = {
  readonly law: LawId
  readonly status: LegalStatus
  /** The status in words: "In force". */
  readonly label: string
  /** When this status began (ISO date); null when it precedes every recorded change. */
  readonly since: string | null
  /** What happened then, in plain words. */
  readonly event: string
  readonly source: Citation
  /** When the source was read: YYYY-MM-DD, or YYYY-MM when only the month is known. */
  readonly retrieved: string
  /** The next recorded change, when one is scheduled. */
  readonly next: {
    readonly date: string
    readonly status: LegalStatus
    readonly event: string
  } | null
}

export type RankedPathway = {
  readonly id: PathwayId
  readonly status: PathwayStatus
  readonly eligible: Eligibility
  /** Homes on the lot if this pathway is used (ADUs are added to what is there). */
  readonly totalUnits: number | 'unlimited'
  /** Homes added, net of existing homes removed; null when the existing homes are not known. */
  readonly netNewUnits: number | 'unlimited' | null
  /** What the count rests on, in plain words: assumed scenarios, assumed facts, readings. */
  readonly assumptions: readonly string[]
  /** What must be confirmed before the pathway can be relied on (needs confirmation only). */
  readonly toConfirm: readonly string[]
  /** Routine site checks still to do (for a pathway that needs confirmation, see toConfirm). */
  readonly routineChecks: readonly string[]
}

export type AnalysisSummary = {
  /** Available pathways first, then those that need confirmation; most homes first in each. */
  readonly ranking: readonly RankedPathway[]
  readonly tieBreak: string
  /** An available pathway; never one whose decisive facts are unknown. */
  readonly recommended: PathwayId | null
  readonly reason: string
  /** Facts that would let more pathways be counted or confirmed, in plain words. */
  readonly missingFacts: readonly string[]
}

/** One zone of the lot: the whole lot, or one part of a split-zoned lot. */
export type ZonePortion = {
  readonly zone: string | null
  readonly heightDistrict: string | null
  readonly areaSf: number | null
}

export type Analysis = {
  readonly engineVersion: string
  readonly analysisDate: string
  readonly options: EngineOptions
  /** How the engine read the zoning: one portion, or one per zone of a split lot. */
  readonly zoning: { readonly portions: readonly ZonePortion[]; readonly split: boolean }
  /** What stands on the lot and what each pathway's way of treating it owes, held once. */
  readonly existing: LotExisting
  readonly pathways: Readonly<Record<PathwayId, PathwayResult>>
  readonly summary: AnalysisSummary
}

/** Choices between readings of uncertain or contested rules (see engine/options.ts). */
export type EngineOptions = {
  readonly byrightRounding: 'floor' | 'ceil'
  readonly r2PerLotCap: 2 | 'none'
  readonly includeHalfAlleySf: boolean
  readonly dbMinUnitsBasis: 'base' | 'total'
  readonly dbBaseDensityMode: 'zone_only' | 'greatest_of_zone_and_gplu'
  readonly gpluDensitySource: 'framework' | 'community_plan'
  readonly laDbScale: 'by_application_date' | 'state' | 'cap35' | 'la_chip_table'
  readonly ab1287TotalSetasideCapPct: number
  readonly ab1287AllowsFullyAffordable: boolean
  readonly sb9UnsplitAduMode: 'none' | 'adu_law'
  readonly sb1123MinDensityBasis: 'zone' | 'mullin' | 'greater_of_zone_and_mullin'
  readonly sfDensityMode: 'parcel_cap' | 'mullin_cap'
  readonly aduSfMode: 'hcd' | 'conservative'
  readonly stateDensityRounding: 'floor' | 'ceil'
  readonly ab2011Version: 'by_application_date' | 'original' | 'ab2243'
  readonly miipJ12Regime: 'by_application_date' | 'forms_4th_incentive' | 'ord_188967'
  readonly miipEliCountsAsVli: boolean
  readonly lowriseAffordRounding: 'ceil_ratio' | 'per_block'
  readonly lowriseDraftAmendment: boolean
}

export type OptionName = keyof EngineOptions
