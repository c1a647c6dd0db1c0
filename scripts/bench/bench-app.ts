// The real app as the benchmarks' servers run it (bench:orders, bench:report): a fresh database
// (embedded with DATA_DIR, or PostgreSQL with DATABASE_URL), migrated, with sign-up through the
// app's own endpoint and a serve-until-SIGTERM that closes everything it opened.
import { serve } from '@hono/node-server'
import { createApp } from '#server/app.ts'
import { createMailerAndAuth } from '#server/auth/auth-from-env.ts'
import { databaseTargetOf, openDatabase } from '#server/db/client.ts'
import { loadEnv } from '#server/env.ts'
import { createJobQueue } from '#server/jobs/queue.ts'
import { startJobWorker } from '#server/jobs/worker.ts'
import { createLogger } from '#server/lib/logger.ts'
import { loadWebBuild } from '#server/web-app/web-build.ts'
import path from 'node:path'

/** `webBuild`: serve the production build's pages too (npm run build first). */
export async function startBenchApp(options: { jobWorker: boolean; webBuild: boolean }) {
  const env = loadEnv()
  const logger = createLogger('warn')
  const database = await openDatabase(databaseTargetOf(env), logger)
  await database.migrate()
  const queue = createJobQueue(database, logger)
  await queue.start()
  const { mailer, auth, unsubscribeLinks } = await createMailerAndAuth(
    env,
    database.db,
    queue,
    logger,
  )
  let stopWorkerTimers = () => {}
  if (options.jobWorker) {
    stopWorkerTimers = await startJobWorker({
      db: database.db,
      logger,
      queue,
      mailer,
      publicUrl: env.PUBLIC_URL,
      unsubscribeLinks,
    })
  }
  const app = createApp({
    db: database.db,
    auth,
    mailer,
    unsubscribeLinks,
    queue,
    logger,
    publicUrl: env.PUBLIC_URL,
    scriptHosts: [],
    connectHosts: [],
    version: 'bench',
    webBuild: options.webBuild
      ? await loadWebBuild(path.resolve(import.meta.dirname, '../../build/client'), env.PUBLIC_URL)
      : null,
  })

  /** Signs a person up through the app: their cookie header and user id. */
  async function signUp(name: string, email: string) {
    const response = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.PUBLIC_URL },
      body: JSON.stringify({ name, email, password: 'Correct-Horse-Battery-9' }),
    })
    if (response.status !== 200) throw new Error(`sign-up failed: ${await response.text()}`)
    const cookie = response.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ')
    const { user } = (await response.json()) as { user: { id: string } }
    return { cookie, userId: user.id }
  }

  /** Serves on PORT, prints `ready` as one JSON line once listening, and closes on SIGTERM. */
  function serveUntilStopped(ready: object) {
    const server = serve({ fetch: app.fetch, port: env.PORT, hostname: '127.0.0.1' }, () => {
      console.log(JSON.stringify(ready))
    })
    process.on('SIGTERM', () => {
      server.close(() => {
        stopWorkerTimers()
        mailer.close()
        void queue
          .stop()
          .then(() => database.close())
          .then(() => process.exit(0))
      })
    })
  }

  return { env, app, db: database.db, signUp, serveUntilStopped }
}
