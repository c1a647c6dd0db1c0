// `npm run data:verify-real -- ../shared/data/la`: imports the real Los Angeles samples into a
// scratch database and prints what was read, rejected (and why) and derived, with the zone
// parser's coverage of every distinct City zone string. Exits non-zero when an import fails or
// the parser reads fewer than 99.5 % of the strings fully.
import { readFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq, isNotNull, lte, and } from 'drizzle-orm'
import { parse } from 'csv-parse/sync'
import { parseZoneString } from '#engine'
import { createMemoryPglite, openDatabase } from '#server/db/client.ts'
import { parcels, transitStops } from '#server/db/schema/index.ts'
import { runImport, type ImportKind } from '#server/data/import/run-import.ts'

const COVERAGE_TARGET_PCT = 99.5

const folder = process.argv[2]
if (!folder) {
  process.stderr.write(
    'usage: npm run data:verify-real -- <folder with the LA samples, e.g. ../shared/data/la>\n',
  )
  process.exit(2)
}

const IMPORTS: ReadonlyArray<readonly [ImportKind, string, Record<string, string>]> = [
  ['zoning', 'la_city_zoning_attributes/LA_City_Zoning.csv', {}],
  ['gtfs', 'la_metro_gtfs_rail/gtfs_rail.zip', { feed: 'lacmta-rail' }],
  ['metro-lines', 'la_metro_bus_stops/StopServingLines1224.csv', {}],
  ['assessor', 'la_parcels_sb1123_points/parcels_zoning_points.csv', {}],
  ['zimas', 'la_parcels_zimas_sample/clean_zimas_ready_for_scoring.csv', {}],
]

const scratch = await mkdtemp(path.join(tmpdir(), 'lotwise-verify-'))
const database = await openDatabase({ pglite: await createMemoryPglite() })
await database.migrate()
let failed = false
try {
  for (const [kind, relative, settings] of IMPORTS) {
    const file = path.join(folder, relative)
    const rejectsFile = path.join(scratch, `${path.basename(file)}.rejects.csv`)
    const summary = await runImport({ db: database.db, kind, file, rejectsFile, settings })
    console.log(`\n${kind}: ${relative} (${(summary.durationMs / 1000).toFixed(1)} s)`)
    console.log(
      `  read ${n(summary.read)}, inserted ${n(summary.inserted)}, updated ${n(summary.updated)}, rejected ${n(summary.rejected)}`,
    )
    if (summary.rejectsFile) {
      const rejects = parse(await readFile(summary.rejectsFile, 'utf8'), {
        columns: true,
      }) as Array<{ reason: string }>
      const reasons = new Map<string, number>()
      for (const { reason } of rejects) {
        const key = reason.replace(/"[^"]*"|\d[\d.,-]*/g, '…')
        reasons.set(key, (reasons.get(key) ?? 0) + 1)
      }
      for (const [reason, times] of [...reasons].sort((a, b) => b[1] - a[1]))
        console.log(`    rejected ${n(times)}: ${reason}`)
    }
    for (const [label, value] of Object.entries(summary.derived))
      console.log(`  ${label}: ${n(value)}`)
  }

  // Every distinct zone string exactly as published (trailing spaces and all).
  const zoning = parse(
    await readFile(path.join(folder, 'la_city_zoning_attributes/LA_City_Zoning.csv'), 'utf8'),
    {
      columns: true,
      bom: true,
    },
  ) as Array<{ ZONE_CMPLT: string }>
  const distinct = [...new Set(zoning.map((row) => row.ZONE_CMPLT))]
  const unread = distinct.filter((zone) => !parseZoneString(zone).complete)
  const coverage = ((distinct.length - unread.length) / distinct.length) * 100
  console.log(
    `\nzone-string parser: ${n(distinct.length - unread.length)} of ${n(distinct.length)} distinct strings read fully (${coverage.toFixed(2)} %)`,
  )
  for (const zone of unread)
    console.log(
      `  not fully read: ${JSON.stringify(zone)} → ${JSON.stringify(parseZoneString(zone).unread)}`,
    )
  if (coverage < COVERAGE_TARGET_PCT) failed = true

  const db = database.db
  const total = async (where?: ReturnType<typeof eq>) =>
    (await db.select({ n: count() }).from(parcels).where(where))[0]?.n ?? 0
  console.log('\nparcels in the scratch database')
  console.log(`  parcels: ${n(await total())}`)
  console.log(
    `  with a zone string read fully: ${n(await total(eq(parcels.zoneParsedComplete, true)))}`,
  )
  console.log(`  with a location: ${n(await total(isNotNull(parcels.lat)))}`)
  console.log(
    `  with a distance to a major transit stop: ${n(await total(isNotNull(parcels.distMtsMi)))}`,
  )
  console.log(
    `    within ½ mile: ${n(await total(and(isNotNull(parcels.distMtsMi), lte(parcels.distMtsMi, 0.5))))}`,
  )
  console.log(`  with an SB 79 stop tier: ${n(await total(isNotNull(parcels.sb79StopTier)))}`)
  console.log(
    `  with the buildings' floor area recorded: ${n(await total(isNotNull(parcels.existingBuildingSf)))}`,
  )
  console.log(
    `  with their residential market area: ${n(await total(isNotNull(parcels.residentialMarketArea)))}`,
  )
  for (const [label, column] of [
    ['in a very high fire hazard zone', parcels.vhfhsz],
    ['in an HPOZ', parcels.hpoz],
    ['under the RSO', parcels.rso],
    ['on hillside land', parcels.hillsideArea],
  ] as const) {
    console.log(
      `  ${label}: ${n(await total(eq(column, true)))} (known for ${n(await total(isNotNull(column)))})`,
    )
  }
  const [major] = await db
    .select({ n: count() })
    .from(transitStops)
    .where(eq(transitStops.isMajor, true))
  console.log(`  major transit stops: ${n(major?.n ?? 0)}`)
} catch (error) {
  failed = true
  console.error(`verify-real: ${(error as Error).message}`)
} finally {
  await database.close()
  await rm(scratch, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)

function n(value: number): string {
  return value.toLocaleString('en-US')
}
