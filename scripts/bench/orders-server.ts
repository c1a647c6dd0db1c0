// A benchmark's server for `npm run bench:orders`: the real app with its job worker on a fresh
// database (embedded with DATA_DIR, or PostgreSQL with DATABASE_URL), in the test payment mode,
// holding one demo parcel and BENCH_BUYERS signed-up buyers. Prints one JSON line with the
// buyers' cookies and the parcel's APN, then serves until SIGTERM.
import { serve } from '@hono/node-server'
import { createApp } from '#server/app.ts'
import { createMailerAndAuth } from '#server/auth/auth-from-env.ts'
import { openDatabase } from '#server/db/client.ts'
import { parcels } from '#server/db/schema/index.ts'
import { loadEnv } from '#server/env.ts'
import { createJobQueue } from '#server/jobs/queue.ts'
import { startJobWorker } from '#server/jobs/worker.ts'
import { createLogger } from '#server/lib/logger.ts'

const BUYERS = Number(process.env.BENCH_BUYERS ?? 10)
const APN = '9000-019-083'

const env = loadEnv()
const logger = createLogger('warn')
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  logger,
)
await database.migrate()
const { mailer, auth } = await createMailerAndAuth(env, database.db, logger)
const queue = createJobQueue(database, logger)
await queue.start()
const stopWorkerTimers = await startJobWorker({
  db: database.db,
  logger,
  queue,
  mailer,
  publicUrl: env.PUBLIC_URL,
})
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
  webBuild: null,
})

const cookies: string[] = []
for (let index = 0; index < BUYERS; index += 1) {
  const signUp = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: env.PUBLIC_URL },
    body: JSON.stringify({
      name: `Bench Buyer ${index}`,
      email: `bench-buyer-${index}@example.com`,
      password: 'Correct-Horse-Battery-9',
    }),
  })
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${await signUp.text()}`)
  cookies.push(
    signUp.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; '),
  )
}

await database.db.insert(parcels).values({
  apn: APN,
  ain: APN.replaceAll('-', ''),
  addressDisplay: '17849 S Normandie Ave, Los Angeles, CA',
  lotSf: 8090,
  lotWidthFt: 56,
  lotDepthFt: 144,
  zoneString: 'R3-1',
  zoneClass: 'R3',
  heightDistrict: '1',
  zoneParsedComplete: true,
  existingUnits: 1,
  yearBuilt: 1928,
  rso: false,
  distMtsMi: 0.195,
  isDemo: true,
})

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: '127.0.0.1' }, () => {
  console.log(JSON.stringify({ cookies, apn: APN }))
})
process.on('SIGTERM', () => {
  server.close(() => {
    stopWorkerTimers()
    void queue
      .stop()
      .then(() => mailer.stop())
      .then(() => database.close())
      .then(() => process.exit(0))
  })
})
