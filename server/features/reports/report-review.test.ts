// Publishing as a recorded review (issue 37, item 4), through the real app and a real SMTP
// server on loopback: the checklist asks what the report leaves open, an unanswered item is
// refused by name, the review is stated in the report and its email, and two analysts
// publishing at once send one email.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PublishReview, ReviewChecklist } from '#common/contracts/report-review.ts'
import type { ReportView } from '#common/contracts/report-document.ts'
import type { ReportPage } from '#common/contracts/reports.ts'
import { CONFIRMATION_SOURCE_LABELS } from '#common/report/confirmation-labels.ts'
import { buildReportModel } from '#common/report/document-model.ts'
import { REPORT_STATE_LABELS } from '#common/report/labels.ts'
import { reportState, reviewFactLines, verificationLine } from '#common/report/review.ts'
import { reportFactCorrections, reportReviews, reports } from '#server/db/schema/index.ts'
import { callAs, createPeople, errorBody, type People, type Who } from '#tests/setup/people.ts'
import { insertAnalyzedReport } from '#tests/setup/reports.ts'
import { answeredChecklist } from '#tests/setup/review.ts'
import { unaskedUnknowns } from '#common/report/stated-unknowns.ts'
import {
  allMailSent,
  bodyText,
  startSmtpServer,
  type TestSmtpServer,
} from '#tests/setup/smtp-server.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { NOT_PENDING, OPENED_BY_ANSWERS, PUBLISHED_MEANWHILE } from './report-review.service.ts'

