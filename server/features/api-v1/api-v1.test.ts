import { Validator } from '@seriousme/openapi-schema-validator'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  API_KEY_PATTERN,
  API_KEY_REQUESTS_PER_MINUTE,
  type ApiKeyScope,
  type ApiKeyView,
  type CreatedApiKey,
} from '#common/contracts/api-keys.ts'
import { SCREEN_PAGE_ROWS, type ScreenAnswer, type ScreenRun } from '#common/contracts/screen.ts'
import { formatScreenArea, rectangleArea } from '#common/screen-area.ts'
import { analyzeParcel, type Analysis } from '#engine'
import { loadDemoCityIfEmpty } from '#server/data/demo/load-demo-city.ts'
import { apiKeys, parcels } from '#server/db/schema/index.ts'
import { findParcelsForAnalysis } from '#server/domain/parcels.ts'
import { apiV1Routes } from '#server/features/api-v1/api-v1.routes.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'
import { createLogger } from '#server/lib/logger.ts'
import {
  callAs,
  createPeople,
  errorBody,
  requestAs,
  type ApiCall,
  type People,
  type Who,
} from '#tests/setup/people.ts'
import { createTestApp, type TestApi, type TestApp } from '#tests/setup/test-app.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'

const PARCELS = 200

let t: TestApp
let people: People
let apn: string

beforeAll(async () => {
  const database = await createTestDatabase()
  await loadDemoCityIfEmpty({ database, logger: createLogger('silent'), count: PARCELS })
  t = await createTestApp({ database })
  people = await createPeople(t)
  const [first] = await database.db.select({ apn: parcels.apn }).from(parcels).limit(1)
  if (!first) throw new Error('no demo parcel')
  apn = first.apn
  // The worker's check at start computes the demo city's screen results; wait for it.
  const deadline = Date.now() + 50_000
  for (;;) {
    const refresh = await call('admin', (api) => api.admin.screen.refresh.$get())
    const { run } = refresh.body as {
      run: ScreenRun | null
    }
    if (run?.status === 'finished' && run.total === PARCELS) break
    if (Date.now() > deadline) throw new Error('the screen refresh did not finish')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}, 120_000)
afterAll(() => t.close())

function call(who: Who, request: ApiCall) {
  return callAs(t, people, who, request)
}

const keys = (api: TestApi) => api.profile['api-keys']

async function makeKey(who: Who, scopes: ApiKeyScope[], name = 'Deal pipeline') {
  const response = await call(who, (api) => keys(api).$post({ json: { name, scopes } }))
  expect(response.status).toBe(201)
  return response.body as CreatedApiKey
}

const revokeKey = (who: Who, id: string) =>
  call(who, (api) => keys(api)[':id'].$delete({ param: { id } }))

/** A program's request (`secret` null: without a key), through the typed client. */
async function withKey(
  secret: string | null,
  request: (
    api: TestApi,
  ) => Promise<{ status: number; headers: Headers; json(): Promise<unknown> }>,
) {
  const response = await request(t.api({ apiKey: secret }))
  const body = (await response.json()) as Record<string, unknown> & {
    error: { code: string; message: string }
  }
  return { status: response.status, headers: response.headers, body }
}

const parcel = (apn: string) => (api: TestApi) => api.v1.parcels[':apn'].$get({ param: { apn } })
const parcelAnalysis = (apn: string) => (api: TestApi) =>
  api.v1.parcels[':apn'].analysis.$get({ param: { apn } })

describe('API keys on the profile', () => {
  it('shows a new key once, keeps only its hash, and lists it without the secret', async () => {
    const created = await makeKey('owner', ['parcels:read', 'screen:read'])
    expect(created.secret).toMatch(API_KEY_PATTERN)
    expect(created.key).toMatchObject({
      name: 'Deal pipeline',
      prefix: created.secret.slice(0, 11),
      scopes: ['parcels:read', 'screen:read'],
      revokedAt: null,
    })
    const [stored] = await t.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.id, created.key.id))
    expect(JSON.stringify(stored)).not.toContain(created.secret)
    const listed = await call('owner', (api) => keys(api).$get())
    expect(JSON.stringify(listed.body)).not.toContain(created.secret)
    expect((listed.body as { keys: ApiKeyView[] }).keys.map((key) => key.id)).toContain(
      created.key.id,
    )
    const others = await call('other', (api) => keys(api).$get())
    expect((others.body as { keys: ApiKeyView[] }).keys).toEqual([])
  })

  it('refuses a key without a name or scopes, naming the field, and visitors', async () => {
    const unnamed = await call('owner', (api) =>
      keys(api).$post({ json: { name: ' ', scopes: ['parcels:read'] } }),
    )
    expect(unnamed).toEqual({ status: 400, body: errorBody('INVALID_INPUT') })
    expect((unnamed.body as { error: { message: string } }).error.message).toBe(
      'name: Give the key a name.',
    )
    // Deliberately malformed (decision 390): a scope the API does not have.
    const unscoped = await requestAs(t, people, 'owner', 'POST', keys(t.api()).$url().href, {
      name: 'x',
      scopes: ['parcels:write'],
    })
    expect(unscoped.status).toBe(400)
    expect((unscoped.body as { error: { message: string } }).error.message).toMatch(/^scopes\.0: /)
    const visitor = await call('visitor', (api) =>
      keys(api).$post({ json: { name: 'x', scopes: ['parcels:read'] } }),
    )
    expect(visitor.status).toBe(401)
  })

  it("answers someone else's key as not found, and leaves it working", async () => {
    const created = await makeKey('owner', ['parcels:read'])
    const stranger = await revokeKey('other', created.key.id)
    expect(stranger).toEqual({
      status: 404,
      body: errorBody('NOT_FOUND', 'No API key of yours has that id.'),
    })
    expect((await withKey(created.secret, parcel(apn))).status).toBe(200)
  })
})

