import { eq } from 'drizzle-orm'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReportPage } from '#common/contracts/reports.ts'
import type { ReportView } from '#common/contracts/report-document.ts'
import { ENGINE_VERSION } from '#engine'
import { emailOutbox, parcels, profiles, reportDetails, reports } from '#server/db/schema/index.ts'
import { as } from '#tests/setup/accounts.ts'
import { injectFault } from '#tests/setup/faults.ts'
import {
  callAs,
  createPeople,
  errorBody,
  type People,
  type Who,
  type ApiCall,
} from '#tests/setup/people.ts'
import { insertAnalyzedReport, insertReport } from '#tests/setup/reports.ts'
import { answeredChecklist, publishAsAdmin } from '#tests/setup/review.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { assertReportDocument } from './report-document.service.ts'
import { NOT_PENDING, NOTHING_TO_PUBLISH } from './report-review.service.ts'
import { COMPLETION_BEFORE_COMPLETED } from './reports.service.ts'

let t: TestApp
let people: People
beforeAll(async () => {
  t = await createTestApp()
  people = await createPeople(t)
})
afterAll(() => t.close())

const call = (who: Who, request: ApiCall) => callAs(t, people, who, request)

const ids = (body: unknown) => (body as ReportPage).reports.map((report) => report.id)

async function newReport(values: Partial<typeof reports.$inferInsert> = {}) {
  const report = await insertAnalyzedReport(t.database.db, {
    userId: people.owner.id,
    reportType: 'single_family',
    ...values,
  })
  return report.id
}

describe('the list of reports', () => {
  it('GET /api/reports: own reports for users, every report with its reporter for admins', async () => {
    const id = await newReport()
    expect((await call('visitor', (api) => api.reports.$get({ query: {} }))).status).toBe(401)
    const own = await call('owner', (api) => api.reports.$get({ query: {} }))
    expect(own.status).toBe(200)
    expect(ids(own.body)).toContain(id)
    expect((own.body as ReportPage).reports[0]).not.toHaveProperty('user_email')
    expect((own.body as ReportPage).reports[0]).toMatchObject({
      analysisStatus: 'ready',
      engineVersion: ENGINE_VERSION,
      stale: false,
    })
    const other = await call('other', (api) => api.reports.$get({ query: {} }))
    expect((other.body as ReportPage).reports).toEqual([])
    const all = await call('admin', (api) => api.reports.$get({ query: {} }))
    expect((all.body as ReportPage).reports).toContainEqual(
      expect.objectContaining({ id, user_email: people.owner.email, user_name: 'Olive Owner' }),
    )
  })

  it('filters by status and type, searches the address, and pages newest first', async () => {
    const street = `Filter Way ${Date.now()}`
    const made: string[] = []
    for (let index = 0; index < 5; index += 1) {
      const [report] = await t.database.db
        .insert(reports)
        .values({
          userId: people.owner.id,
          address: `${index + 1} ${street}, Los Angeles, CA`,
          reportType: index % 2 === 0 ? 'multifamily_zoning' : 'single_family',
          status: index === 4 ? 'completed' : 'pending',
          createdAt: new Date(Date.UTC(2026, 0, index + 1)),
        })
        .returning()
      made.push(report!.id)
    }
    const search = street.toLowerCase()
    const first = await call('owner', (api) =>
      api.reports.$get({ query: { q: search, pageSize: '2' } }),
    )
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 })
    expect(ids(first.body)).toEqual([made[4], made[3]])
    const third = await call('owner', (api) =>
      api.reports.$get({ query: { q: search, pageSize: '2', page: '3' } }),
    )
    expect(ids(third.body)).toEqual([made[0]])
    const zoning = await call('owner', (api) =>
      api.reports.$get({ query: { q: search, type: 'multifamily_zoning' } }),
    )
    expect(ids(zoning.body)).toEqual([made[4], made[2], made[0]])
    const completed = await call('owner', (api) =>
      api.reports.$get({ query: { q: search, status: 'completed' } }),
    )
    expect(ids(completed.body)).toEqual([made[4]])
    // A percent sign is a letter in the search box, not a wildcard.
    expect(
      (await call('owner', (api) => api.reports.$get({ query: { q: '%' } }))).body,
    ).toMatchObject({ total: 0 })
    expect(
      await call('owner', (api) => api.reports.$get({ query: { status: 'lost' } })),
    ).toMatchObject({
      status: 400,
      body: errorBody('INVALID_INPUT'),
    })
  })

  it('a buyer’s filter by the full report finds both of its layouts; an analyst’s finds the layout named', async () => {
    const street = `Layout Lane ${Date.now()}`
    const made: string[] = []
    for (const [index, reportType] of (
      ['multifamily_development', 'multifamily_development_v2'] as const
    ).entries()) {
      const [report] = await t.database.db
        .insert(reports)
        .values({
          userId: people.owner.id,
          address: `${index + 1} ${street}, Los Angeles, CA`,
          reportType,
          createdAt: new Date(Date.UTC(2026, 1, index + 1)),
        })
        .returning()
      made.push(report!.id)
    }
    expect(
      ids(
        (
          await call('owner', (api) =>
            api.reports.$get({ query: { q: street, type: 'multifamily_development_v2' } }),
          )
        ).body,
      ),
    ).toEqual([made[1], made[0]])
    expect(
      ids(
        (
          await call('admin', (api) =>
            api.reports.$get({ query: { q: street, type: 'multifamily_development_v2' } }),
          )
        ).body,
      ),
    ).toEqual([made[1]])
  })

  it('GET /api/admin/reports: the analysts’ queue, pending first and oldest first, for admins only', async () => {
    const owner = `Queue Owner ${Date.now()}`
    await t.database.db
      .update(profiles)
      .set({ fullName: owner })
      .where(eq(profiles.id, people.other.id))
    const old = await newReport({ userId: people.other.id, createdAt: new Date('2025-01-01') })
    const recent = await newReport({ userId: people.other.id, createdAt: new Date('2025-06-01') })
    const done = await newReport({
      userId: people.other.id,
      createdAt: new Date('2024-01-01'),
      status: 'completed',
    })
    expect(
      (
        await call('visitor', (api) =>
          api.admin.reports.$get({ query: { owner: owner.toUpperCase() } }),
        )
      ).status,
    ).toBe(401)
    for (const who of ['owner', 'other'] as const) {
      expect(
        await call(who, (api) => api.admin.reports.$get({ query: { owner: owner.toUpperCase() } })),
      ).toEqual({
        status: 403,
        body: errorBody('FORBIDDEN', 'Admin authentication required'),
      })
    }
    const queue = await call('admin', (api) =>
      api.admin.reports.$get({ query: { owner: owner.toUpperCase() } }),
    )
    expect(ids(queue.body)).toEqual([old, recent, done])
    expect((queue.body as ReportPage).reports[0]).toMatchObject({ user_name: owner })
    await t.database.db
      .update(profiles)
      .set({ fullName: 'Otto Other' })
      .where(eq(profiles.id, people.other.id))
  })
})

