// `npm run bench:pdf` (and part of `npm run bench`): the PDF of a full report, through the same
// service GET /api/reports/{id}/pdf calls, on a fresh embedded database with a report on a
// demo-style R3 parcel:
//   cold    the first PDF in a fresh process (fonts read and parsed, renderer warmed up)
//   warm    a render with the cache emptied first, median and worst of 15
//   cached  the same report unchanged, served from the kept copy, median of 50
//   published  the download once the background preparation a publish schedules has run
// with the file's size, how long the main thread is held up meanwhile, and the process's peak
// memory (resident set, sampled every 10 ms, the embedded database and the render thread
// included), and the memory the renders added. Target: warm under 300 ms (the render itself, and
// the download that follows a publish).
// The PDF is written to .tmp/bench-report.pdf.
import { eq } from 'drizzle-orm'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { createMailerAndAuth } from '#server/auth/auth-from-env.ts'
import { actorOf } from '#server/auth/actor.ts'
import { ensureProfile } from '#server/auth/profiles.ts'
import { openDatabase } from '#server/db/client.ts'
import { parcels, reports } from '#server/db/schema/index.ts'
import { computeReportAnalysis } from '#server/domain/report-analysis.ts'
import { loadEnv } from '#server/env.ts'
import {
  clearReportPdfCache,
  getReportPdf,
  preparePdfSoon,
} from '#server/features/reports/report-pdf.service.ts'
import { createJobQueue } from '#server/jobs/queue.ts'
import { createLogger } from '#server/lib/logger.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const WARM_RUNS = 15
const CACHED_RUNS = 50
const PREPARED_RUNS = 5
const TARGET_WARM_MS = 300

const dataDir = await mkdtemp(path.join(tmpdir(), 'lotwise-bench-pdf-'))
process.env.DATA_DIR = dataDir
process.env.DATABASE_URL = ''
const env = loadEnv()
const logger = createLogger('warn')
const database = await openDatabase({ dataDir }, logger)
try {
  await database.migrate()
  const { db } = database
  // Signing up sends no mail, so the mailer's queue is never started.
  const { auth } = await createMailerAndAuth(env, db, createJobQueue(database, logger), logger)
  const { user } = await auth.api.signUpEmail({
    body: {
      name: 'Bench Owner',
      email: 'bench-pdf@example.com',
      password: 'Correct-Horse-Battery-9',
    },
  })
  const actor = actorOf(user, await ensureProfile(db, user))
  await db.insert(parcels).values({
    apn: '9500-000-001',
    ain: '9500000001',
    addressDisplay: '1 Bench St, Los Angeles, CA 90012',
    lotSf: 8090,
    lotWidthFt: 56,
    lotDepthFt: 144,
    zoneString: 'R3-1',
    zoneClass: 'R3',
    heightDistrict: '1',
    zoneParsedComplete: true,
    existingUnits: 1,
    yearBuilt: 1950,
    distMtsMi: 0.25,
    isDemo: true,
  })
  const [report] = await db
    .insert(reports)
    .values({
      userId: user.id,
      apn: '9500-000-001',
      address: '1 Bench St, Los Angeles, CA 90012',
      reportType: 'multifamily_development',
    })
    .returning()
  await computeReportAnalysis(db, report!.id, '2026-11-23')

  const baselineRss = process.memoryUsage().rss
  let peakRss = baselineRss
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss)
  }, 10)

  // CPU time beside wall time: on a shared machine the wall time also counts waiting for a core.
  const time = async () => {
    const started = performance.now()
    const cpu = process.cpuUsage()
    const { pdf } = await getReportPdf(db, actor, report!.id)
    const used = process.cpuUsage(cpu)
    return {
      ms: performance.now() - started,
      cpuMs: (used.user + used.system) / 1000,
      bytes: pdf.length,
      pdf,
    }
  }
  const cold = await time()
  // How long the main thread (the one serving requests) is held up while PDFs render.
  const stalls = monitorEventLoopDelay({ resolution: 5 })
  stalls.enable()
  const warm: number[] = []
  const warmCpu: number[] = []
  for (let run = 0; run < WARM_RUNS; run += 1) {
    clearReportPdfCache()
    const measured = await time()
    warm.push(measured.ms)
    warmCpu.push(measured.cpuMs)
  }
  stalls.disable()
  const cached: number[] = []
  for (let run = 0; run < CACHED_RUNS; run += 1) cached.push((await time()).ms)
  // What the customer waits for after a publish: the publish route prepares the PDF in the
  // background, so the download is the kept copy. Each round changes the report first, as a
  // publish does.
  const afterPublish: number[] = []
  let readyAfterPublish = 0
  for (let run = 0; run < PREPARED_RUNS; run += 1) {
    const published = performance.now()
    await db.update(reports).set({ updatedAt: new Date() }).where(eq(reports.id, report!.id))
    await preparePdfSoon(db, report!.id)
    readyAfterPublish = Math.max(readyAfterPublish, performance.now() - published)
    afterPublish.push((await time()).ms)
  }
  clearInterval(sampler)
  peakRss = Math.max(peakRss, process.memoryUsage().rss)

  // Kept for looking at (pdftoppm -png .tmp/bench-report.pdf .tmp/page).
  await mkdir(path.join(ROOT, '.tmp'), { recursive: true })
  await writeFile(path.join(ROOT, '.tmp/bench-report.pdf'), cold.pdf)
  const pages = (cold.pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
  const warmMedian = median(warm)
  console.log('PDF of a full report (multifamily development, 8,090 sq ft R3 lot)')
  console.log(`  size              ${(cold.bytes / 1024).toFixed(0)} KB, ${pages} pages`)
  console.log(
    `  machine           ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}`,
  )
  console.log(
    `  cold              ${cold.ms.toFixed(0)} ms wall, ${cold.cpuMs.toFixed(0)} ms CPU  (first PDF in a fresh process)`,
  )
  console.log(
    `  warm              ${warmMedian.toFixed(0)} ms wall median (${median(warmCpu).toFixed(0)} ms CPU), ${Math.max(...warm).toFixed(0)} ms worst of ${WARM_RUNS}  (target < ${TARGET_WARM_MS} ms wall: ${warmMedian < TARGET_WARM_MS ? 'met' : 'NOT met'})`,
  )
  console.log(
    `  main thread       held up at most ${(stalls.max / 1e6).toFixed(0)} ms at a time during the warm renders (they run on a worker thread)`,
  )
  console.log(`  cached            ${median(cached).toFixed(2)} ms median of ${CACHED_RUNS}`)
  const downloadMedian = median(afterPublish)
  console.log(
    `  published         ${downloadMedian.toFixed(2)} ms median of ${PREPARED_RUNS} downloads, the PDF prepared in the background at most ${readyAfterPublish.toFixed(0)} ms after the publish  (target < ${TARGET_WARM_MS} ms for the download: ${downloadMedian < TARGET_WARM_MS ? 'met' : 'NOT met'})`,
  )
  console.log(
    `  peak memory       ${mb(peakRss)} resident (embedded database included); renders added ${mb(peakRss - baselineRss)}`,
  )
} finally {
  await database.close()
  await rm(dataDir, { recursive: true, force: true })
}