describe('/api/v1 keys, scopes and limits', () => {
  it('a missing, malformed, unknown or revoked key is a 401 that says how to get one', async () => {
    const created = await makeKey('owner', ['parcels:read'])
    const path = parcel(apn)
    expect(await withKey(null, path)).toMatchObject({
      status: 401,
      body: errorBody('UNAUTHENTICATED'),
    })
    expect((await withKey('not-a-key', path)).status).toBe(401)
    expect((await withKey(`lw_${'A'.repeat(43)}`, path)).status).toBe(401)
    expect((await withKey(created.secret, path)).status).toBe(200)
    const revoked = await revokeKey('owner', created.key.id)
    expect(revoked.status).toBe(200)
    expect((revoked.body as { key: ApiKeyView }).key.revokedAt).not.toBeNull()
    const refused = await withKey(created.secret, path)
    expect(refused.status).toBe(401)
    expect(refused.body.error.message).toMatch(/revoked/)
  })

  it('a key without the scope an endpoint needs is a 403 naming the scope', async () => {
    const created = await makeKey('owner', ['parcels:read'])
    const refused = await withKey(created.secret, parcelAnalysis(apn))
    expect(refused.status).toBe(403)
    expect(refused.body.error.message).toContain('"analysis:run"')
  })

  it(`a key over ${API_KEY_REQUESTS_PER_MINUTE} requests a minute gets 429 with Retry-After; another key is not slowed`, async () => {
    const busy = await makeKey('owner', ['parcels:read'])
    const calm = await makeKey('owner', ['parcels:read'])
    const path = parcel(apn)
    for (let count = 0; count < API_KEY_REQUESTS_PER_MINUTE; count += 1) {
      expect((await withKey(busy.secret, path)).status).toBe(200)
    }
    const limited = await withKey(busy.secret, path)
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual(errorBody('RATE_LIMITED'))
    const wait = Number(limited.headers.get('retry-after'))
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(60)
    expect((await withKey(calm.secret, path)).status).toBe(200)
  })
})

