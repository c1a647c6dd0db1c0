// The calculator's arithmetic: the form's values through the same wire format and engine the
// API uses, in the browser. Nothing is sent anywhere.
import { parseAnalysisRequest } from '#common/contracts/analysis.ts'
import { analyzeParcel, type PathwayId, type PathwayResult } from '#engine'

export type CalculatorOutcome =
  | { readonly ok: true; readonly results: readonly PathwayResult[] }
  | { readonly ok: false; readonly error: string }

/** Runs the engine on the form's facts and returns the listed pathways in order. */
export function runCalculator(
  values: Readonly<Record<string, unknown>>,
  pathways: readonly PathwayId[],
  today: string,
): CalculatorOutcome {
  const defined = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  )
  const parsed = parseAnalysisRequest(defined, today)
  if (!parsed.ok) return { ok: false, error: parsed.error }
  const analysis = analyzeParcel(parsed.input, parsed.options)
  return { ok: true, results: pathways.map((id) => analysis.pathways[id]) }
}
