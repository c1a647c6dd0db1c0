// Assembles the HTTP application: middleware, the API under /api, and the web app.
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { requestId } from 'hono/request-id'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { AppError } from '#common/errors.ts'
import type { Auth } from './auth/auth.ts'
import type { Db } from './db/client.ts'
import type { JobQueue } from './jobs/queue.ts'
import type { Mailer } from './mail/mailer.ts'
import type { UnsubscribeLinks } from './mail/unsubscribe-links.ts'
import { TEST_PAYMENTS, type CardPayments } from './domain/payments.ts'
import { profileRoutes, rpcRoutes } from './features/accounts/accounts.routes.ts'
import { apiKeyRoutes } from './features/api-v1/api-keys.routes.ts'
import { apiV1Routes } from './features/api-v1/api-v1.routes.ts'
import { digestSettingRoutes, unsubscribeRoutes } from './features/digest/digest.routes.ts'
import { healthRoutes } from './features/health/health.routes.ts'
import {
  createAdminOrdersRoutes,
  createOrdersRoutes,
  createPlanRoutes,
  createProductsRoutes,
} from './features/orders/orders.routes.ts'
import { outboxRoutes } from './features/outbox/outbox.routes.ts'
import { adminScreenRoutes, screenRoutes } from './features/screen/screen.routes.ts'
import { adminWatchRoutes, watchRoutes } from './features/watch/watch.routes.ts'
import { createPaymentsRoutes } from './features/payments/payments.routes.ts'
import { parcelsRoutes } from './features/parcels/parcels.routes.ts'
import { tilesRoutes } from './features/tiles/tiles.routes.ts'
import {
  adminReportsRoutes,
  reportFunctionRoutes,
  reportsRoutes,
  sharedReportRoutes,
} from './features/reports/reports.routes.ts'
import {
  siteSettingsRoutes,
  siteSettingsWriteRoutes,
} from './features/site-settings/site-settings.routes.ts'
import type { AppEnv } from './http/app-env.ts'
import { authRateLimit } from './http/auth-rate-limit.ts'
import { toAppError } from './http/error-response.ts'
import { requestInput, urlLimit } from './http/request-input.ts'
import { loadActor } from './http/load-actor.ts'
import { withoutSessionToken } from './http/session-response.ts'
import type { Logger } from './lib/logger.ts'
import { requestLogger } from './http/request-logger.ts'
import { sameOrigin } from './http/same-origin.ts'
import { compressJson } from './http/compress-json.ts'
import { setResponseHeader } from './http/response-headers.ts'
import { securityHeaders } from './http/security-headers.ts'
import { createWebAppRoutes } from './web-app/web-app.routes.ts'
import type { BaseMap } from './features/base-map/base-map.ts'
import { createBaseMapRoutes } from './features/base-map/base-map.routes.ts'
import type { WebBuild } from './web-app/web-build.ts'

export type AppDeps = {
  db: Db
  auth: Auth
  mailer: Mailer
  /** Signs and checks the emails' unsubscribe links (the server's secret, its own key). */
  unsubscribeLinks: UnsubscribeLinks
  queue: JobQueue
  /** Card payments; the built-in test mode when unset. */
  payments?: CardPayments
  logger: Logger
  publicUrl: string
  /** Where report requests and completions are announced to the team (unset: nowhere). */
  adminEmail?: string
  /** Script hosts the content security policy allows besides this site. */
  scriptHosts: readonly string[]
  /** Exact script URLs allowed besides those hosts (the voice widget's, when it is on). */
  scriptUrls?: readonly string[]
  connectHosts: readonly string[]
  /** The base map of streets and labels (MAP_STYLE_URL); its hosts join the policy. */
  baseMap?: BaseMap | null
  version: string
  /** Proxies of our own in front of the server, whose X-Forwarded-For is believed (env.ts). */
  trustedProxyHops?: number
  /** The built web app; null when only the API is served (tests, development). */
  webBuild: WebBuild | null
}

/**
 * The API's routes; their types reach the web client through server/api-type.ts. Routes after
 * `loadActor` know the caller; the public ones before it skip the session lookup. Programs on
 * /v1 carry an API key, not a session: the key middleware there says who they are.
 */
