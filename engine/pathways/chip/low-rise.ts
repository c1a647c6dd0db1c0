// The Low-Rise Incentive Areas of the Mixed Income Incentive Program (LAMC 12.22 A.38(g),
// Ord. 188967, in force 2026-06-30; law/rules-chip-replacement.md §C2.5): site maximums of homes,
// floor area and stories that replace the zone's, with one affordable home per block of homes.
// They replaced the Corridor Transition incentives: an application filed before then needs
// confirmation of those, whose tables were not read (decision 420).
import type { Context } from '../../analysis/context.ts'
import { criterion } from '../../analysis/criteria.ts'
import { formatNumber, homes } from '../../analysis/format.ts'
import {
  NO_FIGURES,
  PathwayBuilder,
  fixedSource,
  flagOf,
  preparePathway,
  readingsOf,
} from '../../analysis/pathway-builder.ts'
import { requireLotSf } from '../../analysis/requirements.ts'
import { roundDown, roundUp } from '../../analysis/rounding.ts'
import {
  J12_FLOOR_PCT,
  J12_MIN_MARD_EXCLUSIVE,
  LOW_RISE_BLOCK,
  LOW_RISE_DRAFT_LR1_MAX_UNITS,
  LOW_RISE_FAMILY_BONUS,
  LOW_RISE_MAX_UNITS,
  LOW_RISE_STEPS,
  type LowRiseStep,
} from '../../rules/chip.ts'
import { CITE } from '../../rules/citations.ts'
import { EFFECTIVE } from '../../rules/effective-dates.ts'
import type {
  AffordableRequirement,
  Citation,
  FailReason,
  PathwayResult,
  Reading,
} from '../../types.ts'
import { miipMard, screenMiipSite } from './miip-site.ts'

const PATHWAY = preparePathway({
  id: 'miip_lowrise',
  name: 'Mixed Income Incentive Program: Low-Rise (CHIP)',
  law: 'The Low-Rise Incentive Areas',
  lawId: 'chip_low_rise',
  effectiveDate: EFFECTIVE.chipLowRise,
  inForceBy: 'application',
  citations: [CITE.lowRise, CITE.chipEffective],
})

/**
 * The same areas before the Low-Rise Ordinance: Ord. 188967 renamed the Mixed Income Incentive
 * Program's Opportunity Corridor Transition Incentive Areas and gave them new rules. Their own
 * tables were not read (rules-chip-replacement.md §C2.5, §C9 item 3), so an application filed
 * from 2025-02-11 to 2026-06-29 on a lot of these areas needs confirmation, with no figures.
 */
const CORRIDOR_TRANSITION = preparePathway({
  id: 'miip_lowrise',
  name: 'Mixed Income Incentive Program: Corridor Transition (CHIP)',
  law: 'The Mixed Income Incentive Program',
  lawId: 'chip',
  effectiveDate: EFFECTIVE.chip,
  inForceBy: 'application',
  citations: [CITE.miipCorridorTransition, CITE.chipEffective],
})

const IN_TRANSITION_AREA = criterion(
  'lowrise_not_in_area',
  'The lot is in a Corridor Transition Incentive Area (now a Low-Rise Incentive Area)',
  CITE.miipCorridorTransition,
  ['lowrise_not_in_area', 'lowrise_subarea_unknown'],
)
const TRANSITION_TABLES = criterion(
  'corridor_transition_tables',
  'What the Corridor Transition incentives allowed is known',
  CITE.miipCorridorTransition,
)
const TRANSITION_TABLES_UNREAD: FailReason = {
  code: 'corridor_transition_tables',
  status: 'conditional',
  fact: null,
  message:
    'An application filed before June 30, 2026 took the Corridor Transition incentives, which the Low-Rise Incentive Areas replaced; their tables were not read, so what they allow here must be confirmed with City Planning.',
}
const REPLACED_NOTE =
  'The Low-Rise Incentive Areas (Ord. 188967) replace the Corridor Transition incentives for applications filed from June 30, 2026.'
const TRANSITION_FLAG = flagOf(
  'VERIFY',
  'corridor_transition_tables',
  'The Corridor Transition incentives (LAMC 12.22 A.38 before Ord. 188967) were not read; no figures are given for them.',
)