describe('one report', () => {
  it('GET /api/reports/{id}: the whole report for its owner and admins; others are refused', async () => {
    const id = await newReport()
    expect(
      (await call('visitor', (api) => api.reports[':id'].$get({ param: { id } }))).status,
    ).toBe(401)
    // One answer for a report that does not exist and one the caller may not see.
    expect(await call('other', (api) => api.reports[':id'].$get({ param: { id } }))).toEqual({
      status: 404,
      body: errorBody('NOT_FOUND', 'Report not found'),
    })
    expect(
      await call('other', (api) =>
        api.reports[':id'].$get({ param: { id: '00000000-0000-4000-8000-000000000000' } }),
      ),
    ).toEqual({
      status: 404,
      body: errorBody('NOT_FOUND', 'Report not found'),
    })
    const own = await call('owner', (api) => api.reports[':id'].$get({ param: { id } }))
    expect(own.status).toBe(200)
    const view = own.body as ReportView
    expect(view.report).toMatchObject({ id, status: 'pending', stale: false })
    expect(view.report).not.toHaveProperty('user_email')
    const document = assertReportDocument(view.document)
    expect(document.analysis.engineVersion).toBe(ENGINE_VERSION)
    expect(document.analysis.pathways.la_base_zoning.maxUnits).toBe(8)
    expect(document.inputs.parcel).toMatchObject({ zone: 'R3', lotSf: 7000 })
    expect(document).toMatchObject({
      audience: 'owner',
      corrections: [],
      engine: { stored: ENGINE_VERSION, current: ENGINE_VERSION, stale: false },
      derived: { engineVersion: ENGINE_VERSION },
      shareExpiresAt: null,
    })
    expect(view).toMatchObject({
      unreadable: null,
      analysisError: null,
      currentEngineVersion: ENGINE_VERSION,
      parcelInRecords: true,
    })
    const admin = await call('admin', (api) => api.reports[':id'].$get({ param: { id } }))
    expect((admin.body as ReportView).report).toMatchObject({ user_email: people.owner.email })
    expect((admin.body as ReportView).document?.audience).toBe('admin')
  })

  it('a missing id is a real not-found, and a malformed one says which part is wrong', async () => {
    expect(
      await call('owner', (api) =>
        api.reports[':id'].$get({ param: { id: '8d7c2b8e-0000-4000-8000-000000000001' } }),
      ),
    ).toEqual({ status: 404, body: errorBody('NOT_FOUND', 'Report not found') })
    expect(
      await call('owner', (api) => api.reports[':id'].$get({ param: { id: 'nope' } })),
    ).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_INPUT', message: 'id: must be a report id' } },
    })
  })

  it('says when the analysis is not computed yet, cannot be read, or its parcel has gone', async () => {
    const bare = await insertReport(t.database.db, { userId: people.owner.id })
    expect(
      (await call('owner', (api) => api.reports[':id'].$get({ param: { id: bare.id } }))).body,
    ).toMatchObject({
      report: { analysisStatus: 'pending', engineVersion: null },
      document: null,
      unreadable: null,
      parcelInRecords: null,
    })

    const old = await newReport()
    await t.database.db
      .update(reportDetails)
      .set({
        analysis: { engineVersion: '0.1.0', units: 3 } as never,
        engineVersion: '0.1.0',
        computedAt: new Date('2026-11-02T20:00:00Z'),
      })
      .where(eq(reportDetails.reportId, old))
    const unreadable = (
      await call('owner', (api) => api.reports[':id'].$get({ param: { id: old } }))
    ).body as ReportView
    expect(unreadable.document).toBeNull()
    expect(unreadable.report.stale).toBe(true)
    expect(unreadable.unreadable).toBe(
      'This analysis was worked out on November 2, 2026, in a form our analysis can no longer read. Recompute it to see the analysis.',
    )

    const orphan = await newReport()
    const [row] = await t.database.db.select().from(reports).where(eq(reports.id, orphan))
    await t.database.db.delete(parcels).where(eq(parcels.apn, row!.apn!))
    const gone = (await call('owner', (api) => api.reports[':id'].$get({ param: { id: orphan } })))
      .body as ReportView
    expect(gone.parcelInRecords).toBe(false)
    expect(gone.document!.analysis).not.toBeNull()
  })

  it('a report stored by an older engine still reads whole, says it is stale, and derives what it shows', async () => {
    const id = await newReport()
    const [stored] = await t.database.db
      .select({ analysis: reportDetails.analysis })
      .from(reportDetails)
      .where(eq(reportDetails.reportId, id))
    await t.database.db
      .update(reportDetails)
      .set({
        analysis: { ...stored!.analysis!, engineVersion: '2.0.0' },
        engineVersion: '2.0.0',
        derived: null,
      })
      .where(eq(reportDetails.reportId, id))
    const view = (await call('owner', (api) => api.reports[':id'].$get({ param: { id } })))
      .body as ReportView
    expect(view.report.stale).toBe(true)
    const document = assertReportDocument(view.document)
    expect(document.engine).toEqual({ stored: '2.0.0', current: ENGINE_VERSION, stale: true })
    expect(document.derived.model.pathways.length).toBeGreaterThan(0)
    expect(document.derived.best.homes).not.toBeNull()
  })
})

