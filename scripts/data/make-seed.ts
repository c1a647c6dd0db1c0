// `npm run data:make-seed -- ../shared/data/la`: writes the real-parcel seed that a fresh
// install loads beside the demo city (server/data/seed). From the two public-record extracts it
// keeps facts only — City of Los Angeles parcels with their AIN, one row per AIN — split by the
// public source each fact comes from, in the columns the importers read. The sources, their
// retrieval dates and what every column means are in server/data/seed/manifest.json.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { toCsvLine } from '#server/lib/csv.ts'
import { SEED_DIR, readSeedManifest } from '#server/data/seed/seed-manifest.ts'

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
  'zimas-profiles.csv': (row) => ({
    ...row,
    // The extract appends the parcel number to the answer ("No [APN: 4306026007]").
    rent_stabilization: row.rent_stabilization?.replace(/\s*\[.*\]$/, ''),
  }),
}

const manifest = await readSeedManifest()
await mkdir(SEED_DIR, { recursive: true })
for (const file of manifest.files) {
  const fill = FILL[file.file]
  if (!fill) throw new Error(`no way to fill ${file.file}`)
  const columns = Object.keys(file.columns)
  const rows = (file.importer === 'zimas' ? zimas : parcels).map(fill)
  const lines = [toCsvLine(columns), ...rows.map((row) => toCsvLine(columns.map((c) => row[c])))]
  await writeFile(path.join(SEED_DIR, file.file), `${lines.join('\n')}\n`)
  console.log(`${file.file}: ${rows.length} parcels, ${columns.length} columns`)
}
