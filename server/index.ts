// Starts Lotwise: settings, database and migrations, then the HTTP server. Stops cleanly on
// SIGINT/SIGTERM: in-flight requests finish, then the database closes.
import path from 'node:path'
import { startHttpServer } from './http/http-server.ts'
import { createApp } from './app.ts'
import { createDemoAccountsIfEmpty, DEMO_ACCOUNTS } from './demo-accounts.ts'
import { createMailerAndAuth } from './auth/auth-from-env.ts'
import { createJobQueue } from './jobs/queue.ts'
import { startJobWorker } from './jobs/worker.ts'
import { createStripePayments, TEST_PAYMENTS } from './domain/payments.ts'
import { databaseTargetOf, openDatabase } from './db/client.ts'
import { loadEnv } from './env.ts'
import { loadStarterData } from './data/starter-data.ts'
import { ensureSiteSettingDefaults } from './features/site-settings/site-settings.service.ts'
import { createLogger } from './lib/logger.ts'
import { packageVersion } from './lib/version.ts'
import { loadWebBuild } from './web-app/web-build.ts'
import { readBaseMap } from './features/base-map/base-map.ts'
import { VOICE_WIDGET_SCRIPT_URL } from '#common/voice-widget.ts'

const WEB_BUILD_DIR = path.resolve(import.meta.dirname, '../build/client')
/** In-flight requests get this long to finish on shutdown. */
const SHUTDOWN_GRACE_MS = 10_000

const env = loadEnv()
const logger = createLogger(env.LOG_LEVEL)

const database = await openDatabase(databaseTargetOf(env), logger).catch((error: unknown) => {
  // A second process on the same embedded database, or an unreachable one: say so plainly.
  console.error(`Lotwise could not start: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
await database.migrate()
await ensureSiteSettingDefaults(database.db)
// A fresh embedded database gets the demo city and the real parcels of the seed, so the product
// works out of the box.
if (database.kind === 'embedded') {
  await loadStarterData({ database, logger })
}

const queue = createJobQueue(database, logger)
await queue.start()
const { mailer, auth, unsubscribeLinks } = await createMailerAndAuth(
  env,
  database.db,
  queue,
  logger,
)
// A fresh embedded database also gets a demo admin and a demo user to sign in with. Created
// before the worker starts: on the embedded database the first screen refresh would otherwise
// hold every query of theirs back for as long as it runs (a minute for the demo city).
if (
  database.kind === 'embedded' &&
  (await createDemoAccountsIfEmpty({
    db: database.db,
    auth,
    queue,
    mailer,
    publicUrl: env.PUBLIC_URL,
    adminEmail: env.ADMIN_EMAIL,
  }))
) {
  console.log(
    [
      'Demo accounts created (see README):',
      `  admin  ${DEMO_ACCOUNTS.admin.email}  password ${DEMO_ACCOUNTS.admin.password}`,
      `  user   ${DEMO_ACCOUNTS.user.email}  password ${DEMO_ACCOUNTS.user.password}`,
    ].join('\n'),
  )
}

const webBuild = await loadWebBuild(WEB_BUILD_DIR, env.PUBLIC_URL, env.ELEVENLABS_AGENT_ID ?? null)
if (!env.ELEVENLABS_AGENT_ID) logger.info('voice assistant off: ELEVENLABS_AGENT_ID is not set')
if (!webBuild) logger.warn('no web build found: serving the API only (run npm run build)')

// Stripe when both keys are set; otherwise the clearly labelled test payment mode (decision 122).
const payments =
  env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
    ? createStripePayments({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      })
    : TEST_PAYMENTS
if (payments === TEST_PAYMENTS)
  logger.warn('card payments in test mode: card orders complete without charging anything', {
    setting: env.TEST_PAYMENTS === 'on' ? 'TEST_PAYMENTS=on' : 'no Stripe keys outside production',
  })
const app = createApp({
  payments,
  db: database.db,
  auth,
  mailer,
  unsubscribeLinks,
  queue,
  adminEmail: env.ADMIN_EMAIL,
  logger,
  publicUrl: env.PUBLIC_URL,
  scriptHosts: env.CSP_SCRIPT_HOSTS,
  scriptUrls: env.ELEVENLABS_AGENT_ID ? [VOICE_WIDGET_SCRIPT_URL] : [],
  connectHosts: env.CSP_CONNECT_HOSTS,
  baseMap: env.MAP_STYLE_URL ? await readBaseMap(env.MAP_STYLE_URL, logger) : null,
  version: webBuild?.version ?? packageVersion(),
  trustedProxyHops: env.TRUSTED_PROXY_HOPS,
  webBuild,
})

const server = startHttpServer(app.fetch, env.PORT, (info) => {
  logger.info('Lotwise is running', {
    url: `http://localhost:${info.port}`,
    publicUrl: env.PUBLIC_URL,
    database: database.kind,
  })
})
server.on('error', (error: NodeJS.ErrnoException) => {
  const reason =
    error.code === 'EADDRINUSE' ? `port ${env.PORT} is already in use (set PORT)` : error.message
  console.error(`Lotwise could not start: ${reason}`)
  process.exit(1)
})

// With JOB_WORKER=off this process only queues jobs; a server with the worker on runs them.
// Started once the server listens: jobs resumed at start (a screen refresh cut short by the last
// stop) would otherwise slow every step of the start on the embedded database.
let stopWorkerTimers = () => {}
if (env.JOB_WORKER === 'on')
  stopWorkerTimers = await startJobWorker({
    db: database.db,
    logger,
    queue,
    mailer,
    publicUrl: env.PUBLIC_URL,
    adminEmail: env.ADMIN_EMAIL,
    unsubscribeLinks,
  })
else logger.info('job worker off: queued jobs wait for a server with JOB_WORKER=on')

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  logger.info('shutting down', { signal })
  const forced = setTimeout(() => {
    logger.error('shutdown took too long; exiting')
    process.exit(1)
  }, SHUTDOWN_GRACE_MS)
  forced.unref()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  stopWorkerTimers()
  await queue.stop()
  mailer.close()
  await database.close()
  logger.info('stopped')
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