/** Low-Rise lots must be at least 600 sq ft (Ord. 188967 (g)). */
const LOW_RISE_MIN_LOT_SF = 600

const NOT_RESIDENTIAL: FailReason = {
  code: 'lowrise_zone',
  status: 'fail',
  fact: 'zone',
  message: 'Low-Rise incentives apply only in residential zones.',
}
const IN_LOW_RISE_AREA = criterion(
  'lowrise_not_in_area',
  'The lot is in a Low-Rise Incentive Area (LR-1 or LR-2)',
  CITE.lowRise,
  ['lowrise_not_in_area', 'lowrise_subarea_unknown'],
)
const LOT_SIZE = criterion(
  'lowrise_lot_too_small',
  `The lot is at least ${LOW_RISE_MIN_LOT_SF} sq ft`,
  CITE.lowRise,
  ['lowrise_lot_too_small', 'lot_area_unknown'],
)
const NO_PARKING = fixedSource('parkingMin', 'No parking required in a Low-Rise Incentive Area', [
  CITE.lowRise,
])
const STORIES_FLAG = flagOf(
  'VERIFY',
  'lowrise_lr2_stories',
  'The LR-2 row of the height column is blank in the adopted table; a footnote gives 3 stories for 7 to 16 homes but labels it LR-1.',
)
const AFFORD_ROUNDING_FLAG = flagOf(
  'CONTESTED',
  'lowrise_afford_rounding',
  'Whether a partial block of homes counts toward Low-Rise affordability (“per 10 units”) is contested.',
  'lowriseAffordRounding',
)
const DRAFT_FLAG = flagOf(
  'VERIFY',
  'lowrise_draft_amendment',
  'A draft amendment of September 24, 2026 (Council File 25-1083-S3) would cap LR-1 at 10 homes and FAR 2.0; it is a draft, not adopted.',
  'lowriseDraftAmendment',
)

function stepFor(units: number): LowRiseStep {
  return LOW_RISE_STEPS.find((step) => step.units === units) as LowRiseStep
}

export function analyzeMiipLowRise(context: Context): PathwayResult {
  if (context.applicationDate < EFFECTIVE.chipLowRise) return analyzeCorridorTransition(context)
  const pathway = new PathwayBuilder(context, PATHWAY)
  const subarea = context.facts.miipLowriseSubarea
  pathway.check(IN_LOW_RISE_AREA)
  if (subarea === undefined) {
    pathway.unknown(
      'lowrise_subarea_unknown',
      'miipLowriseSubarea',
      'Whether the lot is in a Low-Rise Incentive Area (LR-1 or LR-2) is not known (the Director’s map in ZIMAS shows it).',
    )
  } else if (subarea === null) {
    pathway.fail(
      'lowrise_not_in_area',
      'miipLowriseSubarea',
      'The lot is not in a Low-Rise Incentive Area.',
    )
    return pathway.finish(NO_FIGURES)
  }
  const zone = screenMiipSite(context, pathway, true)
  if (zone && zone.family !== 'multifamily' && zone.family !== 'two_family') {
    if (zone.family !== 'single_family' && zone.family !== 'agricultural')
      pathway.add(NOT_RESIDENTIAL)
  }
  pathway.check(LOT_SIZE)
  const lotSf = requireLotSf(context, pathway)
  if (lotSf !== undefined && lotSf < LOW_RISE_MIN_LOT_SF) {
    pathway.fail(
      'lowrise_lot_too_small',
      'lotSf',
      `A Low-Rise lot must be at least ${LOW_RISE_MIN_LOT_SF} sq ft; this one is ${formatNumber(lotSf)}.`,
    )
  }
  if (!subarea || !zone || lotSf === undefined || pathway.hasFailed())
    return pathway.finish(NO_FIGURES)
  const mard = miipMard(context, pathway)

  const draft = pathway.option('lowriseDraftAmendment', context.options.lowriseDraftAmendment)
  const rounding = pathway.option('lowriseAffordRounding', context.options.lowriseAffordRounding)
  const plan = lowRisePlan(subarea, draft, rounding)
  const { step, maxUnits } = plan
  pathway.flag(subarea === 'LR-1' ? DRAFT_FLAG : STORIES_FLAG)
  pathway.source('maxUnits', plan.unitsRule, plan.unitsCitations, { readings: plan.unitReadings })
  pathway.source('far', plan.farRule, LOW_RISE_CITATIONS, { readings: plan.farReadings })
  const floorArea = roundDown(step.far * lotSf)
  pathway.source(
    'maxFloorAreaSf',
    `FAR ${formatNumber(step.far)} × ${formatNumber(lotSf)} sq ft`,
    LOW_RISE_CITATIONS,
  )
  pathway.source('maxStories', plan.storiesRule, LOW_RISE_CITATIONS)
  pathway.note(plan.familyNote)
  pathway.note(NO_WAIVERS_NOTE)
  pathway.note(SB79_PATH_NOTE)
  if (plan.affordableReadings.length > 0) pathway.flag(AFFORD_ROUNDING_FLAG)
  pathway.source('affordable', plan.affordableRule, LOW_RISE_CITATIONS, {
    readings: plan.affordableReadings,
  })
  const affordable = plan.affordable
  if (mard && mard.units > J12_MIN_MARD_EXCLUSIVE) {
    const vli = roundUp((J12_FLOOR_PCT.VLI / 100) * mard.units)
    const li = roundUp((J12_FLOOR_PCT.LI / 100) * mard.units)
    pathway.note(
      `The site’s maximum allowable density (${mard.units}) exceeds 5, so at least ${homes(vli, 'very low income ')} or ${homes(li, 'low income ')} are also owed (LAMC 12.22 A.38(j)(12)).`,
    )
  }
  pathway.use(NO_PARKING)
  return pathway.finish({
    ...NO_FIGURES,
    maxUnits,
    baseUnits: mard?.units ?? null,
    far: step.far,
    maxFloorAreaSf: floorArea,
    maxStories: step.stories,
    parkingMin: 0,
    affordable,
    incentives: 0,
    details: { subarea },
  })
}

