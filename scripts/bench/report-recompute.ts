// A child of `npm run bench:report`: bulk recompute of N stale reports on a fresh database
// (embedded with DATA_DIR, or PostgreSQL with DATABASE_URL), timed beside the engine alone on
// the same parcels, with the process's peak memory. Prints one JSON line.
import { createMailerAndAuth } from '#server/auth/auth-from-env.ts'
import { databaseTargetOf, openDatabase } from '#server/db/client.ts'
import { parcels, reportDetails, reportRecomputeRuns, reports } from '#server/db/schema/index.ts'
import { deriveParcelFacts } from '#common/parcel-facts.ts'
import { loadEnv } from '#server/env.ts'
import { runBulkRecompute } from '#server/features/reports/bulk-recompute.service.ts'
import { createJobQueue } from '#server/jobs/queue.ts'
import { createLogger } from '#server/lib/logger.ts'
import { analyzeParcel, ENGINE_VERSION } from '#engine'

const COUNT = Number(process.argv[2] ?? 10_000)
const ANALYSIS_DATE = '2026-11-23'
const ZONES = ['R1', 'R2', 'RD1.5', 'R3', 'R4', 'C2', 'CM'] as const

const env = loadEnv()
const logger = createLogger('warn')
const database = await openDatabase(databaseTargetOf(env), logger)
await database.migrate()
const { db } = database
// Signing up sends no mail, so the mailer's queue is never started.
const { auth } = await createMailerAndAuth(env, db, createJobQueue(database, logger), logger)
const { user } = await auth.api.signUpEmail({
  body: {
    name: 'Bench Owner',
    email: 'bench-bulk@example.com',
    password: 'Correct-Horse-Battery-9',
  },
})

const rows = Array.from({ length: COUNT }, (_, index) => {
  const digits = String(9_500_000_000 + index)
  const width = 40 + (index % 60)
  const lotSf = 4000 + ((index * 37) % 16_000)
  return {
    apn: `${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`,
    ain: digits,
    addressDisplay: `${index + 1} Bench St, Los Angeles, CA`,
    lotSf,
    lotWidthFt: width,
    lotDepthFt: Math.round(lotSf / width),
    zoneClass: ZONES[index % ZONES.length],
    zoneString: `${ZONES[index % ZONES.length]}-1`,
    heightDistrict: '1',
    existingUnits: index % 3,
    yearBuilt: 1920 + (index % 100),
    distMtsMi: (index % 20) / 10,
    isDemo: true,
  }
})
for (let start = 0; start < COUNT; start += 1000) {
  const batch = rows.slice(start, start + 1000)
  await db.insert(parcels).values(batch)
  const made = await db
    .insert(reports)
    .values(
      batch.map((parcel) => ({
        userId: user.id,
        apn: parcel.apn,
        address: parcel.addressDisplay,
        reportType: 'multifamily_development' as const,
      })),
    )
    .returning({ id: reports.id })
  await db
    .insert(reportDetails)
    .values(made.map((report) => ({ reportId: report.id, engineVersion: '0.0.0' })))
}

// Baseline: the engine alone on the same facts, in this process.
const storedParcels = await db.select().from(parcels)
const engineStarted = performance.now()
for (const row of storedParcels)
  analyzeParcel({ parcel: deriveParcelFacts(row).facts, scenario: { analysisDate: ANALYSIS_DATE } })
const engineMs = performance.now() - engineStarted

let peakRssBytes = process.memoryUsage().rss
const sampler = setInterval(() => {
  peakRssBytes = Math.max(peakRssBytes, process.memoryUsage().rss)
}, 20)
const [run] = await db
  .insert(reportRecomputeRuns)
  .values({ engineVersion: ENGINE_VERSION, total: COUNT })
  .returning()
const started = performance.now()
await runBulkRecompute(db, run!.id, ANALYSIS_DATE)
const recomputeMs = performance.now() - started
clearInterval(sampler)
peakRssBytes = Math.max(peakRssBytes, process.memoryUsage().rss)

const [finished] = await db.select().from(reportRecomputeRuns)
console.log(
  JSON.stringify({
    count: COUNT,
    done: finished?.done,
    failed: finished?.failed,
    recomputeMs,
    engineMs,
    peakRssBytes,
  }),
)
await database.close()