let smtp: TestSmtpServer
let t: TestApp
let people: People
beforeAll(async () => {
  smtp = await startSmtpServer()
  t = await createTestApp({ smtpUrl: smtp.url })
  people = await createPeople(t)
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const checklistOf = (who: Who, id: string) =>
  callAs(t, people, who, (api) => api.reports[':id']['review-checklist'].$get({ param: { id } }))
const publish = (id: string, json: PublishReview) =>
  callAs(t, people, 'admin', (api) => api.reports[':id'].publish.$post({ param: { id }, json }))
const viewOf = async (who: Who, id: string) =>
  (await callAs(t, people, who, (api) => api.reports[':id'].$get({ param: { id } })))
    .body as ReportView

/** A pending development report on an R3 lot with a house on it: facts open, readings contested. */
async function pendingReport(address: string) {
  const report = await insertAnalyzedReport(t.database.db, {
    userId: people.owner.id,
    reportType: 'multifamily_development',
    address,
  })
  return report.id
}

/** A publish refused for an unanswered checklist item, named in words and by its id. */
const refusal = (message: string, item: string) => ({
  error: { code: 'INVALID_INPUT', message, details: { item } },
})

const completionMailsTo = (email: string, address: string) =>
  smtp.received.filter(
    (mail) =>
      mail.to.includes(email) && mail.raw.includes(`Subject: Your report for ${address} is ready`),
  )

describe('the publish checklist', () => {
  it('asks about every open fact and contested reading the report shows, admins only', async () => {
    const id = await pendingReport('12 Checklist Way')
    expect((await checklistOf('owner', id)).status).toBe(403)
    const { status, body } = await checklistOf('admin', id)
    expect(status).toBe(200)
    const checklist = body as ReviewChecklist
    expect(checklist.facts.length).toBeGreaterThan(0)
    expect(checklist.readings.length).toBeGreaterThan(0)

    const view = await viewOf('admin', id)
    const model = buildReportModel(view.document!)
    expect(checklist.facts.map((fact) => fact.label)).toEqual(
      model.questions.map((question) => question.label),
    )
    expect(checklist.readings.map((reading) => reading.used)).toEqual(
      model.readings.map((reading) => reading.used.label),
    )
  })

  it('refuses a publish with an unanswered item, naming it, and publishes nothing', async () => {
    const id = await pendingReport('14 Checklist Way')
    const checklist = (await checklistOf('admin', id)).body as ReviewChecklist
    const full = await answeredChecklist(t, people, id)
    const item = checklist.facts[0]!.id

    expect(await publish(id, { ...full, facts: full.facts!.slice(1) })).toEqual({
      status: 400,
      body: refusal(
        `Answer “${checklist.facts[0]!.label}”: say where it was confirmed, or why it is left open.`,
        item,
      ),
    })
    expect(await publish(id, { ...full, readings: full.readings!.slice(1) })).toEqual({
      status: 400,
      body: refusal(
        `Answer “${checklist.readings[0]!.label}”: keep the reading the report uses, or say why it is left open.`,
        checklist.readings[0]!.id,
      ),
    })
    const leftOpenSilently = full.facts!.map((fact) => ({
      item: fact.item,
      outcome: 'left_open' as const,
      reason: '  ',
    }))
    expect(await publish(id, { ...full, facts: leftOpenSilently })).toEqual({
      status: 400,
      body: refusal(`Answer “${checklist.facts[0]!.label}”: say why it is left open.`, item),
    })
    expect(await publish(id, { ...full, note: '' })).toEqual({
      status: 400,
      body: {
        error: expect.objectContaining({
          code: 'INVALID_INPUT',
          message: 'note: Write a note on what you reviewed.',
        }),
      },
    })
    const unsourced = full.facts!.map((fact) => ({
      item: fact.item,
      outcome: 'confirmed' as const,
    }))
    expect(await publish(id, { ...full, facts: unsourced })).toEqual({
      status: 400,
      body: refusal(`Answer “${checklist.facts[0]!.label}”: say where it was confirmed.`, item),
    })

    const [report] = await t.database.db.select().from(reports).where(eq(reports.id, id))
    expect(report!.status).toBe('pending')
    expect(
      await t.database.db.select().from(reportReviews).where(eq(reportReviews.reportId, id)),
    ).toEqual([])
  })
})

describe('confirming a fact in the review', () => {
  it('makes its answer a fact of the report: no longer open, and the counts match the page', async () => {
    const id = await pendingReport('20 Checklist Way')
    const checklist = (await checklistOf('admin', id)).body as ReviewChecklist
    const full = await answeredChecklist(t, people, id)
    const fact = checklist.facts.find(
      (item) => item.answers.length > 0 && item.id !== 'site_screening',
    )!
    const answer = fact.answers.at(-1)!
    const source = fact.sources.at(-1)!
    const answers: PublishReview = {
      ...full,
      facts: checklist.facts.map((item) =>
        item.id === fact.id
          ? { item: item.id, outcome: 'confirmed', source, answer: answer.id }
          : { item: item.id, outcome: 'left_open', reason: 'Not checked yet.' },
      ),
    }
    expect((await publish(id, answers)).status).toBe(200)

    const view = await viewOf('owner', id)
    const document = view.document!
    const model = buildReportModel(document)
    const open = model.questions.map((question) => question.label)
    expect(open).not.toContain(fact.label)
    expect(open).toEqual(
      checklist.facts.filter((item) => item.id !== fact.id).map((item) => item.label),
    )
    expect(verificationLine(document.review!)).toMatch(
      new RegExp(`: 1 fact confirmed, ${open.length} left open$`),
    )
    expect(reviewFactLines(document.review!)).toContain(
      `${fact.label}: ${answer.label}, confirmed with ${CONFIRMATION_SOURCE_LABELS[source]}.`,
    )
    expect(document.inputs.factOrigins[fact.id]).toEqual({
      kind: 'correction',
      by: 'Ada Admin',
      at: expect.any(String),
      confirmedWith: source,
    })
    expect(view.report.status).toBe('completed')
  })

  it('counts as left open only what the page still lists, once an answer rules pathways out', async () => {
    const id = await pendingReport('21 Checklist Way')
    const checklist = (await checklistOf('admin', id)).body as ReviewChecklist
    const full = await answeredChecklist(t, people, id)
    // A covenant on the lot rules out the pathways that ask about its past tenants.
    const covenant = checklist.facts.find((item) => item.id === 'deedRestrictedAffordable')!
    const answers: PublishReview = {
      ...full,
      facts: checklist.facts.map((item) =>
        item.id === covenant.id
          ? { item: item.id, outcome: 'confirmed', source: 'title_report', answer: 'true' }
          : { item: item.id, outcome: 'left_open', reason: 'Not checked yet.' },
      ),
    }
    expect((await publish(id, answers)).status).toBe(200)

    const document = (await viewOf('owner', id)).document!
    const open = buildReportModel(document).questions.map((question) => question.label)
    const leftOpen = document.review!.facts.filter((fact) => fact.outcome === 'left_open')
    expect(leftOpen.length).toBeLessThan(checklist.facts.length - 1)
    expect(leftOpen.map((fact) => fact.label).sort()).toEqual([...open].sort())
    expect(verificationLine(document.review!)).toMatch(
      new RegExp(`: 1 fact confirmed, ${open.length} left open$`),
    )
  })

  it('records years since a tenant lived there as the number typed, which the look-backs need', async () => {
    const id = await pendingReport('26 Checklist Way')
    const checklist = (await checklistOf('admin', id)).body as ReviewChecklist
    const tenancy = checklist.facts.find((item) => item.id === 'tenantOccupiedWithinYears')!
    expect(tenancy.figure).toEqual({ unit: 'years' })
    expect(tenancy.answers.map((answer) => answer.label)).toEqual(['Never', 'Within the last year'])
    const full = await answeredChecklist(t, people, id)
    const answers: PublishReview = {
      ...full,
      facts: checklist.facts.map((item) =>
        item.id === tenancy.id
          ? { item: item.id, outcome: 'confirmed', source: 'seller_records', answer: '7' }
          : { item: item.id, outcome: 'left_open', reason: 'Not checked yet.' },
      ),
    }
    expect((await publish(id, answers)).status).toBe(200)

    const document = (await viewOf('owner', id)).document!
    expect(document.inputs.parcel.tenantOccupiedWithinYears).toBe(7)
    expect(reviewFactLines(document.review!)).toContain(
      `${tenancy.label}: 7 years ago, confirmed with ${CONFIRMATION_SOURCE_LABELS.seller_records}.`,
    )
  })

  it('refuses a source that cannot settle the fact, and an answer that is not one of its own', async () => {
    const id = await pendingReport('22 Checklist Way')
    const checklist = (await checklistOf('admin', id)).body as ReviewChecklist
    const full = await answeredChecklist(t, people, id)
    const fact = checklist.facts.find(
      (item) => item.answers.length === 2 && !item.figure && !item.sources.includes('zimas'),
    )!
    const answering = (answer: PublishReview['facts'][number]) => ({
      ...full,
      facts: full.facts.map((item) => (item.item === fact.id ? answer : item)),
    })

    expect(
      await publish(
        id,
        answering({
          item: fact.id,
          outcome: 'confirmed',
          source: 'zimas',
          answer: fact.answers[0]!.id,
        }),
      ),
    ).toEqual({
      status: 400,
      body: refusal(
        `“${fact.label}” cannot be confirmed with ZIMAS: confirm it with ${fact.sources.map((source) => CONFIRMATION_SOURCE_LABELS[source]).join(' or ')}.`,
        fact.id,
      ),
    })
    expect(
      await publish(
        id,
        answering({
          item: fact.id,
          outcome: 'confirmed',
          source: fact.sources[0]!,
          answer: 'maybe',
        }),
      ),
    ).toEqual({
      status: 400,
      body: refusal(
        `Answer “${fact.label}”: “maybe” is not one of its answers; choose ${fact.answers[0]!.label} or ${fact.answers[1]!.label}.`,
        fact.id,
      ),
    })

    const [report] = await t.database.db.select().from(reports).where(eq(reports.id, id))
    expect(report!.status).toBe('pending')
    expect(
      await t.database.db
        .select()
        .from(reportFactCorrections)
        .where(eq(reportFactCorrections.reportId, id)),
    ).toEqual([])
  })
})

describe('a published report', () => {
  it('is called reviewed, not verified, when its review confirmed nothing (decision 595)', async () => {
    const address = '24 Checklist Way'
    const id = await pendingReport(address)
    const full = await answeredChecklist(t, people, id)
    const nothingConfirmed: PublishReview = {
      ...full,
      facts: full.facts.map((fact) => ({
        item: fact.item,
        outcome: 'left_open',
        reason: 'The seller has not answered yet.',
      })),
    }
    expect((await publish(id, nothingConfirmed)).status).toBe(200)

    const document = (await viewOf('owner', id)).document!
    expect(document.verification).toMatch(
      new RegExp(
        `^Reviewed by Ada Admin on .+: 0 facts confirmed, ${full.facts.length} left open$`,
      ),
    )
    expect(REPORT_STATE_LABELS[reportState(document)]).toBe('Completed — reviewed by a specialist')
    await allMailSent(t.database.db)
    const text = bodyText(completionMailsTo(people.owner.email, address)[0]!.raw)
    expect(text).toContain(document.verification)
    expect(text).not.toContain('Verified by')
  })

  it('gives each report in the lists the state its page states: awaiting review, reviewed or verified', async () => {
    const waiting = await pendingReport('25 Checklist Way')
    const reviewed = await pendingReport('26 Checklist Way')
    const answered = await pendingReport('27 Checklist Way')
    const full = await answeredChecklist(t, people, reviewed)
    const nothingConfirmed: PublishReview = {
      ...full,
      facts: full.facts.map((fact) => ({
        item: fact.item,
        outcome: 'left_open',
        reason: 'The seller has not answered yet.',
      })),
    }
    expect((await publish(reviewed, nothingConfirmed)).status).toBe(200)
    expect((await publish(answered, await answeredChecklist(t, people, answered))).status).toBe(200)
    const query = { query: { pageSize: '100' } }
    const queue = (await callAs(t, people, 'admin', (api) => api.admin.reports.$get(query)))
      .body as ReportPage
    const own = (await callAs(t, people, 'owner', (api) => api.reports.$get(query)))
      .body as ReportPage
    for (const id of [waiting, reviewed, answered]) {
      const expected = reportState((await viewOf('owner', id)).document!)
      expect(queue.reports.find((report) => report.id === id)?.state).toBe(expected)
      expect(own.reports.find((report) => report.id === id)?.state).toBe(expected)
    }
    expect(queue.reports.find((report) => report.id === waiting)?.state).toBe('pending')
    expect(queue.reports.find((report) => report.id === reviewed)?.state).toBe('reviewed')
  })

  it('states its review in the report and the email: who, when, each fact and the note', async () => {
    const address = '16 Checklist Way'
    const id = await pendingReport(address)
    const full = await answeredChecklist(t, people, id)
    const [open, ...confirmed] = full.facts!
    const answers: PublishReview = {
      ...full,
      facts: [
        { item: open!.item, outcome: 'left_open', reason: 'The seller has not answered yet.' },
        ...confirmed,
      ],
      note: 'Zone and lot size checked on ZIMAS; permits on LADBS.',
    }
    expect((await publish(id, answers)).status).toBe(200)

    const view = await viewOf('owner', id)
    expect(view.document!.review).toMatchObject({
      analystName: 'Ada Admin',
      note: 'Zone and lot size checked on ZIMAS; permits on LADBS.',
    })
    expect(view.document!.review!.facts[0]).toMatchObject({
      id: open!.item,
      outcome: 'left_open',
      reason: 'The seller has not answered yet.',
    })
    // Confirming brings pathways into play that wait on facts nobody was asked about: the
    // review states those left open, so its count is what the page lists.
    const reviewed = view.document!.review!.facts
    expect(reviewed.slice(1, full.facts.length).every((fact) => fact.outcome === 'confirmed')).toBe(
      true,
    )
    const opened = reviewed.slice(full.facts.length)
    expect(opened.length).toBeGreaterThan(0)
    expect(
      opened.every((fact) => fact.outcome === 'left_open' && fact.reason === OPENED_BY_ANSWERS),
    ).toBe(true)
    const stillOpen = buildReportModel(view.document!).questions.map((question) => question.label)
    expect(
      reviewed
        .filter((fact) => fact.outcome === 'left_open')
        .map((fact) => fact.label)
        .sort(),
    ).toEqual([...stillOpen].sort())

    await allMailSent(t.database.db)
    const [mail] = completionMailsTo(people.owner.email, address)
    const text = bodyText(mail!.raw)
    expect(text).toMatch(
      new RegExp(
        `Reviewed by Ada Admin on \\w+ \\d+, \\d{4}: ${confirmed.length} facts? confirmed, ${stillOpen.length} left open`,
      ),
    )
    expect(text).toContain('The seller has not answered yet.')
    const [line] = reviewFactLines(view.document!.review!).slice(1)
    expect(line).toMatch(/^.+: .+, confirmed with .+\.$/)
    expect(text).toContain(line)
    expect(text).toContain('Zone and lot size checked on ZIMAS; permits on LADBS.')
  })

  it('raced by two analysts: one publishes, the other is told, and the owner gets one email', async () => {
    const address = '18 Checklist Way'
    const id = await pendingReport(address)
    const answers = await answeredChecklist(t, people, id)
    const [first, second] = await Promise.all([publish(id, answers), publish(id, answers)])
    const statuses = [first!.status, second!.status].sort()
    expect(statuses).toEqual([200, 409])
    const refused = first!.status === 409 ? first! : second!
    expect([
      errorBody('CONFLICT', PUBLISHED_MEANWHILE),
      errorBody('CONFLICT', NOT_PENDING),
    ]).toContainEqual(refused.body)

    await allMailSent(t.database.db)
    expect(completionMailsTo(people.owner.email, address)).toHaveLength(1)
    expect(
      await t.database.db.select().from(reportReviews).where(eq(reportReviews.reportId, id)),
    ).toHaveLength(1)
  })
})

describe('a review that leaves a conflict or a stated unknown open', () => {
  /** A pending full report on four rent-stabilized homes the records date to 2019. */
  async function conflictedReport(address: string) {
    const report = await insertAnalyzedReport(
      t.database.db,
      { userId: people.owner.id, reportType: 'multifamily_development', address },
      { existingUnits: 4, yearBuilt: 2019, rso: true },
    )
    return report.id
  }

  it('asks which of the conflicting records is right, and states "Reviewed by" when it is left open', async () => {
    const address = '30 Checklist Way'
    const id = await conflictedReport(address)
    const checklist = (await checklistOf('admin', id)).body as ReviewChecklist
    expect(checklist.facts[0]).toMatchObject({
      id: 'rso_year_built',
      label: 'Rent stabilization and the year built disagree',
      conflict: expect.stringContaining('built in 2019'),
    })
    const full = await answeredChecklist(t, people, id)
    const reason = 'LAHD has not answered yet.'
    const answers: PublishReview = {
      ...full,
      facts: full.facts.map((fact) =>
        fact.item === 'rso_year_built' ? { item: fact.item, outcome: 'left_open', reason } : fact,
      ),
    }
    expect((await publish(id, answers)).status).toBe(200)

    const document = (await viewOf('owner', id)).document!
    expect(document.verification).toMatch(/^Reviewed by Ada Admin on /)
    expect(reportState(document)).toBe('reviewed')
    expect(reviewFactLines(document.review!)).toContain(
      `Rent stabilization and the year built disagree: left open. ${reason}`,
    )
    // The page still states the conflict, and everything it states as not known or in conflict
    // is a fact the review left open.
    const model = buildReportModel(document)
    expect(model.questions[0]?.conflict).toContain('built in 2019')
    const leftOpen = document.review!.facts.filter((fact) => fact.outcome === 'left_open')
    expect(unaskedUnknowns(document, leftOpen)).toEqual([])
    expect(leftOpen.map((fact) => fact.id).sort()).toEqual(
      model.questions.map((question) => question.id).sort(),
    )
    await allMailSent(t.database.db)
    const text = bodyText(completionMailsTo(people.owner.email, address)[0]!.raw)
    expect(text).toContain(document.verification)
    expect(text).not.toContain('Verified by')
  })

  it('states "Reviewed by" when a fact the report names as not known is left open', async () => {
    const id = await conflictedReport('31 Checklist Way')
    const full = await answeredChecklist(t, people, id)
    // The tenant history, which the summary named while the checklist never asked it.
    expect(full.facts.map((fact) => fact.item)).toContain('tenantOccupiedWithinYears')
    const answers: PublishReview = {
      ...full,
      facts: full.facts.map((fact) =>
        fact.item === 'tenantOccupiedWithinYears'
          ? { item: fact.item, outcome: 'left_open', reason: 'The seller has not answered yet.' }
          : fact,
      ),
    }
    expect((await publish(id, answers)).status).toBe(200)

    const document = (await viewOf('owner', id)).document!
    expect(document.verification).toMatch(/^Reviewed by /)
    const leftOpen = document.review!.facts.filter((fact) => fact.outcome === 'left_open')
    expect(leftOpen.map((fact) => fact.id)).toContain('tenantOccupiedWithinYears')
    expect(unaskedUnknowns(document, leftOpen)).toEqual([])
  })

  it('settles the conflict once the status is confirmed: the report states it no more', async () => {
    const id = await conflictedReport('32 Checklist Way')
    const full = await answeredChecklist(t, people, id)
    const answers: PublishReview = {
      ...full,
      facts: full.facts.map((fact) =>
        fact.item === 'rso_year_built'
          ? { item: fact.item, outcome: 'confirmed', source: 'housing_department', answer: 'true' }
          : fact,
      ),
    }
    expect((await publish(id, answers)).status).toBe(200)

    const document = (await viewOf('owner', id)).document!
    expect(buildReportModel(document).questions.map((question) => question.id)).not.toContain(
      'rso_year_built',
    )
    expect(reviewFactLines(document.review!)).toContain(
      `Rent stabilization and the year built disagree: Under the Rent Stabilization Ordinance, confirmed with ${CONFIRMATION_SOURCE_LABELS.housing_department}.`,
    )
    expect(document.inputs.factOrigins.rso).toMatchObject({
      kind: 'correction',
      confirmedWith: 'housing_department',
    })
  })
})
