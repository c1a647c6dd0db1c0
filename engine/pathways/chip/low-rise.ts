// The Low-Rise Incentive Areas of the Mixed Income Incentive Program (LAMC 12.22 A.38(g),
// Ord. 188967, in force 2026-06-30; law/rules-chip-replacement.md §C2.5): site maximums of homes,
// floor area and stories that replace the zone's, with one affordable home per block of homes.
// They replaced the Corridor Transition incentives, which are not computed.
import type { Context } from '../../analysis/context.ts'
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
import type { AffordableRequirement, FailReason, PathwayResult } from '../../types.ts'
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

/** Low-Rise lots must be at least 600 sq ft (Ord. 188967 (g)). */
const LOW_RISE_MIN_LOT_SF = 600

const NOT_RESIDENTIAL: FailReason = {
  code: 'lowrise_zone',
  status: 'fail',
  fact: 'zone',
  message: 'Low-Rise incentives apply only in residential zones.',
}
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
  const pathway = new PathwayBuilder(context, PATHWAY)
  const subarea = context.facts.miipLowriseSubarea
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
  }
  const zone = screenMiipSite(context, pathway, true)
  if (zone && zone.family !== 'multifamily' && zone.family !== 'two_family') {
    if (zone.family !== 'single_family' && zone.family !== 'agricultural')
      pathway.add(NOT_RESIDENTIAL)
  }
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
  const adoptedMax = LOW_RISE_MAX_UNITS[subarea]
  const draftMax = subarea === 'LR-1' ? LOW_RISE_DRAFT_LR1_MAX_UNITS : adoptedMax
  const maxUnits = draft ? draftMax : adoptedMax
  const step = stepFor(maxUnits)
  if (subarea === 'LR-1') pathway.flag(DRAFT_FLAG)
  else pathway.flag(STORIES_FLAG)
  const unitReadings = readingsOf(
    'lowriseDraftAmendment',
    draft,
    [adoptedMax, draftMax],
    (result) => homes(Number(result)),
  )
  pathway.source(
    'maxUnits',
    `The ${subarea} site maximum: ${homes(maxUnits)} in all, bonus included`,
    draft ? [CITE.lowRiseDraft] : [CITE.lowRise],
    { readings: unitReadings },
  )
  const floorArea = roundDown(step.far * lotSf)
  pathway.source(
    'far',
    `FAR ${formatNumber(step.far)} for ${homes(maxUnits)}, on the whole lot area`,
    [CITE.lowRise],
    {
      readings: readingsOf(
        'lowriseDraftAmendment',
        draft,
        [stepFor(adoptedMax).far, stepFor(draftMax).far],
        (result) => `FAR ${formatNumber(Number(result))}.`,
      ),
    },
  )
  pathway.source('maxFloorAreaSf', `FAR ${formatNumber(step.far)} × ${formatNumber(lotSf)} sq ft`, [
    CITE.lowRise,
  ])
  pathway.source('maxStories', `${step.stories} stories for ${homes(maxUnits)}`, [CITE.lowRise])
  pathway.note(
    `With at least ${LOW_RISE_FAMILY_BONUS.sharePct} % of homes of three bedrooms or more (under covenant): FAR ${formatNumber(step.far + LOW_RISE_FAMILY_BONUS.far)} (${formatNumber(Math.floor((step.far + LOW_RISE_FAMILY_BONUS.far) * lotSf))} sq ft) and ${step.stories + LOW_RISE_FAMILY_BONUS.stories} stories.`,
  )
  pathway.note(
    'Low-Rise projects take no waivers, additional incentives or public benefit options. Yards: side 4 ft (3 ft under three stories), rear 8 ft, front no deeper than the neighbours’ average or 15 ft.',
  )
  pathway.note(
    'A site that SB 79 covers and Los Angeles does not exempt may use the Low-Rise base incentives with the greater of SB 79’s and Low-Rise’s affordability (LAMC 12.22 A.38(c)(10)).',
  )

  const affordable = lowRiseAffordable(context, pathway, subarea, maxUnits)
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
 * LR-1: one moderate income home per 10; LR-2: one very low or low income home, or two moderate,
 * per 16. A partial block counts or not as the option says.
 */
function lowRiseAffordable(
  context: Context,
  pathway: PathwayBuilder,
  subarea: 'LR-1' | 'LR-2',
  units: number,
): AffordableRequirement[] {
  const block = LOW_RISE_BLOCK[subarea]
  const rounding = pathway.option('lowriseAffordRounding', context.options.lowriseAffordRounding)
  const blocksBy = (mode: 'ceil_ratio' | 'per_block') =>
    mode === 'ceil_ratio' ? roundUp(units / block) : Math.max(1, roundDown(units / block))
  const blocks = blocksBy(rounding)
  const readings = readingsOf(
    'lowriseAffordRounding',
    rounding,
    [blocksBy('ceil_ratio'), blocksBy('per_block')],
    (result) =>
      `${homes(Number(result), subarea === 'LR-1' ? 'moderate income ' : 'very low or low income ')}.`,
  )
  if (readings.length > 0) pathway.flag(AFFORD_ROUNDING_FLAG)
  pathway.source(
    'affordable',
    subarea === 'LR-1'
      ? `One moderate income home per ${block} homes: ${homes(units)} → ${blocks}`
      : `One very low or low income home, or two moderate, per ${block} homes: ${homes(units)} → ${blocks}`,
    [CITE.lowRise],
    { readings },
  )
  const pct = (count: number) => Math.round((count / units) * 1000) / 10
  if (subarea === 'LR-1') return [{ category: 'MOD', units: blocks, pct: pct(blocks) }]
  return [
    { category: 'VLI', units: blocks, pct: pct(blocks) },
    { category: 'LI', units: blocks, pct: pct(blocks) },
    { category: 'MOD', units: blocks * 2, pct: pct(blocks * 2) },
  ]
}
