// A GTFS transit feed (zip), or a lone stops.txt, into transit stops classified as major transit
// stops (Pub. Res. Code 21064.3): every rail station; bus rapid transit stations; and bus stops
// where two or more routes each run at least every 20 minutes in the weekday morning peak,
// measured from the feed's own timetable. A stop where no trip picks riders up (a layover, a
// drop-off-only stop) is no major stop, whatever serves it. The method used is stored with each
// stop.
import path from 'node:path'
import { saveStopsAndRecompute, type StopRecord } from '../transit/save-stops.ts'
import { openGtfs } from './gtfs-source.ts'
import { ImportFileError, pointOf, type ImportContext, type Importer } from './import-context.ts'

/** Metro's bus rapid transit routes: the G Line (901) and the J Line (910, 950). */
const DEFAULT_BRT_ROUTES = ['901', '910', '950']
const PEAK_START_MIN = 6 * 60
const PEAK_END_MIN = 9 * 60
const MAJOR_BUS_HEADWAY_MIN = 20

/** Why a stop riders cannot board is no major stop, in the feed's own terms. */
export const NO_BOARDING_METHOD =
  'no boarding: every trip that stops here is marked no pickup (GTFS pickup_type 1), so it is no major transit stop'

type Station = { id: string; name: string; lat: number; lon: number }
type Route = { type: number; name: string; brt: boolean }

export const gtfsImporter: Importer = {
  dataset: 'GTFS transit feed',
  description:
    'a GTFS feed (.zip), or a stops.txt with --mode rail|bus; --feed <id> names its stops',
  async run(context) {
    await saveStopsAndRecompute(context, await readGtfsStops(context))
  },
}

/** The feed's stations (stops folded into their parent stations), classified. */
export async function readGtfsStops(
  context: Pick<ImportContext, 'file' | 'settings' | 'counts' | 'reject' | 'progress'>,
): Promise<StopRecord[]> {
  const feed = await openGtfs(context.file)
  try {
    if (!feed.tables.has('stops.txt'))
      throw new ImportFileError(context.file, null, 'the feed has no stops.txt')
    const feedId = context.settings.feed ?? path.basename(context.file).replace(/\.(zip|txt)$/i, '')
    const brtRoutes = new Set((context.settings.brt ?? DEFAULT_BRT_ROUTES.join(',')).split(','))

    // Stops, folded into their parent stations.
    const stations = new Map<string, Station>()
    const stationOf = new Map<string, string>()
    for await (const { line, record } of feed.rows('stops.txt')) {
      context.counts.read += 1
      const id = record.stop_id
      const point = pointOf(record.stop_lat, record.stop_lon)
      const locationType = record.location_type || '0'
      if (!id) {
        context.reject(line, 'no stop_id', record)
        continue
      }
      if (locationType !== '0' && locationType !== '1') continue // entrances, nodes, boarding areas
      if (point === null) {
        context.reject(line, 'stop_lat and stop_lon must be numbers', record)
        continue
      }
      const parent = record.parent_station
      if (locationType === '0' && parent) stationOf.set(id, parent)
      else stations.set(id, { id, name: record.stop_name ?? id, ...point })
      context.progress()
    }

    const hasTimetable = ['routes.txt', 'trips.txt', 'stop_times.txt'].every((table) =>
      feed.tables.has(table),
    )
    return hasTimetable
      ? await classifyFromTimetable(feed, stations, stationOf, brtRoutes, feedId)
      : classifyWithoutTimetable(context.file, context.settings.mode, stations, feedId)
  } finally {
    feed.close()
  }
}

