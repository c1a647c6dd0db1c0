// The engine's vocabulary: what goes in (facts about a lot and what its owner proposes) and
// what comes out (one result per legal pathway, and a summary). Plain readonly data.
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
  /** Zone class without prefixes or suffixes: "R3", "RD1.5", "C2", "R1V2". */
  readonly zone?: string
  /** "1", "1L", "1VL", "1XL", "1SS", "2", "3", "4", optionally with a "D" limitation ("2D"). */
  readonly heightDistrict?: string
  /** The raw zone string, e.g. "[Q]C2-1VL-CPIO", when known: its qualifiers raise flags. */
  readonly zoneString?: string
  readonly generalPlanLandUse?: string
  readonly specificPlan?: string
  readonly existingUnits?: number
  readonly existingUnitType?: 'SFD' | 'duplex' | 'multifamily' | 'none'
  readonly existingStructureMultistory?: boolean
  /** Subject to the Los Angeles Rent Stabilization Ordinance. */
  readonly rso?: boolean
  readonly yearBuilt?: number
  /** Years since a tenant last lived there; 'never' when no tenant ever did. */
  readonly tenantOccupiedWithinYears?: number | 'never'
  /** Years since units were withdrawn from rental under the Ellis Act; 'never' when never. */
  readonly ellisWithdrawalWithinYears?: number | 'never'
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
  readonly seaLevelRise1ft?: boolean
  readonly veryLowVmtArea?: boolean
  /** Units the housing element's site inventory projects for the lot; undefined when not listed. */
  readonly housingElementSiteUnits?: number | null
  readonly priorSb9Split?: boolean
  readonly adjacentSb9SplitByOwner?: boolean
  /** Intended use when it is not housing, e.g. "hotel" (AB 2097 excludes transient lodging). */
  readonly use?: string
}

export type Sb79LaStatus =
  'available' | 'temporary_exempt' | 'permanent_exempt' | 'statutory_exempt' | 'unknown'

export type SetAsideCategory = 'VLI' | 'LI' | 'MOD' | 'SENIOR' | '100PCT'

/** What the owner proposes. Everything is optional; the engine states what it assumed. */
export type Scenario = {
  /** Base density when the caller already knows it (overrides the zone computation). */
  readonly baseUnits?: number
  readonly setAsideCategory?: SetAsideCategory
  /** Affordable share of base units, in percent. */
  readonly setAsidePct?: number
  /** Very-low-income units proposed (an alternative to a percentage). */
  readonly vliUnits?: number
  /** Very-low-income share in percent, for 65915(p) parking. */
  readonly vliPct?: number
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
] as const
export type PathwayId = (typeof PATHWAY_IDS)[number]

export type Eligibility = true | false | 'conditional'

/**
 * Why a pathway fails or is not yet certain: one entry per failed or unconfirmed criterion.
 * `fail`: the criterion is not met; `unknown`: it depends on a fact nobody has supplied;
 * `conditional`: met only if a condition outside the facts holds (a mitigation, a review).
 */
export type FailReason = {
  readonly code: string
  readonly status: 'fail' | 'unknown' | 'conditional'
  /** The input fact the criterion depends on (camelCase), or null for a rule-level reason. */
  readonly fact: string | null
  readonly message: string
}

export type Citation = { readonly law: string; readonly section: string; readonly url?: string }

/** A rule the engine applied that the rules document marks uncertain. */
export type Flag = {
  readonly kind: 'VERIFY' | 'CONTESTED'
  readonly code: string
  readonly message: string
  /** The option that chooses between readings, when there is one. */
  readonly option?: OptionName
}

/** How one figure was produced: the rule in words and where it is written. */
export type FigureSource = {
  readonly rule: string
  readonly citations: readonly Citation[]
  /** Set when the figure rests on a [VERIFY] or [CONTESTED] rule. */
  readonly uncertain?: 'VERIFY' | 'CONTESTED'
}

export type Setbacks = {
  readonly front: number | null
  readonly side: number | null
  readonly rear: number | null
}

export type AffordableRequirement = {
  /** Income category: ELI, VLI, LI (lower), MOD. */
  readonly category: string
  readonly units: number
  /** Share of the stated base, in percent. */
  readonly pct: number
}

export type PathwayStatus =
  'available' | 'conditional' | 'not_available' | 'not_yet_effective' | 'closed'

export type PathwayResult = {
  readonly id: PathwayId
  readonly name: string
  readonly eligible: Eligibility
  readonly status: PathwayStatus
  readonly failReasons: readonly FailReason[]
  /** Units the pathway allows (ADU: ADUs that may be added); null when unavailable or n/a. */
  readonly maxUnits: number | 'unlimited' | null
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
  /** Pathway-specific figures (bonus percentages, lot-split results, ADU counts…). */
  readonly details: Readonly<Record<string, unknown>>
  /** Where each figure above came from, by its field name. */
  readonly sources: Readonly<Record<string, FigureSource>>
  readonly notes: readonly string[]
  readonly flags: readonly Flag[]
  /** The options whose value changed this result, with the value used. */
  readonly optionsUsed: Readonly<Partial<Record<OptionName, string | number | boolean>>>
  readonly citations: readonly Citation[]
  /** When the law took effect (ISO date). */
  readonly effectiveDate: string
}

export type RankedPathway = {
  readonly id: PathwayId
  readonly eligible: Eligibility
  /** Homes on the lot if this pathway is used (ADUs are added to what is there). */
  readonly totalUnits: number | 'unlimited'
}

export type AnalysisSummary = {
  /** Available and conditional pathways, most homes first. */
  readonly ranking: readonly RankedPathway[]
  readonly tieBreak: string
  readonly recommended: PathwayId | null
  readonly reason: string
}

export type Analysis = {
  readonly engineVersion: string
  readonly analysisDate: string
  readonly options: EngineOptions
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
  readonly laDbScale: 'state' | 'cap35' | 'la_chip_table'
  readonly ab1287TotalSetasideCapPct: number
  readonly ab1287AllowsFullyAffordable: boolean
  readonly sb9UnsplitAduMode: 'none' | 'adu_law'
  readonly sb1123MinDensityBasis: 'zone' | 'mullin' | 'greater_of_zone_and_mullin'
  readonly sfDensityMode: 'parcel_cap' | 'mullin_cap'
  readonly aduSfMode: 'hcd' | 'conservative'
  readonly stateDensityRounding: 'floor' | 'ceil'
  readonly ab2011Version: 'by_application_date' | 'original' | 'ab2243'
}

export type OptionName = keyof EngineOptions
