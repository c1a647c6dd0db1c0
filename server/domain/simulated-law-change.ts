// The demo's simulated law change (decision 410): today's engine with one rule moved, so a person
// trying the product sees a watched lot and a report change, figure by figure, and the digest
// email that tells them, without waiting for a legislature. The rule moves on generated demo lots
// alone: nobody watching a real lot is told of a law that was never passed.
import { ENGINE_VERSION } from '#engine'
import { analyzeToday, type Analyze } from './watch-snapshot.ts'

/** The engine version a simulated run records: today's, marked as simulated. */
export const SIMULATED_ENGINE_VERSION = `${ENGINE_VERSION}+simulated-law-change`

/** The pathway whose rule moves: base zoning, which counts homes on nearly every lot. */
const MOVED_PATHWAY = 'la_base_zoning'

/** The rule as moved, in words (printed by `npm run demo:law-change`). */
export const SIMULATED_RULE =
  'Los Angeles base zoning allows one home more on every demo lot where it counts homes'

/** Today's engine with base zoning allowing one home more on a demo lot. */
export const analyzeUnderSimulatedLawChange: Analyze = (input, lot) => {
  const analysis = analyzeToday(input, lot)
  return {
    ...analysis,
    engineVersion: SIMULATED_ENGINE_VERSION,
    summary: lot.isDemo
      ? {
          ...analysis.summary,
          ranking: analysis.summary.ranking.map((ranked) =>
            ranked.id === MOVED_PATHWAY && typeof ranked.netNewUnits === 'number'
              ? { ...ranked, netNewUnits: ranked.netNewUnits + 1 }
              : ranked,
          ),
        }
      : analysis.summary,
  }
}

/** The engine a run of engine version `engineVersion` re-runs its lots under. */
export function analyzeFor(engineVersion: string): Analyze {
  return engineVersion === SIMULATED_ENGINE_VERSION ? analyzeUnderSimulatedLawChange : analyzeToday
}
