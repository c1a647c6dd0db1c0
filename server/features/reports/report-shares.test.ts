import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SHARE_LINKS_PER_REPORT,
  TOO_MANY_SHARE_LINKS_MESSAGE,
  type ShareLink,
  type SharedReport,
} from '#common/contracts/report-shares.ts'
import { reportShareLinks } from '#server/db/schema/index.ts'
import {
  callAs,
  createPeople,
  errorBody,
  requestAs,
  type ApiCall,
  type People,
  type Who,
} from '#tests/setup/people.ts'
import { insertAnalyzedReport } from '#tests/setup/reports.ts'
import { assertReportDocument } from './report-document.service.ts'
import { createTestApp, type TestApi, type TestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let people: People
let reportId: string
beforeAll(async () => {
  t = await createTestApp()
  people = await createPeople(t)
  const report = await insertAnalyzedReport(t.database.db, {
    userId: people.owner.id,
    reportType: 'multifamily_development',
  })
  reportId = report.id
})
afterAll(() => t.close())

const call = (who: Who, request: ApiCall) => callAs(t, people, who, request)

const links = (api: TestApi) => api.reports[':id']['share-links']
const shared = (api: TestApi, token: string) => api.shared[':token'].$get({ param: { token } })
const listLinks = (who: Who, id: string) => call(who, (api) => links(api).$get({ param: { id } }))
const revokeLink = (who: Who, id: string, linkId: string) =>
  call(who, (api) =>
    api.reports[':id']['share-links'][':linkId'].$delete({ param: { id, linkId } }),
  )

async function createLink(who: Who = 'owner', expiresInDays = 7): Promise<ShareLink> {
  const created = await call(who, (api) =>
    links(api).$post({ param: { id: reportId }, json: { expiresInDays } }),
  )
  expect(created.status).toBe(201)
  return created.body as ShareLink
}

describe('share links', () => {
  it('the owner creates a link that anyone can open signed out, and every opening is counted', async () => {
    const before = Date.now()
    const link = await createLink('owner', 7)
    expect(link).toMatchObject({ reportId, state: 'active', viewCount: 0, revokedAt: null })
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(link.path).toBe(`/shared/${link.token}`)
    const expires = new Date(link.expiresAt).getTime() - before
    expect(expires).toBeGreaterThan(7 * 86_400_000 - 60_000)
    expect(expires).toBeLessThan(7 * 86_400_000 + 60_000)

    const response = await shared(t.api(), link.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    const opened = (await response.json()) as SharedReport
    expect(opened.address).toBeTruthy()
    expect(assertReportDocument(opened.document)).toMatchObject({
      audience: 'share',
      shareExpiresAt: link.expiresAt,
    })
    expect(opened.document?.analysis.summary).toBeDefined()
    expect(opened.document?.inputs.parcel).toBeDefined()
    // Nothing about the owner's account travels with the shared report.
    expect(JSON.stringify(opened)).not.toContain(people.owner.email)
    expect(opened).not.toHaveProperty('report.userId')

    expect((await call('other', (api) => shared(api, link.token))).status).toBe(200)
    const list = await listLinks('owner', reportId)
    expect(list.status).toBe(200)
    const listed = (list.body as { links: ShareLink[] }).links.find((entry) => entry.id === link.id)
    expect(listed).toMatchObject({ viewCount: 2, state: 'active' })
    expect(listed?.lastViewedAt).not.toBeNull()
  })

  it('keeps tokens out of the request log', async () => {
    const link = await createLink()
    await shared(t.api(), link.token)
    const paths = t.logs.map((line) => line.path).filter(Boolean)
    expect(paths).toContain('/api/shared/…')
    expect(JSON.stringify(t.logs)).not.toContain(link.token)
  })

  it('each link gets its own unguessable token', async () => {
    const tokens = new Set<string>()
    for (let index = 0; index < 5; index += 1) tokens.add((await createLink()).token)
    expect(tokens.size).toBe(5)
  })

  it(`limits a report to ${SHARE_LINKS_PER_REPORT} active links, even when requests race`, async () => {
    const own = (await insertAnalyzedReport(t.database.db, { userId: people.owner.id })).id
    const make = () =>
      call('owner', (api) => links(api).$post({ param: { id: own }, json: { expiresInDays: 7 } }))
    for (let index = 0; index < SHARE_LINKS_PER_REPORT - 3; index += 1)
      expect((await make()).status).toBe(201)
    const raced = await Promise.all(Array.from({ length: 6 }, make))
    expect(raced.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409, 409])
    expect(raced.find((answer) => answer.status === 409)?.body).toEqual(
      errorBody('CONFLICT', TOO_MANY_SHARE_LINKS_MESSAGE),
    )
    // Turning one off frees its place.
    const list = await listLinks('owner', own)
    const [first] = (list.body as { links: ShareLink[] }).links
    await revokeLink('owner', own, first!.id)
    expect((await make()).status).toBe(201)
    expect((await make()).status).toBe(409)
  })

  it('a revoked link opens a clear "turned off" answer, not the report', async () => {
    const link = await createLink()
    expect((await shared(t.api(), link.token)).status).toBe(200)
    const revoked = await revokeLink('owner', reportId, link.id)
    expect(revoked.status).toBe(200)
    expect(revoked.body).toMatchObject({ id: link.id, state: 'revoked' })
    const firstRevokedAt = (revoked.body as ShareLink).revokedAt
    // Revoking again keeps the first time.
    const again = await revokeLink('owner', reportId, link.id)
    expect((again.body as ShareLink).revokedAt).toBe(firstRevokedAt)

    const opened = await call('visitor', (api) => shared(api, link.token))
    expect(opened.status).toBe(410)
    expect(opened.body).toMatchObject({
      error: { code: 'GONE', details: { reason: 'revoked' } },
    })
    expect((opened.body as { error: { message: string } }).error.message).toContain('turned off')
    const pdf = await t.api().shared[':token'].pdf.$get({ param: { token: link.token } })
    expect(pdf.status).toBe(410)
    // A gone link is not counted.
    const list = await listLinks('owner', reportId)
    const listed = (list.body as { links: ShareLink[] }).links.find((entry) => entry.id === link.id)
    expect(listed).toMatchObject({ viewCount: 1, state: 'revoked' })
  })

  it('an expired link says it has expired', async () => {
    const link = await createLink()
    await t.database.db
      .update(reportShareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reportShareLinks.id, link.id))
    const opened = await call('visitor', (api) => shared(api, link.token))
    expect(opened.status).toBe(410)
    expect(opened.body).toMatchObject({ error: { code: 'GONE', details: { reason: 'expired' } } })
    const list = await listLinks('owner', reportId)
    const listed = (list.body as { links: ShareLink[] }).links.find((entry) => entry.id === link.id)
    expect(listed?.state).toBe('expired')
  })

  it('an unknown or malformed token is not found', async () => {
    const unknown = await call('visitor', (api) => shared(api, 'x'.repeat(43)))
    expect(unknown).toMatchObject({ status: 404, body: errorBody('NOT_FOUND') })
    const malformed = await call('visitor', (api) => shared(api, 'short'))
    expect(malformed).toMatchObject({ status: 400, body: errorBody('INVALID_INPUT') })
  })

  it('only the owner and admins may create, list and revoke links', async () => {
    const param = { id: reportId }
    const create = (who: Who) =>
      call(who, (api) => links(api).$post({ param, json: { expiresInDays: 1 } }))
    expect((await listLinks('visitor', reportId)).status).toBe(401)
    expect((await create('visitor')).status).toBe(401)
    const notFound = { status: 404, body: errorBody('NOT_FOUND', 'Report not found') }
    expect(await listLinks('other', reportId)).toEqual(notFound)
    expect(await create('other')).toEqual(notFound)
    const link = await createLink('admin', 1)
    expect(link.state).toBe('active')
    expect((await revokeLink('visitor', reportId, link.id)).status).toBe(401)
    expect((await revokeLink('other', reportId, link.id)).status).toBe(404)
    // The owner sees and may revoke the link an admin made for their report.
    const list = await listLinks('owner', reportId)
    expect((list.body as { links: ShareLink[] }).links.map((entry) => entry.id)).toContain(link.id)
    expect((await revokeLink('owner', reportId, link.id)).status).toBe(200)
  })

  it('refuses a lifetime outside 1–90 days, naming the field', async () => {
    const refusals = [0, 91, 1.5].map((expiresInDays) =>
      call('owner', (api) =>
        links(api).$post({ param: { id: reportId }, json: { expiresInDays } }),
      ),
    )
    // Deliberately malformed (decision 390): a lifetime that is not a number.
    refusals.push(
      requestAs(t, people, 'owner', 'POST', links(t.api()).$url({ param: { id: reportId } }).href, {
        expiresInDays: 'soon',
      }),
    )
    for (const refused of await Promise.all(refusals)) {
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.body)).toContain('expiresInDays')
    }
    const elsewhere = crypto.randomUUID()
    const missing = await call('owner', (api) =>
      links(api).$post({ param: { id: elsewhere }, json: { expiresInDays: 1 } }),
    )
    expect(missing.status).toBe(404)
    const wrongReport = await revokeLink('owner', reportId, crypto.randomUUID())
    expect(wrongReport.status).toBe(404)
  })

  it('links go with their report when it is deleted', async () => {
    const report = await insertAnalyzedReport(t.database.db, {
      userId: people.owner.id,
      reportType: 'single_family',
    })
    const param = { id: report.id }
    const created = await call('owner', (api) => links(api).$post({ param, json: {} }))
    expect(created.status).toBe(201)
    const link = created.body as ShareLink
    expect((await call('admin', (api) => api.reports[':id'].$delete({ param }))).status).toBe(204)
    expect((await call('visitor', (api) => shared(api, link.token))).status).toBe(404)
  })
})