describe('a report read again', () => {
  const read = async (who: 'owner' | 'admin', id: string, headers: Record<string, string> = {}) => {
    // The HTTP exchange itself (decision 390): bytes, Accept-Encoding and If-None-Match.
    const url = t.api().reports[':id'].$url({ param: { id } }).href
    const response = await as(t, people[who], url, { headers })
    const bytes = Buffer.from(await response.arrayBuffer())
    const text =
      response.headers.get('content-encoding') === 'gzip'
        ? gunzipSync(bytes).toString()
        : bytes.toString()
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      encoding: response.headers.get('content-encoding'),
      text,
      view: (text ? JSON.parse(text) : null) as ReportView,
    }
  }

  it('is sent the same, gzip or not, and a browser holding it gets 304 without a body', async () => {
    const id = await newReport()
    const zipped = await read('owner', id, { 'accept-encoding': 'gzip, br' })
    expect(zipped).toMatchObject({ status: 200, encoding: 'gzip' })
    const plain = await read('owner', id)
    expect(plain).toMatchObject({ status: 200, encoding: null, etag: zipped.etag })
    expect(plain.text).toBe(zipped.text)
    expect(plain.view.report.id).toBe(id)
    expect(await read('owner', id, { 'if-none-match': zipped.etag! })).toMatchObject({
      status: 304,
      text: '',
    })
    // The owner's and an admin's answers differ (the owner's name and email) and are kept apart.
    const admin = await read('admin', id)
    expect(admin.etag).not.toBe(zipped.etag)
    expect(admin.view.report).toMatchObject({ user_email: people.owner.email })
    expect((await read('owner', id)).view.report).not.toHaveProperty('user_email')
    expect((await read('admin', id, { 'if-none-match': zipped.etag! })).status).toBe(200)
  })

  it('shows every change on the next read: edits, corrections, publishing, the parcel, the owner', async () => {
    const id = await newReport()
    const [report] = await t.database.db.select().from(reports).where(eq(reports.id, id))
    const changes: Array<[string, () => Promise<unknown>, (view: ReportView) => unknown]> = [
      [
        'notes edited',
        () =>
          call('admin', (api) =>
            api.reports[':id'].$patch({ param: { id }, json: { notes: 'Alley checked on site.' } }),
          ),
        (view) => view.document!.notes,
      ],
      [
        'a fact corrected',
        () =>
          call('admin', (api) =>
            api.reports[':id'].corrections.$post({
              param: { id },
              json: { set: { lot_sf: 9000 } },
            }),
          ),
        (view) => [view.document!.corrections.length, view.document!.inputs?.parcel.lotSf],
      ],
      ['published', () => publishAsAdmin(t, people, id), (view) => view.report.status],
      [
        "the parcel's record updated by an import",
        () =>
          t.database.db
            .update(parcels)
            .set({ yearBuilt: 1961 })
            .where(eq(parcels.apn, report!.apn!)),
        (view) => view.record?.facts.yearBuilt,
      ],
      [
        'the owner renamed',
        () =>
          t.database.db
            .update(profiles)
            .set({ fullName: 'Olive Renamed' })
            .where(eq(profiles.id, people.owner.id)),
        (view) => view.report.user_name,
      ],
      [
        'the analysis rewritten by a recompute',
        () =>
          t.database.db
            .update(reportDetails)
            .set({ analysisError: 'The engine stopped on this parcel.' })
            .where(eq(reportDetails.reportId, id)),
        (view) => view.analysisError,
      ],
    ]
    try {
      for (const [change, make, shown] of changes) {
        const before = await read('admin', id)
        expect((await read('admin', id)).etag, change).toBe(before.etag)
        await make()
        const after = await read('admin', id)
        expect(after.etag, change).not.toBe(before.etag)
        expect(shown(after.view), change).not.toEqual(shown(before.view))
      }
    } finally {
      await t.database.db
        .update(profiles)
        .set({ fullName: 'Olive Owner' })
        .where(eq(profiles.id, people.owner.id))
    }
  })
})

