// LA Metro's "stops serving lines" table (STOPNUM, STOPNAME, LAT, LONG, LINE_DIR1…14, e.g.
// "35-N"). It has no timetable, so bus intersections are classified by the lines alone: a stop
// is taken as a major transit stop when it is a bus rapid transit station, or when two or more
// lines cross there (one running north–south, another east–west). That approximation is
// recorded with each stop (docs/decisions/044-major-bus-stops-without-headways.md). A layover,
// where buses wait between trips and riders do not board, is no major stop: the table has no
// field saying so, only the name Metro gives it ("Pacific / 21st Layover"; decision 645).
import { saveStopsAndRecompute, type StopRecord } from '../transit/save-stops.ts'
import { pointOf, readCsv, type ImportContext, type Importer } from './import-context.ts'

const BRT_LINES = new Set(['901', '910', '950'])
const LINE_COLUMNS = Array.from({ length: 14 }, (_, i) => `LINE_DIR${i + 1}`)
/** How Metro names a layover stop. */
const LAYOVER_NAME = /\blayover\b/i
export const LAYOVER_METHOD =
  'bus layover: riders do not board here (named a layover; the table has no boarding field), so it is no major transit stop'

export const metroLinesImporter: Importer = {
  dataset: 'LA Metro stops serving lines',
  description: 'LA Metro stops-serving-lines table (STOPNUM, STOPNAME, LAT, LONG, LINE_DIR1…)',
  async run(context) {
    await saveStopsAndRecompute(context, await readServingLinesStops(context))
  },
}

/** Every stop of the table, classified; rows without a stop number or a point are rejected. */
export async function readServingLinesStops(
  context: Pick<ImportContext, 'file' | 'counts' | 'reject' | 'progress'>,
): Promise<StopRecord[]> {
  const stops: StopRecord[] = []
  for await (const { line, record } of readCsv(context.file, [
    ['STOPNUM'],
    ['LAT'],
    ['LONG'],
    ['LINE_DIR1'],
  ])) {
    context.counts.read += 1
    const point = pointOf(record.LAT, record.LONG)
    if (!record.STOPNUM || point === null) {
      context.reject(line, 'a stop needs STOPNUM, LAT and LONG', record)
      continue
    }
    const lineDirections = LINE_COLUMNS.map((column) => record[column]).filter(
      (value): value is string => Boolean(value),
    )
    const lines = [...new Set(lineDirections.map((value) => value.split('-')[0] ?? value))].sort()
    const axes = new Set(
      lineDirections.map((value) =>
        /-(N|S)$/.test(value) ? 'NS' : /-(E|W)$/.test(value) ? 'EW' : 'other',
      ),
    )
    const brt = lines.some((value) => BRT_LINES.has(value))
    const crossing = lines.length >= 2 && axes.has('NS') && axes.has('EW')
    const base = { id: `lacmta-bus:${record.STOPNUM}`, name: record.STOPNAME || record.STOPNUM }
    if (LAYOVER_NAME.test(record.STOPNAME ?? '')) {
      // Not a station of the lines that wait there either: no SB 79 station area is drawn.
      stops.push({
        ...base,
        ...point,
        lines,
        kind: 'bus',
        isMajor: false,
        majorMethod: LAYOVER_METHOD,
      })
      context.progress()
      continue
    }
    stops.push({
      ...base,
      ...point,
      lines,
      kind: brt ? 'brt' : 'bus',
      isMajor: brt || crossing,
      majorMethod: brt
        ? 'bus rapid transit station (G or J Line)'
        : `bus stop: ${lines.length} line(s)${crossing ? ' crossing north–south and east–west' : ''}; lines crossing make a major stop (no current headways in this table)`,
    })
    context.progress()
  }
  return stops
}
