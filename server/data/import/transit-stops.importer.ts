// Major transit stops already classified elsewhere — the shipped seed's stops, classified by
// make-seed from LA Metro's feeds through the gtfs and metro-lines importers' own rules — one row
// per stop: stop_id, name, kind, lat, lon, lines (separated by "|") and major_method.
import { saveStopsAndRecompute, type StopRecord } from '../transit/save-stops.ts'
import { pointOf, readCsv, type Importer } from './import-context.ts'

const KINDS: ReadonlySet<string> = new Set(['heavy_rail', 'light_rail', 'rail', 'brt', 'bus'])

function isStopKind(value: string): value is StopRecord['kind'] {
  return KINDS.has(value)
}

export const transitStopsImporter: Importer = {
  dataset: 'Classified major transit stops',
  description:
    'major transit stops already classified (stop_id, name, kind, lat, lon, lines, major_method)',
  async run(context) {
    const stops: StopRecord[] = []
    for await (const { line, record } of readCsv(context.file, [
      ['stop_id'],
      ['name'],
      ['kind'],
      ['lat'],
      ['lon'],
      ['lines'],
      ['major_method'],
    ])) {
      context.counts.read += 1
      const point = pointOf(record.lat, record.lon)
      const kind = record.kind ?? ''
      if (!record.stop_id || !record.name || !record.major_method) {
        context.reject(line, 'a stop needs stop_id, name and major_method', record)
        continue
      }
      if (point === null) {
        context.reject(line, 'lat and lon must be numbers', record)
        continue
      }
      if (!isStopKind(kind)) {
        context.reject(line, `kind must be one of ${[...KINDS].join(', ')}`, record)
        continue
      }
      stops.push({
        id: record.stop_id,
        name: record.name,
        kind,
        ...point,
        lines: record.lines ? record.lines.split('|') : [],
        isMajor: true,
        majorMethod: record.major_method,
      })
      context.progress()
    }
    await saveStopsAndRecompute(context, stops)
  },
}