/**
 * An application filed before the Low-Rise Ordinance: the lot's area as the Director's map shows
 * it, the program's site screens, and the Corridor Transition incentives left to confirm.
 */
function analyzeCorridorTransition(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(context, CORRIDOR_TRANSITION)
  // Filed before CHIP itself: the constructor said so, and nothing else applies.
  if (pathway.hasFailed()) return pathway.finish(NO_FIGURES)
  const subarea = context.facts.miipLowriseSubarea
  pathway.check(IN_TRANSITION_AREA)
  if (subarea === undefined) {
    pathway.unknown(
      'lowrise_subarea_unknown',
      'miipLowriseSubarea',
      'Whether the lot was in a Corridor Transition Incentive Area is not known (the Director’s map in ZIMAS shows the Low-Rise Incentive Areas that replaced them).',
    )
  } else if (subarea === null) {
    pathway.fail(
      'lowrise_not_in_area',
      'miipLowriseSubarea',
      'The lot is not in a Low-Rise Incentive Area, the areas that replaced the Corridor Transition Incentive Areas.',
    )
    return pathway.finish(NO_FIGURES)
  }
  screenMiipSite(context, pathway, false)
  pathway.note(REPLACED_NOTE)
  pathway.check(TRANSITION_TABLES)
  pathway.add(TRANSITION_TABLES_UNREAD)
  pathway.flag(TRANSITION_FLAG)
  return pathway.finish(NO_FIGURES)
}

const LOW_RISE_CITATIONS = [CITE.lowRise]
const NO_WAIVERS_NOTE =
  'Low-Rise projects take no waivers, additional incentives or public benefit options. Yards: side 4 ft (3 ft under three stories), rear 8 ft, front no deeper than the neighbours’ average or 15 ft.'
const SB79_PATH_NOTE =
  'A site that SB 79 covers and Los Angeles does not exempt may use the Low-Rise base incentives with the greater of SB 79’s and Low-Rise’s affordability (LAMC 12.22 A.38(c)(10)).'

type Subarea = 'LR-1' | 'LR-2'
type Rounding = 'ceil_ratio' | 'per_block'

