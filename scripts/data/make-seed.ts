// `npm run data:make-seed -- ../shared/data/la`: writes the real-parcel seed that a fresh
// install loads beside the demo city (server/data/seed). From the two public-record extracts it
// keeps facts only — City of Los Angeles parcels with their AIN, one row per AIN — split by the
// public source each fact comes from, in the columns the importers read; from LA Metro's two
// feeds, the major transit stops, classed by the gtfs and metro-lines importers' own rules. The
// sources, their retrieval dates and what every column means are in server/data/seed/manifest.json.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { toCsvLine } from '#server/lib/csv.ts'
import { SEED_DIR, readSeedManifest, type SeedManifest } from '#server/data/seed/seed-manifest.ts'
import { readGtfsStops } from '#server/data/import/gtfs.importer.ts'
import { readServingLinesStops } from '#server/data/import/metro-lines.importer.ts'

const folder = process.argv[2]
if (!folder) {
  process.stderr.write('usage: npm run data:make-seed -- <folder with the LA extracts>\n')
  process.exit(2)
}

type Row = Record<string, string>
const read = async (relative: string): Promise<Row[]> =>
  parse(await readFile(path.join(folder, relative)), { columns: true, bom: true })

// Points with County parcel facts: a City community plan area marks a parcel inside the City.
const points = (await read('la_parcels_sb1123_points/parcels_zoning_points.csv')).filter(
  (row) => row.ain && row.zoning && row.cpa_2015_name,
)
const profiles = await read('la_parcels_zimas_sample/clean_zimas_ready_for_scoring.csv')

/** The first row of each key: a listing point can repeat a parcel. */
function firstByKey(rows: Row[], key: (row: Row) => string): Row[] {
  const seen = new Map<string, Row>()
  for (const row of rows) if (!seen.has(key(row))) seen.set(key(row), row)
  return [...seen.values()].sort((a, b) => key(a).localeCompare(key(b)))
}

const parcels = firstByKey(points, (row) => row.ain ?? '')
const zimas = firstByKey(profiles, (row) => (row.assessor_parcel_id ?? '').replaceAll('-', ''))

/** Reads a feed through an importer's classification; a row it rejects stops the seed. */
const feedReader = (relative: string, settings: Record<string, string> = {}) => ({
  file: path.join(folder, relative),
  settings,
  counts: { read: 0, inserted: 0, updated: 0, rejected: 0 },
  reject(line: number, reason: string) {
    throw new Error(`${relative}, line ${line}: ${reason}`)
  },
  progress() {},
})
// The same feed id as `npm run data:verify-real`, so a seed stop and an imported one share an id.
const railStops = await readGtfsStops(
  feedReader('la_metro_gtfs_rail/gtfs_rail.zip', { feed: 'lacmta-rail' }),
)
const busStops = await readServingLinesStops(
  feedReader('la_metro_bus_stops/StopServingLines1224.csv'),
)
const majorStops = [...railStops, ...busStops]
  .filter((stop) => stop.isMajor)
  .map((stop) => ({
    stop_id: stop.id,
    name: stop.name,
    kind: stop.kind,
    lat: String(stop.lat),
    lon: String(stop.lon),
    lines: stop.lines.join('|'),
    major_method: stop.majorMethod,
  }))

/** How each seed file's columns are filled from a source row. */
const FILL: Record<string, (row: Row) => Record<string, string | undefined>> = {
  'city-zoning.csv': (row) => ({
    AIN: row.ain,
    zoning: row.zoning?.trim(),
    cpa_2015_name: row.cpa_2015_name,
  }),
  'county-parcels.csv': (row) => ({
    AIN: row.ain,
    SitusAddress: row.situsAddress?.replace(/\s+/g, ' ').trim(),
    CENTER_LAT: row.lat,
    CENTER_LON: row.lng,
    lotSf: row.lotSf,
    lotWidth: row.lotWidth,
    lotDepth: row.lotDepth,
    LandValue: row.landValue,
    ImprovementValue: row.impValue,
    fireZone: row.fireZone,
  }),
  // Already in the seed's columns.
  'metro-stops.csv': (row) => row,
  'zimas-profiles.csv': (row) => ({
    ...row,
    // The extract appends the parcel number to the answer ("No [APN: 4306026007]").
    rent_stabilization: row.rent_stabilization?.replace(/\s*\[.*\]$/, ''),
  }),
}

/** The source rows each importer's seed files are filled from. */
const SOURCE_ROWS: Record<SeedManifest['files'][number]['importer'], Row[]> = {
  assessor: parcels,
  zimas,
  'transit-stops': majorStops,
}

const manifest = await readSeedManifest()
await mkdir(SEED_DIR, { recursive: true })
for (const file of manifest.files) {
  const fill = FILL[file.file]
  if (!fill) throw new Error(`no way to fill ${file.file}`)
  const columns = Object.keys(file.columns)
  const rows = SOURCE_ROWS[file.importer].map(fill)
  const lines = [toCsvLine(columns), ...rows.map((row) => toCsvLine(columns.map((c) => row[c])))]
  await writeFile(path.join(SEED_DIR, file.file), `${lines.join('\n')}\n`)
  console.log(`${file.file}: ${rows.length} rows, ${columns.length} columns`)
}