describe('publishing and deleting', () => {
  it('POST /api/reports/{id}/publish: admins only, pending reports with an analysis, with the completion email', async () => {
    const id = await newReport({ address: '741 W 40th St' })
    const answers = await answeredChecklist(t, people, id)
    expect(
      (
        await call('visitor', (api) =>
          api.reports[':id'].publish.$post({ param: { id }, json: answers }),
        )
      ).status,
    ).toBe(401)
    for (const who of ['owner', 'other'] as const) {
      expect(
        await call(who, (api) =>
          api.reports[':id'].publish.$post({ param: { id }, json: answers }),
        ),
      ).toEqual({
        status: 403,
        body: errorBody('FORBIDDEN', 'Only admins can publish reports'),
      })
    }
    expect(
      await call('admin', (api) =>
        api.reports[':id'].publish.$post({ param: { id }, json: answers }),
      ),
    ).toEqual({
      status: 200,
      body: expect.objectContaining({ id, status: 'completed', notified: true }),
    })
    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, people.owner.email))
    expect(mail.map((m) => m.subject)).toContain('Your report for 741 W 40th St is ready')
    expect(
      await call('admin', (api) =>
        api.reports[':id'].publish.$post({ param: { id }, json: answers }),
      ),
    ).toEqual({
      status: 409,
      body: errorBody('CONFLICT', NOT_PENDING),
    })

    const uncomputed = await insertReport(t.database.db, { userId: people.owner.id })
    expect(
      await call('admin', (api) =>
        api.reports[':id'].publish.$post({ param: { id: uncomputed.id }, json: answers }),
      ),
    ).toEqual({
      status: 409,
      body: errorBody('CONFLICT', NOTHING_TO_PUBLISH),
    })
  })

  it('DELETE /api/reports/{id}: admins only; the details go first, then the report', async () => {
    const id = await newReport()
    expect(
      (await call('visitor', (api) => api.reports[':id'].$delete({ param: { id } }))).status,
    ).toBe(401)
    for (const who of ['owner', 'other'] as const) {
      expect(await call(who, (api) => api.reports[':id'].$delete({ param: { id } }))).toEqual({
        status: 403,
        body: errorBody('FORBIDDEN', 'Only admins can delete reports'),
      })
    }
    expect(await call('admin', (api) => api.reports[':id'].$delete({ param: { id } }))).toEqual({
      status: 204,
      body: null,
    })
    expect(await t.database.db.select().from(reports).where(eq(reports.id, id))).toEqual([])
    expect(
      await t.database.db.select().from(reportDetails).where(eq(reportDetails.reportId, id)),
    ).toEqual([])
    expect(
      (await call('admin', (api) => api.reports[':id'].$delete({ param: { id } }))).status,
    ).toBe(404)
  })

  it('names the step that failed, and keeps both the details and the report', async () => {
    const id = await newReport()
    const removeFault = await injectFault(t.database.db, {
      table: 'report_details',
      events: 'delete',
      when: `old.report_id = '${id}'`,
      message: 'the details are locked',
    })
    expect(await call('admin', (api) => api.reports[':id'].$delete({ param: { id } }))).toEqual({
      status: 500,
      body: {
        error: {
          code: 'INTERNAL',
          message: 'Failed to delete report details',
          details: { step: 'details' },
        },
      },
    })
    await removeFault()
    expect(await t.database.db.select().from(reports).where(eq(reports.id, id))).toHaveLength(1)
    expect(
      await t.database.db.select().from(reportDetails).where(eq(reportDetails.reportId, id)),
    ).toHaveLength(1)
    expect(t.logs).toContainEqual(expect.objectContaining({ msg: 'unhandled error' }))
  })
})

