// Contested readings, side by side: where a pathway's result rests on a reading of the law that
// the rules document marks contested or unverified, the engine is run again under each other
// reading and every figure that changes is shown beside the one the report uses. Nothing here
// reads the law itself; the engine answers every reading.
import {
  analyzeParcel,
  OPTION_DEFINITIONS,
  type Analysis,
  type AnalysisInput,
  type EngineOptions,
  type OptionName,
  type PathwayId,
  type PathwayResult,
  type PathwayStatus,
} from '#engine'

type OptionValue = string | number | boolean

/** One reading of an option in the engine's words, for the report and the editor's switches. */
export function optionLabel(option: OptionName, value: OptionValue): string {
  return OPTION_DEFINITIONS[option].readings[String(value)] ?? String(value)
}

/** The figures a reading can move. */
export type ReadingFigures = {
  readonly status: PathwayStatus
  readonly maxUnits: PathwayResult['maxUnits']
  readonly maxHeightFt: number | null
  readonly maxFloorAreaSf: number | null
  readonly parkingMin: number | null
}

export type Reading = {
  readonly value: OptionValue
  readonly label: string
  readonly figures: ReadingFigures
}

export type ContestedReading = {
  readonly pathwayId: PathwayId
  readonly pathwayName: string
  readonly option: OptionName
  readonly kind: 'VERIFY' | 'CONTESTED'
  /** The question the readings answer differently. */
  readonly question: string
  /** Why the figures differ, in the engine's words. */
  readonly reason: string
  readonly used: Reading
  readonly alternatives: readonly Reading[]
}

function figuresOf(result: PathwayResult): ReadingFigures {
  return {
    status: result.status,
    maxUnits: result.maxUnits,
    maxHeightFt: result.maxHeightFt,
    maxFloorAreaSf: result.maxFloorAreaSf,
    parkingMin: result.parkingMin,
  }
}

function sameFigures(a: ReadingFigures, b: ReadingFigures): boolean {
  return (
    a.status === b.status &&
    a.maxUnits === b.maxUnits &&
    a.maxHeightFt === b.maxHeightFt &&
    a.maxFloorAreaSf === b.maxFloorAreaSf &&
    a.parkingMin === b.parkingMin
  )
}

/**
 * Every reading that changes a figure of one of `pathways`: the figure under the reading the
 * analysis used, and under each other reading the engine knows. Readings that change nothing on
 * this lot are left out.
 */
export function findContestedReadings(
  analysis: Analysis,
  input: AnalysisInput,
  pathways: readonly PathwayId[],
): ContestedReading[] {
  const rerun = new Map<string, Analysis>()
  const analyzeWith = (option: OptionName, value: OptionValue) => {
    const key = `${option}=${String(value)}`
    let result = rerun.get(key)
    if (!result) {
      const options: Partial<EngineOptions> = { ...analysis.options, [option]: value }
      result = analyzeParcel(input, options)
      rerun.set(key, result)
    }
    return result
  }

  const readings: ContestedReading[] = []
  for (const pathwayId of pathways) {
    const result = analysis.pathways[pathwayId]
    for (const flag of result.flags) {
      if (!flag.option) continue
      const option = flag.option
      const usedValue = analysis.options[option] as OptionValue
      const used = {
        value: usedValue,
        label: optionLabel(option, usedValue),
        figures: figuresOf(result),
      }
      const alternatives = OPTION_DEFINITIONS[option].values
        .filter((value) => value !== usedValue)
        .map((value) => ({
          value,
          label: optionLabel(option, value),
          figures: figuresOf(analyzeWith(option, value).pathways[pathwayId]),
        }))
        .filter((reading) => !sameFigures(reading.figures, used.figures))
      if (alternatives.length === 0) continue
      readings.push({
        pathwayId,
        pathwayName: result.name,
        option,
        kind: flag.kind,
        question: OPTION_DEFINITIONS[option].question,
        reason: flag.message,
        used,
        alternatives,
      })
    }
  }
  return readings
}

/**
 * The readings an editor offers for this report: those that shaped a result of one of its
 * pathways on this lot (an R2 lot's two-home cap means nothing on an RD1.5 lot), and any this
 * report has already set, so it can be set back. In the engine's order.
 */
export function readingsFor(
  analysis: Analysis,
  pathways: readonly PathwayId[],
  chosen: Partial<EngineOptions>,
): OptionName[] {
  const shaped = new Set<string>(Object.keys(chosen))
  for (const id of pathways)
    for (const name of Object.keys(analysis.pathways[id].optionsUsed)) shaped.add(name)
  return (Object.keys(OPTION_DEFINITIONS) as OptionName[]).filter(
    (name) => OPTION_DEFINITIONS[name].values.length > 1 && shaped.has(name),
  )
}
