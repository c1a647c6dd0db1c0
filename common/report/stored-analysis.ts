// A stored analysis outlives the engine that computed it. Before a report shows one, its shape is
// checked against what this version reads; one it cannot read is reported as such (and can be
// recomputed) instead of crashing the page. Fields a newer engine added are kept. One stored
// before 2.8.0, when each pathway held what stands whole, is brought into today's shape.
import { z } from 'zod'
import {
  ENGINE_VERSION,
  fromEarlierShape,
  isEarlierShape,
  PATHWAY_IDS,
  type Analysis,
  type EarlierAnalysis,
  type PathwayId,
} from '#engine'
import { formatDayInLosAngeles } from '../los-angeles-time.ts'

const nullableNumber = z.number().nullable()
const units = z.union([z.number(), z.literal('unlimited')]).nullable()

const ADDED_PATHWAYS: ReadonlySet<PathwayId> = new Set([
  'miip_toia',
  'miip_oc',
  'miip_lowrise',
  'ahip',
])

/** What a way of treating what stands owes (`ExistingHomesOutcome`). */
const OWED = {
  demolishedUnits: nullableNumber,
  protectedUnits: nullableNumber,
  minUnitsNoNetLoss: nullableNumber,
  replacement: z.array(z.looseObject({ units: z.number(), affordability: z.string() })),
  relocation: z.looseObject({
    owed: z.union([z.boolean(), z.literal('unknown')]),
    totalLow: nullableNumber,
    totalHigh: nullableNumber,
    message: z.string(),
  }),
  occupantRights: z.array(z.string()),
  toConfirm: z.array(
    z.looseObject({
      fact: z.string(),
      question: z.string(),
      ifYes: z.string(),
      ifNo: z.string(),
    }),
  ),
}

const ACTION = z.enum(['keeps', 'demolishes', 'nothing_stands', 'unknown'])

/** Since 2.8.0 a pathway names its action and the place of what it owes (decision 615). */
const PathwayExistingShape = z.looseObject({ action: ACTION, outcome: z.number().int().min(0) })

/** Before 2.8.0 each pathway held the whole of it. */
const EarlierExistingShape = z.looseObject({
  action: ACTION,
  existingUnits: nullableNumber,
  ...OWED,
})

const PathwayFields = {
  id: z.enum(PATHWAY_IDS),
  name: z.string(),
  eligible: z.union([z.boolean(), z.literal('conditional')]),
  status: z.enum([
    'available',
    'available_with_checks',
    'needs_confirmation',
    'not_available',
    'not_yet_effective',
    'closed',
  ]),
  statusLabel: z.string(),
  failReasons: z.array(
    z.looseObject({
      code: z.string(),
      status: z.enum(['fail', 'unknown', 'check', 'conditional']),
      fact: z.string().nullable(),
      message: z.string(),
    }),
  ),
  maxUnits: units,
  netNewUnits: units,
  minUnits: nullableNumber,
  baseUnits: nullableNumber,
  maxHeightFt: nullableNumber,
  maxStories: nullableNumber,
  far: nullableNumber,
  maxFloorAreaSf: nullableNumber,
  setbacksFt: z
    .looseObject({ front: nullableNumber, side: nullableNumber, rear: nullableNumber })
    .nullable(),
  parkingMin: nullableNumber,
  affordable: z.array(z.looseObject({ category: z.string(), units: z.number(), pct: z.number() })),
  incentives: nullableNumber,
  details: z.record(z.string(), z.unknown()),
  sources: z.array(
    z.looseObject({
      figure: z.string(),
      rule: z.string(),
      citations: z.array(z.looseObject({ law: z.string(), section: z.string() })),
      confidence: z.enum(['high', 'medium', 'low']),
      caveats: z.array(z.looseObject({ kind: z.string(), message: z.string() })),
      readings: z.array(z.looseObject({ chosen: z.boolean(), message: z.string() })),
    }),
  ),
  notes: z.array(z.string()),
  flags: z.array(
    z.looseObject({ kind: z.enum(['VERIFY', 'CONTESTED']), code: z.string(), message: z.string() }),
  ),
  citations: z.array(z.looseObject({ law: z.string(), section: z.string() })),
}

function analysisShape(pathway: z.ZodType) {
  return z.looseObject({
    engineVersion: z.string(),
    analysisDate: z.string(),
    options: z.record(z.string(), z.unknown()),
    // Pathways added since 2.0 (MIIP's in 2.3, AHIP in 2.5) are absent from analyses stored before them.
    pathways: z.looseObject(
      Object.fromEntries(
        PATHWAY_IDS.map((id) => [id, ADDED_PATHWAYS.has(id) ? pathway.optional() : pathway]),
      ),
    ),
    summary: z.looseObject({
      ranking: z.array(z.looseObject({ id: z.enum(PATHWAY_IDS) })),
      tieBreak: z.string(),
      recommended: z.enum(PATHWAY_IDS).nullable(),
      reason: z.string(),
      missingFacts: z.array(z.string()),
    }),
  })
}

const AnalysisShape = analysisShape(
  z.looseObject({ ...PathwayFields, existing: PathwayExistingShape }),
).extend({
  existing: z.looseObject({
    existingUnits: nullableNumber,
    relocationSchedule: z.looseObject({ asOf: z.string(), stale: z.boolean() }),
    outcomes: z.array(z.looseObject(OWED)),
  }),
})

const EarlierAnalysisShape = analysisShape(
  z.looseObject({ ...PathwayFields, existing: EarlierExistingShape }),
)

/** Every pathway names an outcome the analysis holds. */
function namesHeldOutcomes(analysis: Analysis): boolean {
  const held = analysis.existing.outcomes.length
  return Object.values(analysis.pathways).every(
    (pathway) => pathway === undefined || pathway.existing.outcome < held,
  )
}

export type StoredAnalysisReading =
  { readonly ok: true; readonly analysis: Analysis } | { readonly ok: false }

/**
 * The stored analysis if this version of the engine can read it, or why it cannot. One the
 * running engine computed is its own shape and is not checked again (the check costs more than
 * the rest of reading a report).
 */
export function readStoredAnalysis(stored: unknown): StoredAnalysisReading {
  if (
    typeof stored === 'object' &&
    stored !== null &&
    (stored as { engineVersion?: unknown }).engineVersion === ENGINE_VERSION
  )
    return { ok: true, analysis: stored as Analysis }
  // Before 2.8.0 every pathway held what stands whole: read it in today's shape (decision 615).
  if (typeof stored === 'object' && stored !== null && isEarlierShape(stored)) {
    if (EarlierAnalysisShape.safeParse(stored).success)
      return { ok: true, analysis: fromEarlierShape(stored as EarlierAnalysis) }
  } else if (AnalysisShape.safeParse(stored).success && namesHeldOutcomes(stored as Analysis))
    return { ok: true, analysis: stored as Analysis }
  return { ok: false }
}

/**
 * Why a stored analysis the running engine cannot read is not shown, dated by when it was worked
 * out: a reader places a date, not an engine version (decision 845).
 */
export function unreadableAnalysisReason(computedAt: Date | null): string {
  const when = computedAt ? ` on ${formatDayInLosAngeles(computedAt.toISOString())},` : ''
  return `This analysis was worked out${when} in a form our analysis can no longer read. Recompute it to see the analysis.`
}
