import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShareLink } from '#common/contracts/report-shares.ts'
import { REPORT_TYPES } from '#common/contracts/reports.ts'
import { ENGINE_VERSION, type Analysis } from '#engine'
import { reportDetails, reports } from '#server/db/schema/index.ts'
import { as } from '#tests/setup/accounts.ts'
import { callAs, createPeople, errorBody, type People, type Who } from '#tests/setup/people.ts'
import { insertAnalyzedReport, insertReport } from '#tests/setup/reports.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let people: People
let reportId: string
let address: string
beforeAll(async () => {
  t = await createTestApp()
  people = await createPeople(t)
  const report = await insertAnalyzedReport(t.database.db, {
    userId: people.owner.id,
    reportType: 'multifamily_development',
  })
  reportId = report.id
  address = report.address
})
afterAll(() => t.close())

const call = (who: Who, method: string, path: string, body?: unknown) =>
  callAs(t, people, who, method, path, body)

async function download(who: Who, path: string) {
  return as(t, who === 'visitor' ? null : people[who], path)
}

async function textOf(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
  const pdf = await getDocumentProxy(bytes)
  const { totalPages, text } = await extractText(pdf, { mergePages: false })
  return { totalPages, pages: text, bytes: bytes.length }
}

async function storedAnalysis(): Promise<Analysis> {
  const [row] = await t.database.db
    .select({ analysis: reportDetails.analysis })
    .from(reportDetails)
    .where(eq(reportDetails.reportId, reportId))
  return row!.analysis!
}

describe('GET /api/reports/{id}/pdf', () => {
  it('gives the owner a PDF with the address, the best pathway, a citation and every page marked', async () => {
    const response = await download('owner', `/api/reports/${reportId}/pdf`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lotwise-report-[a-z0-9-]+\.pdf"$/,
    )
    const { totalPages, pages } = await textOf(response)
    expect(totalPages).toBeGreaterThanOrEqual(2)
    expect(totalPages).toBeLessThanOrEqual(20)
    const all = pages.join('\n')
    const analysis = await storedAnalysis()
    const best = analysis.summary.recommended
    expect(best).toBeTruthy()
    expect(all).toContain(address)
    expect(all).toContain(analysis.pathways[best!].name)
    const citation = analysis.pathways[best!].citations[0]!
    expect(all).toContain(`${citation.law}, ${citation.section}`)
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${totalPages}`)
      expect(page).toContain(`Engine ${ENGINE_VERSION}`)
      expect(page).toContain('Report date')
      expect(page).toContain('Preliminary — awaiting specialist review')
    })
  })

  it('is refused to other users and visitors, and given to admins', async () => {
    expect((await call('visitor', 'GET', `/api/reports/${reportId}/pdf`)).status).toBe(401)
    expect(await call('other', 'GET', `/api/reports/${reportId}/pdf`)).toEqual({
      status: 403,
      body: errorBody('FORBIDDEN', 'You can only view your own reports'),
    })
    const admin = await download('admin', `/api/reports/${reportId}/pdf`)
    expect(admin.status).toBe(200)
    expect(admin.headers.get('content-type')).toBe('application/pdf')
    expect((await call('owner', 'GET', `/api/reports/${crypto.randomUUID()}/pdf`)).status).toBe(404)
    expect((await call('owner', 'GET', '/api/reports/not-an-id/pdf')).status).toBe(400)
  })

  it('is kept until the report changes: a publish shows "verified" on every page', async () => {
    const first = await download('owner', `/api/reports/${reportId}/pdf`)
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await as(t, people.owner, `/api/reports/${reportId}/pdf`, {
      headers: { 'If-None-Match': etag! },
    })
    expect(again.status).toBe(304)

    await t.database.db
      .update(reports)
      .set({ status: 'completed', updatedAt: new Date() })
      .where(eq(reports.id, reportId))
    const changed = await download('owner', `/api/reports/${reportId}/pdf`)
    expect(changed.headers.get('etag')).not.toBe(etag)
    const { pages } = await textOf(changed)
    for (const page of pages) {
      expect(page).toContain('Completed — verified by a specialist')
      expect(page).not.toContain('Preliminary')
    }
  })

  it.each(REPORT_TYPES)('renders a %s report with its notes', async (reportType) => {
    const report = await insertAnalyzedReport(t.database.db, {
      userId: people.owner.id,
      reportType,
    })
    const note = `Checked with the planning counter on ${reportType}.`
    await t.database.db
      .update(reportDetails)
      .set({ notes: note })
      .where(eq(reportDetails.reportId, report.id))
    const response = await download('owner', `/api/reports/${report.id}/pdf`)
    expect(response.status).toBe(200)
    const { totalPages, pages } = await textOf(response)
    const all = pages.join('\n')
    expect(all).toContain(report.address)
    expect(all).toContain(note)
    expect(pages.at(-1)).toContain(`Page ${totalPages} of ${totalPages}`)
  })

  it('answers 409 while a report has no analysis', async () => {
    const pending = await insertReport(t.database.db, { userId: people.owner.id })
    expect(await call('owner', 'GET', `/api/reports/${pending.id}/pdf`)).toMatchObject({
      status: 409,
      body: errorBody('CONFLICT'),
    })
  })

  it('is given to anyone holding an active share link, and refused once it is revoked', async () => {
    const created = await call('owner', 'POST', `/api/reports/${reportId}/share-links`, {
      expiresInDays: 1,
    })
    const link = created.body as ShareLink
    const shared = await download('visitor', `/api/shared/${link.token}/pdf`)
    expect(shared.status).toBe(200)
    expect(shared.headers.get('content-type')).toBe('application/pdf')
    expect((await textOf(shared)).pages.join('\n')).toContain(address)
    await call('owner', 'DELETE', `/api/reports/${reportId}/share-links/${link.id}`)
    expect((await call('visitor', 'GET', `/api/shared/${link.token}/pdf`)).status).toBe(410)
  })
})
