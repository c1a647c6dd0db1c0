// The authorization matrix (issue 12): every API endpoint the server routes, called as a
// visitor, a report's owner, another user and an admin, against the status each must get. The
// rows are checked against the app's own route list, so an endpoint without a row fails here.
// Adding an endpoint: one row in MATRIX, `[visitor, owner, other, admin]` statuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITE_SETTING_KEYS } from '#common/site-settings.ts'
import { emailOutbox, watchRuns } from '#server/db/schema/index.ts'
import { callAs, createPeople, requestAs, type People, type Who } from '#tests/setup/people.ts'
import { insertAnalyzedReport, insertParcel } from '#tests/setup/reports.ts'
import { answeredChecklist } from '#tests/setup/review.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let people: People

/** What a row may need: a fresh report of the owner's, a parcel, a watch, a failed email. */
const fixtures = {
  /** A report of the owner's on a lot with a place, so it has a map. */
  report: async (status: 'pending' | 'completed' = 'completed') =>
    (
      await insertAnalyzedReport(
        t.database.db,
        { userId: people.owner.id, status },
        { lat: 34.05, lon: -118.25 },
      )
    ).id,
  apn: async () => (await insertParcel(t.database.db)).apn,
  /** A completed order of the owner's: a credit pack paid in test payment mode. */
  order: async () => {
    const placed = await callAs(t, people, 'owner', (api) =>
      api.orders.$post({
        json: {
          productId: 'credits_3',
          idempotencyKey: freshKey(),
          expectedPayment: 'card',
          expectedPriceCents: 39900,
        },
      }),
    )
    expect(placed.status).toBe(201)
    return (placed.body as { id: string }).id
  },
  /** An active share link on a fresh report of the owner's. */
  shareLink: async () => {
    const reportId = await fixtures.report()
    const made = await callAs(t, people, 'owner', (api) =>
      api.reports[':id']['share-links'].$post({
        param: { id: reportId },
        json: { expiresInDays: 7 },
      }),
    )
    expect(made.status).toBe(201)
    return made.body as { id: string; reportId: string; token: string }
  },
  /** Waits until the latest re-run of the watched lots, if any, has finished (the worker's). */
  noWatchRunGoing: async () => {
    const deadline = Date.now() + 30_000
    while ((await t.database.db.select().from(watchRuns)).some((run) => !run.finishedAt)) {
      if (Date.now() > deadline) throw new Error('the re-run of the watched lots did not finish')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  },
  /** A lot the owner watches. */
  ownersWatch: async () => {
    const apn = await fixtures.apn()
    const saved = await callAs(t, people, 'owner', (api) => api.watches.$post({ json: { apn } }))
    expect(saved.status).toBe(201)
    return (saved.body as { watch: { id: string } }).watch.id
  },
  /** An API key of the owner's. */
  apiKey: async () => {
    const made = await callAs(t, people, 'owner', (api) =>
      api.profile['api-keys'].$post({ json: { name: 'Matrix', scopes: ['parcels:read'] } }),
    )
    expect(made.status).toBe(201)
    return (made.body as { key: { id: string } }).key.id
  },
  /** A list of APNs the owner uploaded to Find Lots. */
  ownersList: async () => {
    // A CSV body, which the typed client does not send (decision 390).
    const uploaded = await t.request('/api/screen/lists', {
      method: 'POST',
      body: await fixtures.apn(),
      headers: { 'content-type': 'text/csv', cookie: people.owner.cookie },
    })
    expect(uploaded.status).toBe(201)
    return ((await uploaded.json()) as { list: { id: string } }).list.id
  },
  /** A screen the owner saved. */
  ownersSavedScreen: async () => {
    const saved = await callAs(t, people, 'owner', (api) =>
      api.screen.saved.$post({ json: { name: 'Matrix', query: 'minHomes=4' } }),
    )
    expect(saved.status).toBe(201)
    return (saved.body as { screen: { id: string } }).screen.id
  },
  failedEmail: async () => {
    const [row] = await t.database.db
      .insert(emailOutbox)
      .values({ to: 'x@example.com', subject: 's', text: 't', html: 'h', status: 'failed' })
      .returning({ id: emailOutbox.id })
    return row!.id
  },
}

let keys = 0
const freshKey = () => `matrix-key-${(keys += 1)}`

/** A JSON body, or for the list uploads a CSV sent as the request's body. */
type Call = { path: string; body?: unknown; csv?: string }
type Row = {
  call: () => Promise<Call>
  /** Statuses for visitor, owner, other user, admin. */
  expect: [visitor: number, owner: number, other: number, admin: number]
}

const report =
  (suffix = '', body?: unknown, status?: 'pending') =>
  async () => ({
    path: `/api/reports/${await fixtures.report(status)}${suffix}`,
    body,
  })

const MATRIX: Record<string, Row> = {
  'GET /api/auth/*': {
    call: async () => ({ path: '/api/auth/get-session' }),
    expect: [200, 200, 200, 200],
  },
  // A wrong password: signing out here would end the callers' sessions for the later rows.
  'POST /api/auth/*': {
    call: async () => ({
      path: '/api/auth/sign-in/email',
      body: { email: 'nobody@example.com', password: 'Wrong-Password-123' },
    }),
    expect: [401, 401, 401, 401],
  },
  'GET /api/health': { call: async () => ({ path: '/api/health' }), expect: [200, 200, 200, 200] },
  'GET /api/parcels/search': {
    call: async () => ({ path: '/api/parcels/search?q=100%20test' }),
    expect: [200, 200, 200, 200],
  },
  'GET /api/parcels/:apn': {
    call: async () => ({ path: `/api/parcels/${await fixtures.apn()}` }),
    expect: [200, 200, 200, 200],
  },
  'GET /api/site-settings/:key': {
    call: async () => ({ path: `/api/site-settings/${SITE_SETTING_KEYS[0]}` }),
    expect: [200, 200, 200, 200],
  },
  'GET /api/tiles/:z/:x/:y': {
    // Map tiles are public: the world tile is too far out to draw lots.
    call: async () => ({ path: '/api/tiles/0/0/0' }),
    expect: [204, 204, 204, 204],
  },
  'GET /api/map/base-style': {
    // Which base map the public map draws: public, like the tiles.
    call: async () => ({ path: '/api/map/base-style' }),
    expect: [200, 200, 200, 200],
  },
  'GET /api/parcels/example': {
    call: async () => ({ path: '/api/parcels/example' }),
    expect: [200, 200, 200, 200],
  },
  'PUT /api/site-settings/:key': {
    call: async () => ({
      path: '/api/site-settings/hero_image',
      body: { value: '/images/matrix-hero.webp' },
    }),
    expect: [401, 403, 403, 200],
  },
  'GET /api/profile': {
    call: async () => ({ path: '/api/profile' }),
    expect: [401, 200, 200, 200],
  },
  'POST /api/rpc/admin_check_test': {
    call: async () => ({ path: '/api/rpc/admin_check_test', body: {} }),
    expect: [401, 403, 403, 200],
  },
  'POST /api/rpc/debug_permissions': {
    call: async () => ({ path: '/api/rpc/debug_permissions', body: {} }),
    expect: [200, 200, 200, 200],
  },
  'GET /api/products': {
    call: async () => ({ path: '/api/products' }),
    expect: [200, 200, 200, 200],
  },
  'GET /api/products/:id': {
    call: async () => ({ path: '/api/products/single_family' }),
    expect: [200, 200, 200, 200],
  },
  'GET /api/orders': { call: async () => ({ path: '/api/orders' }), expect: [401, 200, 200, 200] },
  'POST /api/orders': {
    call: async () => ({
      path: '/api/orders',
      body: {
        productId: 'credits_3',
        idempotencyKey: freshKey(),
        expectedPayment: 'card',
        expectedPriceCents: 39900,
      },
    }),
    expect: [401, 201, 201, 201],
  },
  'GET /api/orders/:id': {
    call: async () => ({ path: `/api/orders/${await fixtures.order()}` }),
    expect: [401, 200, 403, 200],
  },
  // Everyone signed in may change their own plan's renewal; none of these people has a plan.
  'PUT /api/plan/renewal': {
    call: async () => ({ path: '/api/plan/renewal', body: { renews: false } }),
    expect: [401, 409, 409, 409],
  },
  // Without Stripe keys there is no webhook to call (test payment mode).
  'POST /api/payments/stripe/webhook': {
    call: async () => ({ path: '/api/payments/stripe/webhook', body: {} }),
    expect: [404, 404, 404, 404],
  },
  'GET /api/admin/orders': {
    call: async () => ({ path: '/api/admin/orders' }),
    expect: [401, 403, 403, 200],
  },
  'POST /api/admin/credits': {
    call: async () => ({
      path: '/api/admin/credits',
      body: { email: people.other.email, credits: 1, reason: 'matrix', idempotencyKey: freshKey() },
    }),
    expect: [401, 403, 403, 200],
  },
  'POST /api/admin/orders/:id/refund': {
    call: async () => ({
      path: `/api/admin/orders/${await fixtures.order()}/refund`,
      body: { reason: 'matrix' },
    }),
    expect: [401, 403, 403, 200],
  },
  'PATCH /api/admin/products/:id': {
    call: async () => ({ path: '/api/admin/products/credits_3', body: { priceCents: 39_900 } }),
    expect: [401, 403, 403, 200],
  },
  'GET /api/admin/accounts/:id/ledger': {
    call: async () => ({ path: `/api/admin/accounts/${people.owner.id}/ledger` }),
    expect: [401, 403, 403, 200],
  },
  'GET /api/reports': {
    call: async () => ({ path: '/api/reports' }),
    expect: [401, 200, 200, 200],
  },
  'GET /api/reports/:id': { call: report(), expect: [401, 200, 404, 200] },
  'PATCH /api/reports/:id': { call: report('', { notes: 'matrix' }), expect: [401, 200, 404, 200] },
  'PUT /api/reports/:id/proforma': {
    call: report('/proforma', { assumptions: { capRate: 5.5 } }),
    expect: [401, 200, 404, 200],
  },
  'GET /api/reports/:id/pdf': { call: report('/pdf'), expect: [401, 200, 404, 200] },
  'GET /api/reports/:id/map.svg': { call: report('/map.svg'), expect: [401, 200, 404, 200] },
  'GET /api/reports/:id/lot-place': {
    call: report('/lot-place'),
    expect: [401, 200, 404, 200],
  },
  'GET /api/reports/:id/share-links': {
    call: report('/share-links'),
    expect: [401, 200, 404, 200],
  },
  'POST /api/reports/:id/share-links': {
    call: report('/share-links', { expiresInDays: 7 }),
    expect: [401, 201, 404, 201],
  },
  'DELETE /api/reports/:id/share-links/:linkId': {
    call: async () => {
      const link = await fixtures.shareLink()
      return { path: `/api/reports/${link.reportId}/share-links/${link.id}` }
    },
    expect: [401, 200, 404, 200],
  },
  // Anyone holding an active link reads the report it opens: that is what a share link is for.
  'GET /api/shared/:token': {
    call: async () => ({ path: `/api/shared/${(await fixtures.shareLink()).token}` }),
    expect: [200, 200, 200, 200],
  },
  'GET /api/shared/:token/pdf': {
    call: async () => ({ path: `/api/shared/${(await fixtures.shareLink()).token}/pdf` }),
    expect: [200, 200, 200, 200],
  },
  'GET /api/shared/:token/map.svg': {
    call: async () => ({ path: `/api/shared/${(await fixtures.shareLink()).token}/map.svg` }),
    expect: [200, 200, 200, 200],
  },
  'POST /api/reports/:id/corrections': {
    call: report('/corrections', { set: { lot_sf: 9_000 } }),
    expect: [401, 403, 404, 200],
  },
  // An owner may recompute only a stale report; this one is current: allowed, nothing to do (409).
  'POST /api/reports/:id/recompute': {
    call: report('/recompute', {}),
    expect: [401, 409, 404, 200],
  },
  'GET /api/reports/:id/review-checklist': {
    call: report('/review-checklist', undefined, 'pending'),
    expect: [401, 403, 403, 200],
  },
  'POST /api/reports/:id/publish': {
    call: async () => {
      const id = await fixtures.report('pending')
      return { path: `/api/reports/${id}/publish`, body: await answeredChecklist(t, people, id) }
    },
    expect: [401, 403, 403, 200],
  },
  'DELETE /api/reports/:id': { call: report(), expect: [401, 403, 403, 204] },
  'POST /api/functions/send-report-notification': {
    call: async () => ({
      path: '/api/functions/send-report-notification',
      body: {
        type: 'request',
        reportId: await fixtures.report(),
        userEmail: people.owner.email,
        userName: 'Olive Owner',
        address: '100 Test St',
        reportType: 'single_family',
      },
    }),
    expect: [401, 200, 404, 200],
  },
  'GET /api/admin/outbox': {
    call: async () => ({ path: '/api/admin/outbox' }),
    expect: [401, 403, 403, 200],
  },
  'POST /api/admin/outbox/:id/resend': {
    call: async () => ({
      path: `/api/admin/outbox/${await fixtures.failedEmail()}/resend`,
      body: {},
    }),
    expect: [401, 403, 403, 200],
  },
  'GET /api/admin/reports': {
    call: async () => ({ path: '/api/admin/reports' }),
    expect: [401, 403, 403, 200],
  },
  'POST /api/admin/reports': {
    call: async () => ({ path: '/api/admin/reports', body: { apn: await fixtures.apn() } }),
    expect: [401, 403, 403, 201],
  },
  'GET /api/admin/reports/recompute': {
    call: async () => ({ path: '/api/admin/reports/recompute' }),
    expect: [401, 403, 403, 200],
  },
  'POST /api/admin/reports/recompute': {
    call: async () => ({ path: '/api/admin/reports/recompute', body: {} }),
    expect: [401, 403, 403, 202],
  },
  'GET /api/screen': {
    call: async () => ({ path: '/api/screen?minHomes=4' }),
    expect: [200, 200, 200, 200],
  },
  'GET /api/screen/export': {
    call: async () => ({ path: '/api/screen/export?minHomes=4' }),
    expect: [401, 200, 200, 200],
  },
  // The plan-area filter's choices: the same for anyone, as the filter is.
  'GET /api/screen/plans': {
    call: async () => ({ path: '/api/screen/plans' }),
    expect: [200, 200, 200, 200],
  },
  // Visitors' dots are their first few lots, as their table is.
  'GET /api/screen/dots': {
    call: async () => ({ path: '/api/screen/dots?minHomes=4' }),
    expect: [200, 200, 200, 200],
  },
  'GET /api/screen/summary.pdf': {
    call: async () => ({ path: '/api/screen/summary.pdf?minHomes=4' }),
    expect: [401, 200, 200, 200],
  },
  'POST /api/screen/lists': {
    call: async () => ({ path: '/api/screen/lists?name=Matrix', csv: await fixtures.apn() }),
    expect: [401, 201, 201, 201],
  },
  'GET /api/screen/lists': {
    call: async () => ({ path: '/api/screen/lists' }),
    expect: [401, 200, 200, 200],
  },
  // A list is its owner's alone: to anyone else, an admin too, it is not found.
  'GET /api/screen/lists/:id': {
    call: async () => ({ path: `/api/screen/lists/${await fixtures.ownersList()}` }),
    expect: [401, 200, 404, 404],
  },
  'DELETE /api/screen/lists/:id': {
    call: async () => ({ path: `/api/screen/lists/${await fixtures.ownersList()}` }),
    expect: [401, 204, 404, 404],
  },
  'GET /api/screen/saved': {
    call: async () => ({ path: '/api/screen/saved' }),
    expect: [401, 200, 200, 200],
  },
  'POST /api/screen/saved': {
    call: async () => ({
      path: '/api/screen/saved',
      body: { name: 'Matrix', query: 'zone=single_family' },
    }),
    expect: [401, 201, 201, 201],
  },
  // A saved screen is its owner's alone: to anyone else, an admin too, it is not found.
  'POST /api/screen/saved/:id/seen': {
    call: async () => ({
      path: `/api/screen/saved/${await fixtures.ownersSavedScreen()}/seen`,
      body: {},
    }),
    expect: [401, 204, 404, 404],
  },
  'DELETE /api/screen/saved/:id': {
    call: async () => ({ path: `/api/screen/saved/${await fixtures.ownersSavedScreen()}` }),
    expect: [401, 204, 404, 404],
  },
  'GET /api/watches': {
    call: async () => ({ path: '/api/watches' }),
    expect: [401, 200, 200, 200],
  },
  'POST /api/watches': {
    call: async () => ({ path: '/api/watches', body: { apn: await fixtures.apn() } }),
    expect: [401, 201, 201, 201],
  },
  'POST /api/watches/seen': {
    call: async () => ({ path: '/api/watches/seen', body: {} }),
    expect: [401, 204, 204, 204],
  },
  // Only the owner removes their watch; to anyone else it is not found.
  'DELETE /api/watches/:id': {
    call: async () => ({ path: `/api/watches/${await fixtures.ownersWatch()}` }),
    expect: [401, 204, 404, 404],
  },
  'GET /api/admin/watches/refresh': {
    call: async () => ({ path: '/api/admin/watches/refresh' }),
    expect: [401, 403, 403, 200],
  },
  'POST /api/admin/watches/refresh': {
    call: async () => ({ path: '/api/admin/watches/refresh', body: {} }),
    expect: [401, 403, 403, 202],
  },
  // Started once the admin's re-run above has finished: a second while one runs is refused.
  'POST /api/admin/watches/simulate-law-change': {
    call: async () => {
      await fixtures.noWatchRunGoing()
      return { path: '/api/admin/watches/simulate-law-change', body: {} }
    },
    expect: [401, 403, 403, 202],
  },
  'GET /api/reports/:id/changes': {
    call: async () => ({ path: `/api/reports/${await fixtures.report()}/changes` }),
    expect: [401, 200, 404, 200],
  },
  'GET /api/profile/digest': {
    call: async () => ({ path: '/api/profile/digest' }),
    expect: [401, 200, 200, 200],
  },
  'PUT /api/profile/digest': {
    call: async () => ({ path: '/api/profile/digest', body: { frequency: 'weekly' } }),
    expect: [401, 200, 200, 200],
  },
  // The link is the permission (decision 401): whoever holds the owner's link may use it.
  'GET /api/unsubscribe/:token': {
    call: async () => ({ path: `/api/unsubscribe/${t.unsubscribeLinks.sign(people.owner.id)}` }),
    expect: [200, 200, 200, 200],
  },
  'POST /api/unsubscribe/:token': {
    call: async () => ({
      path: `/api/unsubscribe/${t.unsubscribeLinks.sign(people.owner.id)}`,
      body: {},
    }),
    expect: [200, 200, 200, 200],
  },
  'GET /api/admin/screen/refresh': {
    call: async () => ({ path: '/api/admin/screen/refresh' }),
    expect: [401, 403, 403, 200],
  },
  'POST /api/admin/screen/refresh': {
    call: async () => ({ path: '/api/admin/screen/refresh', body: {} }),
    expect: [401, 403, 403, 202],
  },
  'GET /api/profile/api-keys': {
    call: async () => ({ path: '/api/profile/api-keys' }),
    expect: [401, 200, 200, 200],
  },
  'POST /api/profile/api-keys': {
    call: async () => ({
      path: '/api/profile/api-keys',
      body: { name: 'Matrix', scopes: ['screen:read'] },
    }),
    expect: [401, 201, 201, 201],
  },
  // Keys are their owner's alone: an admin revokes none of them either.
  'DELETE /api/profile/api-keys/:id': {
    call: async () => ({ path: `/api/profile/api-keys/${await fixtures.apiKey()}` }),
    expect: [401, 200, 404, 404],
  },
  // The public API answers API keys, never a session: every caller here has none (401).
  'GET /api/v1/openapi.json': {
    call: async () => ({ path: '/api/v1/openapi.json' }),
    expect: [200, 200, 200, 200],
  },
  'GET /api/v1/parcels/:apn': {
    call: async () => ({ path: `/api/v1/parcels/${await fixtures.apn()}` }),
    expect: [401, 401, 401, 401],
  },
  'GET /api/v1/parcels/:apn/analysis': {
    call: async () => ({ path: `/api/v1/parcels/${await fixtures.apn()}/analysis` }),
    expect: [401, 401, 401, 401],
  },
  'POST /api/v1/analysis': {
    call: async () => ({ path: '/api/v1/analysis', body: { lot_sf: 5000 } }),
    expect: [401, 401, 401, 401],
  },
  'GET /api/v1/screen': {
    call: async () => ({ path: '/api/v1/screen?minHomes=4' }),
    expect: [401, 401, 401, 401],
  },
  'POST /api/v1/screen/lists': {
    call: async () => ({ path: '/api/v1/screen/lists?minHomes=1', csv: await fixtures.apn() }),
    expect: [401, 401, 401, 401],
  },
}

const WHO: readonly Who[] = ['visitor', 'owner', 'other', 'admin']

beforeAll(async () => {
  t = await createTestApp()
  people = await createPeople(t)
})
afterAll(() => t.close())

/** The endpoints the app routes under /api (middleware and the catch-all left out). */
function routedEndpoints(): string[] {
  const endpoints = t.app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .map((route) => `${route.method} ${route.path}`)
  return [...new Set(endpoints)].sort()
}

describe('authorization matrix', () => {
  it('has exactly one row per routed endpoint', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(routedEndpoints())
  })

  it.each(
    Object.entries(MATRIX).flatMap(([endpoint, row]) =>
      WHO.map((who, i) => [endpoint, who, row, i] as const),
    ),
  )('%s as %s', async (endpoint, who, row, index) => {
    const method = endpoint.split(' ')[0]!
    const { path, body, csv } = await row.call()
    // The matrix's rows are keyed by the app's own route list, so each is sent by its path
    // (decision 390).
    const answer =
      csv === undefined
        ? await requestAs(t, people, who, method, path, body)
        : await t.request(path, {
            method,
            body: csv,
            headers: {
              'content-type': 'text/csv',
              ...(who === 'visitor' ? {} : { cookie: people[who].cookie }),
            },
          })
    expect({ endpoint, who, status: answer.status }).toEqual({
      endpoint,
      who,
      status: row.expect[index],
    })
  })
})
