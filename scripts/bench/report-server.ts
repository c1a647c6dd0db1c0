// A benchmark's server for `npm run bench:report`: the real app on a fresh database (embedded
// with DATA_DIR, or PostgreSQL with DATABASE_URL) holding one signed-up owner and one full
// report (analysis, inputs and a few corrections). Prints one JSON line with the owner's cookie
// and the report id, then serves until SIGTERM.
import { serve } from '@hono/node-server'
import { createApp } from '#server/app.ts'
import { createMailerAndAuth } from '#server/auth/auth-from-env.ts'
import { openDatabase } from '#server/db/client.ts'
import { parcels, reportFactCorrections, reports } from '#server/db/schema/index.ts'
import { computeReportAnalysis } from '#server/domain/report-analysis.ts'
import { loadEnv } from '#server/env.ts'
import { createJobQueue } from '#server/jobs/queue.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'
import { createLogger } from '#server/lib/logger.ts'
import { loadWebBuild } from '#server/web-app/web-build.ts'
import path from 'node:path'

const env = loadEnv()
const logger = createLogger('warn')
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  logger,
)
await database.migrate()
const { mailer, auth } = await createMailerAndAuth(env, database.db, logger)
const queue = createJobQueue(database, logger)
const webBuild = await loadWebBuild(
  path.resolve(import.meta.dirname, '../../build/client'),
  env.PUBLIC_URL,
)
const app = createApp({
  db: database.db,
  auth,
  mailer,
  queue,
  logger,
  publicUrl: env.PUBLIC_URL,
  scriptHosts: [],
  connectHosts: [],
  version: 'bench',
  webBuild,
})

const signUp = await app.request('/api/auth/sign-up/email', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: env.PUBLIC_URL },
  body: JSON.stringify({
    name: 'Bench Owner',
    email: 'bench-owner@example.com',
    password: 'Correct-Horse-Battery-9',
  }),
})
if (signUp.status !== 200) throw new Error(`sign-up failed: ${await signUp.text()}`)
const cookie = signUp.headers
  .getSetCookie()
  .map((entry) => entry.split(';')[0])
  .join('; ')
const { user } = (await signUp.json()) as { user: { id: string } }

await database.db.insert(parcels).values({
  apn: '9000-019-083',
  ain: '9000019083',
  addressDisplay: '17849 S Normandie Ave, Los Angeles, CA',
  lotSf: 8090,
  lotWidthFt: 56,
  lotDepthFt: 144,
  zoneString: 'R3-1',
  zoneClass: 'R3',
  heightDistrict: '1',
  zoneParsedComplete: true,
  generalPlanLandUse: 'Medium Residential',
  existingUnits: 1,
  yearBuilt: 1928,
  useCode: '0100 - Residential - Single Family Residence',
  rso: false,
  distMtsMi: 0.195,
  tocTier: 3,
  sb79StopTier: 1,
  sb79DistBand: 'quarter',
  isDemo: true,
})
const [report] = await database.db
  .insert(reports)
  .values({
    userId: user.id,
    apn: '9000-019-083',
    address: '17849 S Normandie Ave, Los Angeles, CA',
    reportType: 'multifamily_development',
  })
  .returning({ id: reports.id })
if (!report) throw new Error('no report')
await database.db.insert(reportFactCorrections).values(
  ['vhfhsz', 'hpoz', 'wetland', 'habitatProtected', 'conservationEasement'].map((fact) => ({
    reportId: report.id,
    fact,
    action: 'set' as const,
    oldValue: null,
    newValue: { value: false },
    correctedByName: 'Bench Analyst',
  })),
)
await computeReportAnalysis(database.db, report.id, todayInLosAngeles())

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: '127.0.0.1' }, () => {
  console.log(JSON.stringify({ cookie, reportId: report.id }))
})
process.on('SIGTERM', () => {
  server.close(() => void database.close().then(() => process.exit(0)))
})