describe('notifications', () => {
  it('POST /api/functions/send-report-notification: about your own reports, or any for admins', async () => {
    const id = await newReport({ address: '741 W 40th St', status: 'completed' })
    const body = {
      type: 'request' as const,
      reportId: id,
      userEmail: people.owner.email,
      userName: 'Olive Owner',
      address: '741 W 40th St',
      reportType: 'single_family' as const,
    }
    expect(
      (
        await call('visitor', (api) =>
          api.functions['send-report-notification'].$post({ json: body }),
        )
      ).status,
    ).toBe(401)
    expect(
      (
        await call('other', (api) =>
          api.functions['send-report-notification'].$post({ json: body }),
        )
      ).status,
    ).toBe(404)
    const expected = { success: true, userEmailSent: true, adminEmailSent: false }
    expect(
      await call('owner', (api) => api.functions['send-report-notification'].$post({ json: body })),
    ).toEqual({ status: 200, body: expected })
    expect(
      await call('admin', (api) =>
        api.functions['send-report-notification'].$post({ json: { ...body, type: 'completion' } }),
      ),
    ).toEqual({
      status: 200,
      body: expected,
    })
    expect(
      (
        await call('owner', (api) =>
          api.functions['send-report-notification'].$post({
            json: { ...body, userEmail: 'not-an-email' },
          }),
        )
      ).status,
    ).toBe(400)

    // Without a name on the owner's profile there is no one to address: nothing is sent.
    await t.database.db
      .update(profiles)
      .set({ fullName: null })
      .where(eq(profiles.id, people.owner.id))
    expect(
      await call('admin', (api) => api.functions['send-report-notification'].$post({ json: body })),
    ).toEqual({
      status: 200,
      body: {
        success: false,
        error: 'The report has no user email and name to notify',
        userEmailSent: false,
        adminEmailSent: false,
      },
    })
    await t.database.db
      .update(profiles)
      .set({ fullName: 'Olive Owner' })
      .where(eq(profiles.id, people.owner.id))
  })

  it('sends no completion email for a pending report, and each email at most 3 times an hour', async () => {
    const id = await newReport({ address: '742 W 40th St' })
    const body = {
      type: 'completion' as const,
      reportId: id,
      userEmail: people.owner.email,
      userName: 'Olive Owner',
      address: '742 W 40th St',
      reportType: 'single_family' as const,
    }
    expect(
      await call('owner', (api) => api.functions['send-report-notification'].$post({ json: body })),
    ).toEqual({
      status: 409,
      body: errorBody('CONFLICT', COMPLETION_BEFORE_COMPLETED),
    })
    const statuses: number[] = []
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (
          await call('owner', (api) =>
            api.functions['send-report-notification'].$post({ json: { ...body, type: 'request' } }),
          )
        ).status,
      )
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