function createApiRoutes(
  auth: Auth,
  trustedProxyHops: number,
  payments: CardPayments,
  baseMap: BaseMap | null,
) {
  return new Hono<AppEnv>()
    .use('/auth/*', authRateLimit(trustedProxyHops))
    .on(['GET', 'POST'], '/auth/*', async (c) => withoutSessionToken(await auth.handler(c.req.raw)))
    .route('/health', healthRoutes)
    .route('/parcels', parcelsRoutes)
    .route('/tiles', tilesRoutes)
    .route('/map', createBaseMapRoutes(baseMap))
    .route('/site-settings', siteSettingsRoutes)
    .route('/payments', createPaymentsRoutes(payments))
    .route('/shared', sharedReportRoutes)
    .route('/v1', apiV1Routes)
    .route('/unsubscribe', unsubscribeRoutes)
    .use(loadActor(auth))
    .route('/profile/digest', digestSettingRoutes)
    .route('/profile', profileRoutes)
    .route('/profile/api-keys', apiKeyRoutes)
    .route('/screen', screenRoutes)
    .route('/watches', watchRoutes)
    .route('/rpc', rpcRoutes)
    .route('/reports', reportsRoutes)
    .route('/functions', reportFunctionRoutes)
    .route('/admin/outbox', outboxRoutes)
    .route('/admin/reports', adminReportsRoutes)
    .route('/admin/screen', adminScreenRoutes)
    .route('/admin/watches', adminWatchRoutes)
    .route('/products', createProductsRoutes(payments))
    .route('/orders', createOrdersRoutes(payments))
    .route('/plan', createPlanRoutes(payments))
    .route('/admin', createAdminOrdersRoutes(payments))
    .route('/site-settings', siteSettingsWriteRoutes)
}

export type ApiRoutes = ReturnType<typeof createApiRoutes>

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()

  app.use(requestId())
  app.use(async (c, next) => {
    c.set('db', deps.db)
    c.set('logger', deps.logger)
    c.set('mailer', deps.mailer)
    c.set('unsubscribeLinks', deps.unsubscribeLinks)
    c.set('queue', deps.queue)
    c.set('publicUrl', deps.publicUrl)
    c.set('adminEmail', deps.adminEmail)
    c.set('actor', null)
    c.set('version', deps.version)
    await next()
  })
  app.use(requestLogger())
  app.use(urlLimit())
  app.use(
    securityHeaders({
      scriptHosts: deps.scriptHosts,
      scriptUrls: deps.scriptUrls,
      connectHosts: [...deps.connectHosts, ...(deps.baseMap?.hosts ?? [])],
      https: deps.publicUrl.startsWith('https://'),
    }),
  )
  app.use(compress())
  // Any answer may be compressed, so every answer varies by Accept-Encoding. Said here, in place,
  // it spares the compress middleware its own rebuild of the response (see response-headers.ts).
  app.use(async (c, next) => {
    await next()
    const vary = c.res.headers.get('Vary')
    if (vary === '*' || vary?.toLowerCase().includes('accept-encoding')) return
    setResponseHeader(c, 'Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  })

  app.use('/api/*', compressJson())
  app.use('/api/*', sameOrigin(deps.publicUrl))
  app.use('/api/*', requestInput())
  // API answers are about the caller (profiles, reports, sessions): no cache may keep them.
  app.use('/api/*', async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) setResponseHeader(c, 'Cache-Control', 'no-store')
  })
  const api = createApiRoutes(
    deps.auth,
    deps.trustedProxyHops ?? 0,
    deps.payments ?? TEST_PAYMENTS,
    deps.baseMap ?? null,
  )
  api.all('*', (c) => {
    throw new AppError('NOT_FOUND', `No API endpoint ${c.req.method} ${c.req.path}`)
  })
  app.route('/api', api)
  if (deps.webBuild) app.route('/', createWebAppRoutes(deps.webBuild, deps.publicUrl))

  app.notFound((c) => c.json(new AppError('NOT_FOUND', 'Not found').toBody(), 404))
  app.onError((error, c) => {
    const appError = toAppError(error)
    if (appError.code === 'INTERNAL') {
      c.var.logger.error('unhandled error', { requestId: c.var.requestId, error })
    }
    return c.json(appError.toBody(), appError.status as ContentfulStatusCode)
  })
  return app
}
