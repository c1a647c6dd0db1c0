// The real application on a fresh test database, for API tests (app.request, no sockets).
import { hc } from 'hono/client'
import { createApp } from '#server/app.ts'
import type { ApiType } from '#server/api-type.ts'
import { createAuth, type Auth } from '#server/auth/auth.ts'
import type { Database } from '#server/db/client.ts'
import type { CardPayments } from '#server/domain/payments.ts'
import type { BaseMap } from '#server/features/base-map/base-map.ts'
import { ensureSiteSettingDefaults } from '#server/features/site-settings/site-settings.service.ts'
import { createJobQueue, type JobQueue, type JobQueueOptions } from '#server/jobs/queue.ts'
import { startJobWorker } from '#server/jobs/worker.ts'
import { createLogger, type Logger } from '#server/lib/logger.ts'
import { createMailer, type Mailer } from '#server/mail/mailer.ts'
import { mailGivenUpAdminEmail } from '#server/mail/templates.ts'
import { createUnsubscribeLinks, type UnsubscribeLinks } from '#server/mail/unsubscribe-links.ts'
import type { WebBuild } from '#server/web-app/web-build.ts'
import { createTestDatabase } from './test-database.ts'

export const TEST_PUBLIC_URL = 'http://localhost:3000'
/** The test server's secret: it signs sessions and unsubscribe links. */
export const TEST_SECRET = 'test-secret-test-secret-test-secret!'

/** The API's typed client, the one the web uses: a renamed route or input fails at type-check. */
export type TestApi = ReturnType<typeof hc<ApiType>>

/**
 * Who calls: a signed-in account's session cookie, a program with an API key (`apiKey: null`, a
 * program without one), or nobody (a visitor).
 */
export type Caller = { readonly cookie: string } | { readonly apiKey: string | null } | null

export type TestApp = {
  app: ReturnType<typeof createApp>
  database: Database
  auth: Auth
  mailer: Mailer
  unsubscribeLinks: UnsubscribeLinks
  queue: JobQueue
  logger: Logger
  /** Log lines the app wrote, parsed. */
  logs: Array<Record<string, unknown>>
  /** A request to the app, as a browser on this site would send it (same Origin). */
  request(path: string, init?: RequestInit): Promise<Response>
  /**
   * The typed client calling the app as `caller` (a visitor when null), through `request`:
   * same Origin, and the caller's cookie. A program sends its key and, being no browser, no
   * Origin. Requests the client cannot make (better-auth's own routes, signed webhooks,
   * deliberately malformed ones) go through `request`, to the address the client's `$url` gives
   * wherever the route is one of the API's (decision 390).
   */
  api(caller?: Caller): TestApi
  close(): Promise<void>
}

export type TestAppOptions = {
  database?: Database
  /** Mail goes through this SMTP server; unset, it is held in the outbox. */
  smtpUrl?: string
  adminEmail?: string
  /** Believe this many proxies' X-Forwarded-For (default 0: the header is ignored). */
  trustedProxyHops?: number
  /** Serve this web build besides the API (default: the API only). */
  webBuild?: WebBuild
  /** Card payments; the built-in test mode when unset. */
  payments?: CardPayments
  /** The job queue's clock (pg-boss's TestClock, to move its time by hand). */
  clock?: JobQueueOptions['clock']
  /** A base map of streets under the lots (MAP_STYLE_URL); none when unset. */
  baseMap?: BaseMap
}

/** The headers that say who calls. */
function headersOf(caller: Caller): Record<string, string> {
  if (caller === null) return {}
  if ('cookie' in caller) return { cookie: caller.cookie }
  return caller.apiKey ? { authorization: `Bearer ${caller.apiKey}` } : {}
}

export async function createTestApp(overrides: TestAppOptions = {}): Promise<TestApp> {
  const database = overrides.database ?? (await createTestDatabase())
  await ensureSiteSettingDefaults(database.db)
  const logs: Array<Record<string, unknown>> = []
  const logger: Logger = createLogger('debug', (line) =>
    logs.push(JSON.parse(line) as Record<string, unknown>),
  )
  const queue = createJobQueue(database, logger, { clock: overrides.clock })
  const { adminEmail } = overrides
  await queue.start()
  const mailer = createMailer({
    db: database.db,
    queue,
    smtpUrl: overrides.smtpUrl,
    from: 'Lotwise <test@lotwise.local>',
    logger,
    givenUpNotice: adminEmail
      ? (failed) => mailGivenUpAdminEmail(adminEmail, TEST_PUBLIC_URL, failed)
      : undefined,
  })
  const auth = createAuth({
    db: database.db,
    mailer,
    logger,
    publicUrl: TEST_PUBLIC_URL,
    secret: TEST_SECRET,
  })
  const unsubscribeLinks = createUnsubscribeLinks(TEST_SECRET)
  const stopWorkerTimers = await startJobWorker({
    db: database.db,
    logger,
    queue,
    mailer,
    publicUrl: TEST_PUBLIC_URL,
    adminEmail,
    unsubscribeLinks,
  })
  const app = createApp({
    db: database.db,
    auth,
    mailer,
    unsubscribeLinks,
    queue,
    payments: overrides.payments,
    adminEmail,
    logger,
    publicUrl: TEST_PUBLIC_URL,
    scriptHosts: ['https://js.stripe.com'],
    connectHosts: [],
    baseMap: overrides.baseMap ?? null,
    version: 'test',
    webBuild: overrides.webBuild ?? null,
    trustedProxyHops: overrides.trustedProxyHops ?? 0,
  })
  const request: TestApp['request'] = (path, init = {}) => {
    const headers = new Headers(init.headers)
    if (!headers.has('origin')) headers.set('origin', TEST_PUBLIC_URL)
    return Promise.resolve(app.request(path, { ...init, headers }))
  }
  return {
    app,
    database,
    auth,
    mailer,
    unsubscribeLinks,
    queue,
    logger,
    logs,
    request,
    api: (caller = null) => {
      // A program is no browser: it sends no Origin, so its requests skip `request`.
      const send = caller !== null && 'apiKey' in caller ? app.request : request
      return hc<ApiType>(`${TEST_PUBLIC_URL}/api`, {
        headers: headersOf(caller),
        fetch: (input: Request | string | URL, init?: RequestInit) =>
          input instanceof Request
            ? app.request(input)
            : Promise.resolve(send(String(input), init)),
      })
    },
    close: async () => {
      stopWorkerTimers()
      await queue.stop()
      mailer.close()
      await database.close()
    },
  }
}
