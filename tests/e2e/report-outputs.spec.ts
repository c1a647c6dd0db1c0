// One report through every output it has (issue 37, item 1): the owner's page, the shared page,
// the print view, the PDF (its text, read from the real file) and the completion email (from the
// browser tests' real mail server) state the same headline, homes, figures, owner's scenario and
// verification line. The owner changes the objective and an assumption first, so an output that
// read the defaults instead of the report's saved choices would differ.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import type { ReportView } from '#common/contracts/report-document.ts'
import type { ReviewChecklist } from '#common/contracts/report-review.ts'
import { homesByPathway, reportHeadline } from '#common/report/headline.ts'
import { OWNER_SCENARIO_HEADING, ownerScenario } from '#common/report/owner-scenario.ts'
import { DEMO_ACCOUNTS } from '#server/demo-accounts.ts'
import { accessibilityViolations, adminContext, expect, signUp, test } from './fixtures.ts'
import { MAIL_DIR } from './mail-dir.ts'

/** A demo-city parcel: an R3 lot of 8,090 sq ft a quarter mile from a rail station. */
const DEMO_APN = '9000-019-083'

/** The demo admin, signed in, in a context of its own. */
function analyst(page: Page, origin: string) {
  return adminContext(page.context().browser()!, origin)
}

/**
 * Publishes with every open fact confirmed (its first answer, or a figure, from the first source
 * that can settle it) but the first, left open with a reason.
 */
async function publishWithOneLeftOpen(request: APIRequestContext, origin: string, id: string) {
  const checklist = (await (
    await request.get(`/api/reports/${id}/review-checklist`)
  ).json()) as ReviewChecklist
  expect(checklist.facts.length).toBeGreaterThan(1)
  const response = await request.post(`/api/reports/${id}/publish`, {
    headers: { origin },
    data: {
      facts: checklist.facts.map((fact, index) =>
        index === 0
          ? { item: fact.id, outcome: 'left_open', reason: 'The seller has not answered yet.' }
          : {
              item: fact.id,
              outcome: 'confirmed',
              source: fact.sources[0],
              answer: fact.answers[0]?.id ?? '60',
            },
      ),
      readings: checklist.readings.map((reading) => ({ item: reading.id, outcome: 'chosen' })),
      note: 'Zone, lot area and transit distance checked on ZIMAS.',
    },
  })
  expect(response.status()).toBe(200)
}

/** Quoted-printable undone, as UTF-8, and runs of white space made one space. */
function readable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\s+/g, ' ')
}

/** The completion email the owner received, once the mail server has it. */
async function completionEmail(email: string, address: string): Promise<string> {
  const file = path.join(MAIL_DIR, `${email.toLowerCase()}.eml`)
  const subject = `Subject: Your report for ${address} is ready`
  let mail = ''
  await expect
    .poll(
      async () => {
        const all = await readFile(file, 'utf8').catch(() => '')
        mail = all.slice(all.indexOf(subject))
        return all.includes(subject)
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  return readable(mail)
}

async function pdfText(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url)
  expect(response.status()).toBe(200)
  const pdf = await getDocumentProxy(new Uint8Array(await response.body()))
  const { text } = await extractText(pdf, { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

test('the page, the shared page, the print view, the PDF and the email state the same report', async ({
  page,
  baseURL,
  pageErrors,
}) => {
  // A report computed, changed, published and read five ways: about a minute on a busy machine.
  test.setTimeout(180_000)
  const origin = baseURL ?? ''
  const { email } = await signUp(page, origin)
  const admin = await analyst(page, origin)
  const started = await admin.request.post('/api/admin/reports', {
    headers: { origin },
    data: { apn: DEMO_APN, reportType: 'multifamily_development', ownerEmail: email },
  })
  expect(started.status()).toBe(201)
  const { id } = (await started.json()) as { id: string }
  const documentOf = async () =>
    ((await (await page.request.get(`/api/reports/${id}`)).json()) as ReportView).document
  await expect.poll(documentOf, { timeout: 30_000 }).not.toBeNull()

  // The owner's scenario: homes before money, and a higher sale price than the default.
  const objective = await page.request.patch(`/api/reports/${id}`, {
    headers: { origin },
    data: { objective: 'homes' },
  })
  expect(objective.status()).toBe(200)
  const proforma = await page.request.put(`/api/reports/${id}/proforma`, {
    headers: { origin },
    data: { assumptions: { salePrice: 900 } },
  })
  expect(proforma.status()).toBe(200)
  await publishWithOneLeftOpen(admin.request, origin, id)
  await admin.close()
  const shared = await page.request.post(`/api/reports/${id}/share-links`, {
    headers: { origin },
    data: { expiresInDays: 7 },
  })
  expect(shared.status()).toBe(201)
  const { token } = (await shared.json()) as { token: string }

  // What every output must say, from the report's one document.
  const document = (await documentOf())!
  const headline = reportHeadline(document)
  const scenario = ownerScenario(document)
  expect(scenario).toEqual([
    expect.stringMatching(/^Best pathway by most net new homes, instead of the report’s default/),
    expect.stringMatching(/: \$900 per sq ft, instead of the default \$750 per sq ft\.$/),
  ])
  expect(document.verification).toMatch(
    new RegExp(
      `^(Verified|Reviewed) by ${DEMO_ACCOUNTS.admin.name} on .+: \\d+ facts? confirmed, \\d+ left open$`,
    ),
  )
  const homes = homesByPathway(document.analysis, document.derived.model.pathways)
  expect(homes.length).toBeGreaterThan(2)
  const expected = [
    `Best pathway by most net new homes`,
    headline.title,
    headline.figures,
    OWNER_SCENARIO_HEADING,
    ...scenario,
    ...homes.flatMap((row) => [row.name, row.text]),
    document.verification!,
  ]

  const readsTheSame = async (reader: Page, url: string, scan = false) => {
    await reader.goto(url)
    // The session check and the report's data come first: slower than one step on a busy machine.
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(document.address, {
      timeout: 30_000,
    })
    const summary = reader.getByRole('region', { name: 'Summary' })
    for (const text of expected.slice(0, -1)) await expect(summary).toContainText(text)
    await expect(summary).toContainText(headline.ranking)
    await expect(reader.getByText(document.verification!, { exact: true })).toBeVisible()
    if (scan) expect(await accessibilityViolations(reader)).toEqual([])
  }
  await readsTheSame(page, `/report/${id}`, true)
  await readsTheSame(page, `/secure-view-report/${id}`)
  const visitor = await page.context().browser()!.newContext({ baseURL: origin })
  const visitorPage = await visitor.newPage()
  await visitorPage.setViewportSize({ width: 390, height: 844 })
  await readsTheSame(visitorPage, `/shared/${token}`)

  const paper = await pdfText(page.request, `/api/reports/${id}/pdf`)
  const sharedPaper = await pdfText(visitor.request, `/api/shared/${token}/pdf`)
  await visitor.close()
  const mail = await completionEmail(email, document.address)
  for (const text of expected) {
    expect(paper, 'the PDF').toContain(text)
    expect(sharedPaper, 'the shared link’s PDF').toContain(text)
    expect(mail, 'the completion email').toContain(text)
  }
  // The page and both PDFs say how the headline's pathway was chosen in one wording.
  expect(headline.ranking).toMatch(/^Chosen by the most net new homes/)
  expect(paper, 'the PDF').toContain(headline.ranking)
  expect(sharedPaper, 'the shared link’s PDF').toContain(headline.ranking)
  expect(pageErrors).toEqual([])
})