describe('/api/v1 endpoints', () => {
  let secret: string
  beforeAll(async () => {
    secret = (await makeKey('owner', ['parcels:read', 'analysis:run', 'screen:read'])).secret
  })

  it('looks a parcel up as the site does, and names an unknown or malformed APN', async () => {
    const found = await withKey(secret, parcel(apn.replaceAll('-', '')))
    expect(found.status).toBe(200)
    const site = await call('visitor', (api) => api.parcels[':apn'].$get({ param: { apn } }))
    expect(found.body).toEqual(site.body)
    const unknown = await withKey(secret, parcel('0000-000-000'))
    expect(unknown).toMatchObject({ status: 404, body: errorBody('NOT_FOUND') })
    const malformed = await withKey(secret, parcel('12'))
    expect(malformed.status).toBe(400)
    expect(malformed.body.error.message).toMatch(/^apn: An APN has 10 digits/)
  })

  it('analyses a parcel from the records exactly as the engine does today', async () => {
    const answer = await withKey(secret, parcelAnalysis(apn))
    expect(answer.status).toBe(200)
    const facts = (await findParcelsForAnalysis(t.database.db, [apn])).get(apn)?.facts
    if (!facts) throw new Error('parcel missing')
    const expected = analyzeParcel({
      parcel: facts,
      scenario: { analysisDate: todayInLosAngeles() },
    })
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(expected)))
  })

  it('analyses posted facts, and names a fact out of range', async () => {
    const facts = {
      lot_sf: 7500,
      zone: 'R3',
      height_district: '1',
      existing_units: 1,
      tenant_occupied_within_years: null,
      analysis_date: '2026-06-01',
    }
    const answer = await withKey(secret, (api) => api.v1.analysis.$post({ json: facts }))
    expect(answer.status).toBe(200)
    expect(answer.body.analysisDate).toBe('2026-06-01')
    const analysis = answer.body as unknown as Analysis
    expect(analysis.pathways.la_base_zoning.status).toBeTypeOf('string')
    const bad = await withKey(secret, (api) => api.v1.analysis.$post({ json: { lot_sf: -5 } }))
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toMatch(/^lot_sf: /)
  })

  it("screens the city with the Find Lots page's filters, a page at a time, every lot for the key's owner", async () => {
    const query = { sort: 'value' } as const
    const answer = await withKey(secret, (api) => api.v1.screen.$get({ query }))
    expect(answer.status).toBe(200)
    const page = (await call('owner', (api) => api.screen.$get({ query }))).body as ScreenAnswer
    expect(page.total).toBeGreaterThan(60)
    // The page's answer also says whether its download is paid for; the API has no downloads.
    expect(answer.body).toEqual({ ...page, downloadPaid: undefined })
    // Without a limit, the first page; the next offset reads on where a page ended.
    const first = answer.body as unknown as ScreenAnswer
    expect(first.rows).toHaveLength(Math.min(page.total, SCREEN_PAGE_ROWS))
    const rows = (answer: { body: unknown }) => (answer.body as ScreenAnswer).rows
    const head = await withKey(secret, (api) =>
      api.v1.screen.$get({ query: { ...query, limit: '30' } }),
    )
    expect((head.body as unknown as ScreenAnswer).nextOffset).toBe(30)
    const next = await withKey(secret, (api) =>
      api.v1.screen.$get({ query: { ...query, offset: '30', limit: '30' } }),
    )
    expect([...rows(head), ...rows(next)]).toEqual(first.rows.slice(0, 60))
    const bad = await withKey(secret, (api) => api.v1.screen.$get({ query: { minHomes: '-1' } }))
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toMatch(/^minHomes: minHomes must be between/)
    const badLimit = await withKey(secret, (api) => api.v1.screen.$get({ query: { limit: '0' } }))
    expect(badLimit).toMatchObject({
      status: 400,
      body: errorBody('INVALID_INPUT', 'limit: limit must be between 1 and 2,000'),
    })
  })

  it('refuses a parameter it does not know, naming it, instead of screening the whole city', async () => {
    // Deliberately malformed (decision 390): a parameter the route does not have.
    const screen = t.api().v1.screen.$url()
    const response = await t.app.request(
      new URL('?minHomes=4&communityPlanArea=West%20Los%20Angeles', screen).href,
      { headers: { authorization: `Bearer ${secret}` } },
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject(
      errorBody(
        'INVALID_INPUT',
        'communityPlanArea: is not a parameter of this request; the parameters are listed at /api/v1/openapi.json',
      ),
    )
    // The filter's real name screens.
    const plan = await withKey(secret, (api) =>
      api.v1.screen.$get({ query: { minHomes: '4', plan: 'nowhere' } }),
    )
    expect(plan.status).toBe(200)
    expect(plan.body.total).toBe(0)
  })

  it('keeps a screen to an area drawn on the map, as the page does, and names a bad area', async () => {
    const [lot] = await t.database.db
      .select({ lat: parcels.lat, lon: parcels.lon })
      .from(parcels)
      .where(eq(parcels.apn, apn))
    if (!lot?.lat || !lot.lon) throw new Error('the demo parcel has no point')
    const area = formatScreenArea(
      rectangleArea(lot.lon - 0.01, lot.lat - 0.01, lot.lon + 0.01, lot.lat + 0.01),
    )
    const answer = await withKey(secret, (api) => api.v1.screen.$get({ query: { area } }))
    expect(answer.status).toBe(200)
    const page = (await call('owner', (api) => api.screen.$get({ query: { area } })))
      .body as ScreenAnswer
    const everywhere = (await call('owner', (api) => api.screen.$get({ query: {} })))
      .body as ScreenAnswer
    expect(page.total).toBeGreaterThan(0)
    expect(page.total).toBeLessThan(everywhere.total)
    // As above: the page's answer alone says whether its download is paid for.
    expect(answer.body).toEqual({ ...page, downloadPaid: undefined })
    const crossed = await withKey(secret, (api) =>
      api.v1.screen.$get({
        query: { area: '-118.3 34,-118.2 34.1,-118.2 34,-118.3 34.1,-118.3 34' },
      }),
    )
    expect(crossed).toMatchObject({
      status: 400,
      body: errorBody('INVALID_INPUT', 'area: area must not cross itself'),
    })
  })
})

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document naming every /api/v1 route, open without a key', async () => {
    // The OpenAPI document is written by the router, not a typed route (decision 450).
    const response = await t.app.request('/api/v1/openapi.json')
    expect(response.status).toBe(200)
    const document = (await response.json()) as {
      openapi: string
      paths: Record<string, Record<string, unknown>>
    }
    expect(document.openapi).toBe('3.1.0')
    const validator = new Validator()
    const result = await validator.validate(document)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    const served = apiV1Routes.routes
      .filter((route) => route.method !== 'ALL' && route.path !== '/openapi.json')
      .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`)
    expect(served.length).toBeGreaterThanOrEqual(4)
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    )
    expect(documented.sort()).toEqual([...new Set(served)].sort())
    const screen = document.paths['/screen']?.get as {
      parameters: Array<{ name: string; description?: string }>
    }
    expect(screen.parameters.find((parameter) => parameter.name === 'area')?.description).toMatch(
      /^An area the lots must be in/,
    )
    expect(screen.parameters.find((parameter) => parameter.name === 'limit')?.description).toBe(
      `Rows in this page: ${SCREEN_PAGE_ROWS} when not given, at most 2,000.`,
    )
    expect(screen.parameters.map((parameter) => parameter.name)).toContain('offset')
    // The community plan area filter is documented under its real name.
    expect(screen.parameters.find((parameter) => parameter.name === 'plan')?.description).toMatch(
      /^The community plan area the lots must be in/,
    )
    // A row's homes and value are of the pathway it names.
    const schemas = (
      document as unknown as {
        components: {
          schemas: Record<string, { properties: Record<string, { description?: string }> }>
        }
      }
    ).components.schemas
    expect(schemas.ScreenRow?.properties.by?.description).toMatch(/meets every filter/)
  })

  it('says what a 404 means where an endpoint answers one: no parcel with that APN', async () => {
    const document = (await (await t.app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { description: string } | undefined> }>
      >
    }
    const notFound = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).flatMap((operation) => operation.responses['404']?.description ?? []),
    )
    // "Nothing of that name" left a reader of /developers to guess what was looked for.
    expect(notFound.length).toBeGreaterThan(0)
    expect(new Set(notFound)).toEqual(new Set(['No parcel with that APN is in our records.']))
  })

  it('says what every parameter of every endpoint means', async () => {
    // The reference page (/developers) shows these; a bare name such as "minValue (query)" left
    // a reader to guess its unit and meaning.
    const document = (await (await t.app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ name: string; description?: string }> }>
      >
    }
    const undescribed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) =>
        (operation.parameters ?? [])
          .filter((parameter) => !parameter.description)
          .map((parameter) => `${method} ${path} ${parameter.name}`),
      ),
    )
    expect(undescribed).toEqual([])
  })
})
