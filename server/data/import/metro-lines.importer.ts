// LA Metro's "stops serving lines" table (STOPNUM, STOPNAME, LAT, LONG, LINE_DIR1…14, e.g.
// "35-N"). It has no timetable, so bus intersections are classified by the lines alone: a stop
// is taken as a major transit stop when it is a bus rapid transit station, or when two or more
// lines cross there (one running north–south, another east–west). That approximation is
// recorded with each stop (docs/decisions/044-major-bus-stops-without-headways.md).
import { saveStopsAndRecompute, type StopRecord } from '../transit/save-stops.ts'
import { pointOf, readCsv, type ImportContext, type Importer } from './import-context.ts'

const BRT_LINES = new Set(['901', '910', '950'])
const LINE_COLUMNS = Array.from({ length: 14 }, (_, i) => `LINE_DIR${i + 1}`)

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
    stops.push({
      id: `lacmta-bus:${record.STOPNUM}`,
      name: record.STOPNAME || record.STOPNUM,
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