/** What a subarea allows under a reading of each option: no figure of the lot in it. */
type LowRisePlan = {
  readonly maxUnits: number
  readonly step: LowRiseStep
  readonly unitsRule: string
  readonly unitsCitations: readonly Citation[]
  readonly unitReadings: readonly Reading[]
  readonly farRule: string
  readonly farReadings: readonly Reading[]
  readonly storiesRule: string
  readonly familyNote: string
  readonly affordable: readonly AffordableRequirement[]
  readonly affordableRule: string
  readonly affordableReadings: readonly Reading[]
}

const PLANS = new Map<string, LowRisePlan>()

/** The plan for a subarea and the two options' values, worked out once. */
function lowRisePlan(subarea: Subarea, draft: boolean, rounding: Rounding): LowRisePlan {
  const key = `${subarea}|${draft}|${rounding}`
  let plan = PLANS.get(key)
  if (plan === undefined) {
    plan = makePlan(subarea, draft, rounding)
    PLANS.set(key, plan)
  }
  return plan
}

function makePlan(subarea: Subarea, draft: boolean, rounding: Rounding): LowRisePlan {
  const adoptedMax = LOW_RISE_MAX_UNITS[subarea]
  const draftMax = subarea === 'LR-1' ? LOW_RISE_DRAFT_LR1_MAX_UNITS : adoptedMax
  const maxUnits = draft ? draftMax : adoptedMax
  const step = stepFor(maxUnits)
  const family = {
    far: step.far + LOW_RISE_FAMILY_BONUS.far,
    stories: step.stories + LOW_RISE_FAMILY_BONUS.stories,
  }
  // LR-1: one moderate income home per 10; LR-2: one very low or low income home, or two
  // moderate, per 16. A partial block counts or not as the option says.
  const block = LOW_RISE_BLOCK[subarea]
  const blocksBy = (mode: Rounding) =>
    mode === 'ceil_ratio' ? roundUp(maxUnits / block) : Math.max(1, roundDown(maxUnits / block))
  const blocks = blocksBy(rounding)
  const pct = (count: number) => Math.round((count / maxUnits) * 1000) / 10
  return {
    maxUnits,
    step,
    unitsRule: `The ${subarea} site maximum: ${homes(maxUnits)} in all, bonus included`,
    unitsCitations: draft ? [CITE.lowRiseDraft] : LOW_RISE_CITATIONS,
    unitReadings: readingsOf('lowriseDraftAmendment', draft, [adoptedMax, draftMax], (result) =>
      homes(Number(result)),
    ),
    farRule: `FAR ${formatNumber(step.far)} for ${homes(maxUnits)}, on the whole lot area`,
    farReadings: readingsOf(
      'lowriseDraftAmendment',
      draft,
      [stepFor(adoptedMax).far, stepFor(draftMax).far],
      (result) => `FAR ${formatNumber(Number(result))}.`,
    ),
    storiesRule: `${step.stories} stories for ${homes(maxUnits)}`,
    familyNote: `With at least ${LOW_RISE_FAMILY_BONUS.sharePct} % of homes of three bedrooms or more (under covenant): FAR ${formatNumber(family.far)} and ${family.stories} stories.`,
    affordable:
      subarea === 'LR-1'
        ? [{ category: 'MOD', units: blocks, pct: pct(blocks) }]
        : [
            { category: 'VLI', units: blocks, pct: pct(blocks) },
            { category: 'LI', units: blocks, pct: pct(blocks) },
            { category: 'MOD', units: blocks * 2, pct: pct(blocks * 2) },
          ],
    affordableRule:
      subarea === 'LR-1'
        ? `One moderate income home per ${block} homes: ${homes(maxUnits)} → ${blocks}`
        : `One very low or low income home, or two moderate, per ${block} homes: ${homes(maxUnits)} → ${blocks}`,
    affordableReadings: readingsOf(
      'lowriseAffordRounding',
      rounding,
      [blocksBy('ceil_ratio'), blocksBy('per_block')],
      (result) =>
        `${homes(Number(result), subarea === 'LR-1' ? 'moderate income ' : 'very low or low income ')}.`,
    ),
  }
}
