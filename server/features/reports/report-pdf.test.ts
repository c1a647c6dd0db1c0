import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeAssumptionValue } from '#common/report/assumption-values.ts'
import type { ShareLink } from '#common/contracts/report-shares.ts'
import { REPORT_TYPES } from '#common/report/type-labels.ts'
import type { ReportView } from '#common/contracts/report-document.ts'
import { DEMO_PARCEL_LABEL, REAL_PARCEL_LABEL } from '#common/parcel-provenance.ts'
import { buildReportModel } from '#common/report/document-model.ts'
import { reportHeadline } from '#common/report/headline.ts'
import { caveatFigures, pathwayCaveats, REPORT_STATE_LABELS } from '#common/report/labels.ts'
import { buildMoneyModel } from '#common/report/build-money-model.ts'
import { localFiguresOfLot } from '#common/report/lot-figures.ts'
import { formatMoney } from '#common/report/proforma-model.ts'
import { reportState } from '#common/report/review.ts'
import { ASSUMPTIONS, PROFORMA_VERSION, withChanges } from '#proforma'
import { ENGINE_VERSION, STATUS_LABELS, type Analysis } from '#engine'
import { actorOf } from '#server/auth/actor.ts'
import { ensureProfile } from '#server/auth/profiles.ts'
import { reportDetails, reports } from '#server/db/schema/index.ts'
import {
  getReportPdf,
  preparePdfSoon,
  scheduledPdfPreparation,
} from '#server/features/reports/report-pdf.service.ts'
import { as } from '#tests/setup/accounts.ts'
import {
  callAs,
  createPeople,
  errorBody,
  requestAs,
  type ApiCall,
  type People,
  type Who,
} from '#tests/setup/people.ts'
import { insertAnalyzedReport, insertAssessorImport, insertReport } from '#tests/setup/reports.ts'
import { publishAsAdmin } from '#tests/setup/review.ts'
import { createTestApp, type TestApi, type TestApp } from '#tests/setup/test-app.ts'

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

const call = (who: Who, request: ApiCall) => callAs(t, people, who, request)
const pdfOf = (id: string) => (api: TestApi) => api.reports[':id'].pdf.$get({ param: { id } })

/** A report's PDF as `who` downloads it. */
function download(who: Who, id: string) {
  return pdfOf(id)(t.api(who === 'visitor' ? null : people[who]))
}