/** Kinds and major-stop status from the routes serving each station and their peak frequency. */
async function classifyFromTimetable(
  feed: Awaited<ReturnType<typeof openGtfs>>,
  stations: Map<string, Station>,
  stationOf: Map<string, string>,
  brtRoutes: ReadonlySet<string>,
  feedId: string,
): Promise<StopRecord[]> {
  const routes = new Map<string, Route>()
  for await (const { record } of feed.rows('routes.txt')) {
    const name = record.route_short_name || record.route_long_name || record.route_id || ''
    routes.set(record.route_id ?? '', {
      type: Number(record.route_type),
      name,
      brt: brtRoutes.has(record.route_id ?? '') || brtRoutes.has(record.route_short_name ?? ''),
    })
  }
  // Weekday service: the services that run on a Wednesday (all, when there is no calendar).
  const weekday = new Set<string>()
  let hasCalendar = false
  for await (const { record } of feed.rows('calendar.txt')) {
    hasCalendar = true
    if (record.wednesday === '1') weekday.add(record.service_id ?? '')
  }
  const trips = new Map<string, { route: string; weekday: boolean; direction: string }>()
  for await (const { record } of feed.rows('trips.txt')) {
    trips.set(record.trip_id ?? '', {
      route: record.route_id ?? '',
      weekday: !hasCalendar || weekday.has(record.service_id ?? ''),
      direction: record.direction_id ?? '0',
    })
  }
  const routesAt = new Map<string, Set<string>>()
  // Stations where some trip picks riders up: pickup_type 1 says it never does there.
  const boarding = new Set<string>()
  // Morning-peak departures per station, route and direction.
  const peak = new Map<string, number>()
  for await (const { record } of feed.rows('stop_times.txt')) {
    const trip = trips.get(record.trip_id ?? '')
    if (!trip) continue
    const station = stationOf.get(record.stop_id ?? '') ?? record.stop_id ?? ''
    let served = routesAt.get(station)
    if (!served) routesAt.set(station, (served = new Set()))
    served.add(trip.route)
    // A departure riders cannot board serves no one here: it counts toward no headway either.
    if (record.pickup_type === '1') continue
    boarding.add(station)
    const minutes = minutesOf(record.departure_time || record.arrival_time || '')
    if (trip.weekday && minutes !== null && minutes >= PEAK_START_MIN && minutes < PEAK_END_MIN) {
      const key = `${station}\u0000${trip.route}\u0000${trip.direction}`
      peak.set(key, (peak.get(key) ?? 0) + 1)
    }
  }

  const stops: StopRecord[] = []
  for (const station of stations.values()) {
    const served = [...(routesAt.get(station.id) ?? [])]
      .map((id) => ({ id, route: routes.get(id) }))
      .filter((r) => r.route)
    if (served.length === 0) continue // a station no trip stops at
    const types = new Set(served.map(({ route }) => route?.type))
    const lines = [...new Set(served.map(({ route }) => route?.name ?? ''))].sort()
    const base = {
      id: `${feedId}:${station.id}`,
      name: station.name,
      lat: station.lat,
      lon: station.lon,
      lines,
    }
    if (!boarding.has(station.id)) {
      stops.push({
        ...base,
        kind: types.has(1)
          ? 'heavy_rail'
          : types.has(0)
            ? 'light_rail'
            : types.has(2)
              ? 'rail'
              : 'bus',
        isMajor: false,
        majorMethod: NO_BOARDING_METHOD,
      })
      continue
    }
    if (types.has(1))
      stops.push({
        ...base,
        kind: 'heavy_rail',
        isMajor: true,
        majorMethod: 'rail station (GTFS: subway or metro route)',
      })
    else if (types.has(0))
      stops.push({
        ...base,
        kind: 'light_rail',
        isMajor: true,
        majorMethod: 'rail station (GTFS: light rail route)',
      })
    else if (types.has(2))
      stops.push({
        ...base,
        kind: 'rail',
        isMajor: true,
        majorMethod: 'rail station (GTFS: commuter rail route)',
      })
    else if (served.some(({ route }) => route?.brt))
      stops.push({ ...base, kind: 'brt', isMajor: true, majorMethod: 'bus rapid transit station' })
    else {
      const frequent = served.filter(
        ({ id }) => bestHeadway(peak, station.id, id) <= MAJOR_BUS_HEADWAY_MIN,
      )
      stops.push({
        ...base,
        kind: 'bus',
        isMajor: frequent.length >= 2,
        majorMethod: `bus stop: ${frequent.length} route(s) at least every ${MAJOR_BUS_HEADWAY_MIN} min, 6–9 am weekdays (GTFS timetable); 2 or more make a major transit stop`,
      })
    }
  }
  return stops
}

/** Shortest average morning-peak headway (minutes) of a route at a station, over its directions. */
function bestHeadway(peak: ReadonlyMap<string, number>, station: string, route: string): number {
  let best = Number.POSITIVE_INFINITY
  for (const direction of ['0', '1']) {
    const departures = peak.get(`${station}\u0000${route}\u0000${direction}`) ?? 0
    if (departures > 0) best = Math.min(best, (PEAK_END_MIN - PEAK_START_MIN) / departures)
  }
  return best
}

/** A lone stops.txt says nothing about routes: the caller says whether it is rail or bus. */
function classifyWithoutTimetable(
  file: string,
  mode: string | undefined,
  stations: Map<string, Station>,
  feedId: string,
): StopRecord[] {
  if (mode !== 'rail' && mode !== 'bus') {
    throw new ImportFileError(
      file,
      null,
      'a stops.txt without routes, trips and stop times needs --mode rail or --mode bus',
    )
  }
  return [...stations.values()].map((station) => ({
    id: `${feedId}:${station.id}`,
    name: station.name,
    lat: station.lat,
    lon: station.lon,
    lines: [],
    kind: mode,
    isMajor: mode === 'rail',
    majorMethod:
      mode === 'rail'
        ? 'rail station (stops.txt of a rail feed)'
        : 'bus stop without line data: import the stops-serving-lines table to classify it',
  }))
}

/** "07:45:00" → 465 minutes after midnight (GTFS times may pass 24:00). */
function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim())
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}