async function textOf(response: { arrayBuffer(): Promise<ArrayBuffer> }) {
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
    const response = await download('owner', reportId)
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
    // The test parcel is a generated one, and says so.
    expect(all.replace(/\s+/g, ' ')).toContain(DEMO_PARCEL_LABEL)
    expect(all).not.toContain(REAL_PARCEL_LABEL)
    expect(all).toContain(analysis.pathways[best!].name)
    const citation = analysis.pathways[best!].citations[0]!
    expect(all).toContain(`${citation.law}, ${citation.section}`)
    const { legalStatus } = analysis.pathways[best!]
    expect(all.replace(/\s+/g, ' ')).toContain(`${legalStatus.label}`)
    expect(all.replace(/\s+/g, ' ')).toContain(`${legalStatus.event}. Source:`)
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${totalPages}`)
      expect(page).toContain(`Engine ${ENGINE_VERSION}`)
      expect(page).toContain('Report date')
      expect(page).toContain('Preliminary — awaiting specialist review')
    })
    // The versions are fine print (the footer above, the closing note), not labels in the text
    // a reader reads (decision 845).
    const text = all.replace(/\s+/g, ' ')
    expect(text.match(/\bengine \d/gi)).toHaveLength(totalPages + 1)
    expect(text).toContain(
      `Computed by the Lotwise analysis engine ${ENGINE_VERSION} and pro forma ${PROFORMA_VERSION}`,
    )
    expect(text).not.toMatch(/Pro forma \d/)
  })

  it('lists each criterion of the best pathway, passed ones too, each with its citation', async () => {
    const analysis = await storedAnalysis()
    const best = analysis.pathways[analysis.summary.recommended!]
    const passed = best.criteria.filter((criterion) => criterion.outcome === 'passed')
    expect(passed.length).toBeGreaterThan(0)
    const response = await download('owner', reportId)
    const all = (await textOf(response)).pages.join(' ').replace(/\s+/g, ' ')
    for (const criterion of passed) {
      const { law, section } = criterion.citation
      expect(all).toContain(`Passes: ${criterion.requirement}. (${law}, ${section})`)
    }
    expect(all).not.toContain('Every other criterion passes')
  })

  it('says each caveat once in a pathway, naming the figures it qualifies', async () => {
    const { document } = (
      await call('owner', (api) => api.reports[':id'].$get({ param: { id: reportId } }))
    ).body as ReportView
    const presented = document!.derived.model.pathways.map((id) => document!.analysis.pathways[id])
    // The report's sentences shared by several figures of a pathway (an assumed set-aside).
    const shared = presented.flatMap((result) =>
      pathwayCaveats(result).filter((caveat) => caveat.figures.length > 1),
    )
    expect(shared.length).toBeGreaterThan(0)
    const all = (await textOf(await download('owner', reportId))).pages
      .join(' ')
      .replace(/\s+/g, ' ')
    // Each pathway's details, from its heading to the next one's; the money section follows.
    const details = all.slice(
      all.indexOf('Each pathway: its criteria and its law'),
      all.indexOf('Does it pencil?'),
    )
    const starts = presented.map((result) =>
      details.indexOf(`${result.name} — ${STATUS_LABELS[result.status]}`),
    )
    expect(starts[0]).toBeGreaterThanOrEqual(0)
    expect(starts.every((start, index) => index === 0 || start > starts[index - 1]!)).toBe(true)
    presented.forEach((result, index) => {
      const text = details.slice(starts[index], starts[index + 1])
      for (const caveat of pathwayCaveats(result))
        expect(text.split(caveat.message), `${result.name}: ${caveat.message}`).toHaveLength(2)
    })
    for (const caveat of shared)
      expect(all).toContain(`${caveatFigures(caveat)}: ${caveat.message}`)
  })

  it('says that a parcel from the public records is real', async () => {
    const real = await insertAnalyzedReport(
      t.database.db,
      { userId: people.owner.id, reportType: 'multifamily_development' },
      { isDemo: false },
    )
    const { pages } = await textOf(await download('owner', real.id))
    const all = pages.join('\n').replace(/\s+/g, ' ')
    expect(all).toContain(REAL_PARCEL_LABEL)
    expect(all).not.toContain(DEMO_PARCEL_LABEL)
  })

  it('says once what the best count rests on: in the reason, not again beside it', async () => {
    const { summary } = await storedAnalysis()
    const best = summary.ranking.find((entry) => entry.id === summary.recommended)
    expect(best?.assumptions.length).toBeGreaterThan(0)
    const response = await download('owner', reportId)
    const all = (await textOf(response)).pages.join(' ').replace(/\s+/g, ' ')
    expect(all.split('This count rests on:')).toHaveLength(2)
  })

  it('names the record the facts share once, and says why a derived fact reads as it does', async () => {
    const importId = await insertAssessorImport(t.database.db)
    const report = await insertAnalyzedReport(
      t.database.db,
      { userId: people.owner.id, reportType: 'multifamily_development' },
      {
        sources: {
          lotSf: importId,
          zoneClass: importId,
          yearBuilt: importId,
          existingUnits: importId,
        },
      },
    )
    const [row] = await t.database.db
      .select({ inputs: reportDetails.inputs })
      .from(reportDetails)
      .where(eq(reportDetails.reportId, report.id))
    const { parcel, factOrigins } = row!.inputs!
    // The facts the PDF lists: those with a value (an unknown one is under What to confirm).
    const records = Object.entries(factOrigins).flatMap(([fact, origin]) =>
      origin.kind === 'record' && parcel[fact as keyof typeof parcel] !== undefined ? [origin] : [],
    )
    const noted = records.filter((origin) => origin.note !== undefined)
    expect(noted.length).toBeGreaterThan(0)
    const response = await download('owner', report.id)
    const all = (await textOf(response)).pages.join(' ').replace(/\s+/g, ' ')
    expect(all).toContain('Each fact comes from LA County Assessor parcels, October 1, 2026')
    expect(all.split('Each fact comes from')).toHaveLength(2)
    for (const origin of noted) expect(all).toContain(origin.note)
    expect(all.split('LA County Assessor parcels')).toHaveLength(2)
  })

  it('is refused to other users and visitors, and given to admins', async () => {
    expect((await call('visitor', pdfOf(reportId))).status).toBe(401)
    expect(await call('other', pdfOf(reportId))).toEqual({
      status: 404,
      body: errorBody('NOT_FOUND', 'Report not found'),
    })
    const admin = await download('admin', reportId)
    expect(admin.status).toBe(200)
    expect(admin.headers.get('content-type')).toBe('application/pdf')
    expect((await call('owner', pdfOf(crypto.randomUUID()))).status).toBe(404)
    expect((await call('owner', pdfOf('not-an-id'))).status).toBe(400)
  })

  it('is kept until the report changes: a completion shows its state on every page', async () => {
    const first = await download('owner', reportId)
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    // A conditional request, about the HTTP exchange itself (decision 390).
    const pdfUrl = t.api().reports[':id'].pdf.$url({ param: { id: reportId } }).href
    const again = await as(t, people.owner, pdfUrl, {
      headers: { 'If-None-Match': etag! },
    })
    expect(again.status).toBe(304)

    await t.database.db
      .update(reports)
      .set({ status: 'completed', updatedAt: new Date() })
      .where(eq(reports.id, reportId))
    const changed = await download('owner', reportId)
    expect(changed.headers.get('etag')).not.toBe(etag)
    const { pages } = await textOf(changed)
    // Completed without a recorded review: reviewed, never said to be verified (decision 595).
    for (const page of pages) {
      expect(page).toContain('Completed — reviewed by a specialist')
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
    const response = await download('owner', report.id)
    expect(response.status).toBe(200)
    const { totalPages, pages } = await textOf(response)
    const all = pages.join('\n')
    expect(all).toContain(report.address)
    expect(all).toContain(note)
    expect(pages.at(-1)).toContain(`Page ${totalPages} of ${totalPages}`)
  })

  it('answers 409 while a report has no analysis', async () => {
    const pending = await insertReport(t.database.db, { userId: people.owner.id })
    expect(await call('owner', pdfOf(pending.id))).toMatchObject({
      status: 409,
      body: errorBody('CONFLICT'),
    })
  })

  it('is given to anyone holding an active share link, and refused once it is revoked', async () => {
    const param = { id: reportId }
    const created = await call('owner', (api) =>
      api.reports[':id']['share-links'].$post({ param, json: { expiresInDays: 1 } }),
    )
    const link = created.body as ShareLink
    const sharedPdf = (api: TestApi) =>
      api.shared[':token'].pdf.$get({ param: { token: link.token } })
    const shared = await sharedPdf(t.api())
    expect(shared.status).toBe(200)
    expect(shared.headers.get('content-type')).toBe('application/pdf')
    expect((await textOf(shared)).pages.join('\n')).toContain(address)
    await call('owner', (api) =>
      api.reports[':id']['share-links'][':linkId'].$delete({
        param: { ...param, linkId: link.id },
      }),
    )
    expect((await call('visitor', sharedPdf)).status).toBe(410)
  })
})

describe('preparing the PDF once the report is published', () => {
  it('renders it in the background, and the customer’s download is that copy', async () => {
    const report = await insertAnalyzedReport(t.database.db, {
      userId: people.owner.id,
      reportType: 'multifamily_development',
    })
    expect(scheduledPdfPreparation(report.id)).toBeUndefined()
    expect((await publishAsAdmin(t, people, report.id)).status).toBe(200)
    const preparation = scheduledPdfPreparation(report.id)
    expect(preparation).toBeDefined()
    const prepared = await preparation
    expect(prepared).toBeInstanceOf(Uint8Array)
    expect(scheduledPdfPreparation(report.id)).toBeUndefined()

    const { owner } = people
    const actor = actorOf(owner, await ensureProfile(t.database.db, owner))
    const served = await getReportPdf(t.database.db, actor, report.id)
    expect(served.pdf).toBe(prepared)
    const { pages } = await textOf(new Response(served.pdf))
    // The state and the review as the report page and the email state them: verified only if
    // the review left nothing open.
    const { document } = (
      await call('owner', (api) => api.reports[':id'].$get({ param: { id: report.id } }))
    ).body as ReportView
    expect(pages[0]).toContain(REPORT_STATE_LABELS[reportState(document!)])
    const text = pages.join('\n').replace(/\s+/g, ' ')
    expect(document!.verification).toMatch(
      /^(Verified|Reviewed) by Ada Admin on \w+ \d+, \d{4}: \d+ facts? confirmed, \d+ left open$/,
    )
    expect(text).toContain(document!.verification)
    expect(text).toContain('confirmed with ZIMAS.')
    expect(text).toContain('Facts checked')
    expect(text).not.toContain('..')
    expect(text).toContain('Note: Zone and lot size checked on ZIMAS.')
  })

  it('prepares nothing for a report that has no analysis yet', async () => {
    const pending = await insertReport(t.database.db, { userId: people.owner.id })
    expect(await preparePdfSoon(t.database.db, pending.id)).toBeNull()
  })
})

describe('the money section of the PDF', () => {
  /** The best pathway's residual land value as the web section's model computes it. */
  function bestResidual(view: ReportView) {
    const data = view.document!
    const local = localFiguresOfLot(data.address, data.inputs)
    const money = buildMoneyModel(
      data.analysis,
      data.inputs,
      buildReportModel(data).pathways,
      'full',
      withChanges(view.document!.proformaAssumptions, local),
      local,
    )
    const best = money.result.pathways[0]!
    return { name: best.name, residual: formatMoney(best.residualLandValue.value) }
  }

  it('ranks pathways by residual land value and shows a saved change, marked, in a new PDF', async () => {
    const report = await insertAnalyzedReport(t.database.db, {
      userId: people.owner.id,
      reportType: 'multifamily_development',
    })
    const first = await download('owner', report.id)
    const before = (await textOf(first)).pages.join('\n')
    expect(before).toContain('Does it pencil?')
    expect(before).toContain('Pathways ranked by residual land value')
    expect(before).toContain('Residual land value')
    expect(before).toContain('Assumptions used')
    // The test parcels are in ZIP 90012: Central LA's rents, the medium-high linkage area.
    expect(before).toContain('Figures for ZIP 90012 (Central LA, Hollywood and Downtown)')
    expect(before).toContain('Linkage fee: the medium-high market area’s rate')
    expect(before).toContain(
      'All at the defaults for ZIP 90012 (Central LA, Hollywood and Downtown).',
    )
    expect(before).not.toContain('Changed from default')
    const param = { id: report.id }
    const fresh = (await call('owner', (api) => api.reports[':id'].$get({ param })))
      .body as ReportView
    const unchanged = bestResidual(fresh)
    expect(before).toContain(`Sensitivity: ${unchanged.name}`)
    expect(before).toContain(unchanged.residual)

    const saved = await call('owner', (api) =>
      api.reports[':id'].proforma.$put({
        param,
        json: { assumptions: { vacancy: 30, hcTypeVPodium: 900 } },
      }),
    )
    expect(saved.status).toBe(200)
    const changed = await download('owner', report.id)
    expect(changed.headers.get('etag')).not.toBe(first.headers.get('etag'))
    const after = (await textOf(changed)).pages.join('\n')
    expect(after).toContain('2 changed from the defaults')
    expect(after).toContain(ASSUMPTIONS.vacancy.label)
    expect(after).toContain(
      `Changed from default (${describeAssumptionValue('vacancy', ASSUMPTIONS.vacancy.default)})`,
    )
    // A source may wrap across lines in its table cell.
    expect(after.replace(/\s+/g, ' ')).toContain(
      `${ASSUMPTIONS.vacancy.source}, ${ASSUMPTIONS.vacancy.year}`,
    )
    // The figures follow the saved assumptions, as the web section computes them.
    const moved = bestResidual(saved.body as ReportView)
    expect(moved.residual).not.toBe(unchanged.residual)
    expect(after).toContain(moved.residual)
  })

  it('gives a single-family report the light version: ADUs and SB 9, no sensitivity grid', async () => {
    const report = await insertAnalyzedReport(t.database.db, {
      userId: people.owner.id,
      reportType: 'single_family',
    })
    const all = (await textOf(await download('owner', report.id))).pages.join('\n')
    expect(all).toContain('What building would cost and be worth')
    expect(all).toContain('Assumptions used')
    expect(all).not.toContain('Does it pencil?')
    expect(all).not.toContain('Sensitivity:')
    // The light version lists only the assumptions its figures use.
    expect(all).toContain(ASSUMPTIONS.hcAduDetached.label)
    expect(all).not.toContain(ASSUMPTIONS.hcTypeVPodium.label)
  })

  it('leaves the money section out of a zoning report', async () => {
    const report = await insertAnalyzedReport(t.database.db, {
      userId: people.owner.id,
      reportType: 'multifamily_zoning',
    })
    const all = (await textOf(await download('owner', report.id))).pages.join('\n')
    expect(all).not.toContain('Residual land value')
    expect(all).not.toContain('Assumptions used')
  })
})

describe('the headline by objective', () => {
  it('is saved with the report, keeps its review, and leads the page’s model and the PDF alike', async () => {
    const report = await insertAnalyzedReport(t.database.db, {
      userId: people.owner.id,
      reportType: 'multifamily_development',
      status: 'completed',
    })
    // Deliberately malformed (decision 390): an objective the app does not know.
    const url = t.api().reports[':id'].$url({ param: { id: report.id } }).href
    const unknown = await requestAs(t, people, 'owner', 'PATCH', url, { objective: 'cheapest' })
    expect(unknown.status).toBe(400)
    const saved = await call('owner', (api) =>
      api.reports[':id'].$patch({ param: { id: report.id }, json: { objective: 'homes' } }),
    )
    expect(saved.status).toBe(200)
    const view = saved.body as ReportView
    expect(view.settings.objective).toBe('homes')
    // Choosing what "best" means changes no figure, so the verified report stays verified.
    expect(view.report.status).toBe('completed')

    const data = view.document!
    const headline = reportHeadline(data)
    expect(headline.objective).toBe('homes')
    const pdf = await download('owner', report.id)
    const summary = (await textOf(pdf)).pages.join('\n').replace(/\s+/g, ' ')
    expect(summary).toContain(`Best pathway by most net new homes ${headline.title}`)
    expect(summary).toContain(headline.figures)
    // How the pathway was chosen follows the objective just picked, not the analysis's ranking.
    expect(headline.ranking).toMatch(/^Chosen by the most net new homes/)
    expect(summary).toContain(headline.ranking)
  })
})
