// Saving a report's pro forma assumptions: who may, what is refused, what is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProformaSave } from '#common/contracts/proforma.ts'
import type { ReportView } from '#common/contracts/report-document.ts'
import { DEFAULT_ASSUMPTIONS, localFigures } from '#proforma'
import {
  callAs,
  createPeople,
  errorBody,
  requestAs,
  type People,
  type Who,
} from '#tests/setup/people.ts'
import { insertAnalyzedReport } from '#tests/setup/reports.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let people: People
beforeAll(async () => {
  t = await createTestApp()
  people = await createPeople(t)
})
afterAll(() => t.close())

const save = (who: Who, id: string, json: ProformaSave) =>
  callAs(t, people, who, (api) => api.reports[':id'].proforma.$put({ param: { id }, json }))
const readView = async (id: string) =>
  (await callAs(t, people, 'owner', (api) => api.reports[':id'].$get({ param: { id } })))
    .body as ReportView

async function newReport() {
  const report = await insertAnalyzedReport(
    t.database.db,
    { userId: people.owner.id, reportType: 'multifamily_development' },
    { lotWidthFt: 50, lotDepthFt: 140 },
  )
  return report.id
}

describe('PUT /api/reports/{id}/proforma', () => {
  it('lets the owner and an admin save; keeps only values that differ from the default', async () => {
    const id = await newReport()
    const fresh = await readView(id)
    expect(fresh.document!.proformaAssumptions).toEqual({})

    const owner = await save('owner', id, {
      assumptions: { rent2br: 4_200, capRate: 5.25, hcTypeVPodium: 430 },
    })
    expect(owner.status).toBe(200)
    // The cap rate sent is the default: not a change, so not kept.
    expect((owner.body as ReportView).document!.proformaAssumptions).toEqual({
      rent2br: 4_200,
      hcTypeVPodium: 430,
    })
    const read = await readView(id)
    expect(read.document!.proformaAssumptions).toEqual({ rent2br: 4_200, hcTypeVPodium: 430 })
    // Saving assumptions leaves the engine's analysis as it was.
    expect(read.document!.analysis).toEqual(fresh.document!.analysis)

    const admin = await save('admin', id, { assumptions: { vacancy: 7 } })
    expect(admin.status).toBe(200)
    // The set sent replaces the last: going back to the defaults is sending none.
    expect((admin.body as ReportView).document!.proformaAssumptions).toEqual({ vacancy: 7 })
    const reset = await save('owner', id, { assumptions: {} })
    expect((reset.body as ReportView).document!.proformaAssumptions).toEqual({})
  })

  it('compares with the defaults of the lot’s ZIP, so its own rents are not changes', async () => {
    const report = await insertAnalyzedReport(
      t.database.db,
      { userId: people.owner.id, reportType: 'multifamily_development' },
      { zip: '90024', addressDisplay: '1000 Test Ave, Los Angeles, CA 90024' },
    )
    const westwood = localFigures('90024')
    const saved = await save('owner', report.id, {
      assumptions: {
        // The Westside's own two-bedroom rent and linkage fee: defaults there, not kept.
        rent2br: westwood.defaults.rent2br,
        feeLinkage: 23.2,
        // The City-wide one-bedroom rent is a change on the Westside, so it is kept.
        rent1br: DEFAULT_ASSUMPTIONS.rent1br,
      },
    })
    expect(saved.status).toBe(200)
    expect(westwood.defaults.rent1br).not.toBe(DEFAULT_ASSUMPTIONS.rent1br)
    expect((saved.body as ReportView).document!.proformaAssumptions).toEqual({
      rent1br: DEFAULT_ASSUMPTIONS.rent1br,
    })
  })

  it('prices a lot whose ZIP is not known at the high linkage-fee area’s rate, said to be assumed', async () => {
    // 811 S Vermont Ave (Koreatown) as the County's parcel layer gives it: no ZIP.
    const report = await insertAnalyzedReport(
      t.database.db,
      { userId: people.owner.id, reportType: 'multifamily_development' },
      { zip: null, addressDisplay: '811 S VERMONT AVE, LOS ANGELES', isDemo: false },
    )
    const { result } = (await readView(report.id)).document!.derived.money
    expect(result.local.notes).toContain(
      'Linkage fee: the lot’s market area is not known, so this assumes the high market area’s rate of $23.20 a sq ft, the most it could pay; in the low area it would be $10.32 ($1.28 for two to five homes). Confirm the lot’s area on ZIMAS.',
    )
    const charged = result.pathways.filter((priced) => priced.fees.linkage.value > 0)
    expect(charged.length).toBeGreaterThan(0)
    for (const priced of charged) {
      expect(priced.fees.linkage.value).toBeCloseTo(priced.grossFloorAreaSf.value * 23.2, 6)
      expect(priced.fees.linkage.basis[0]!.label).toMatch(
        /\(market area not known: high area’s rate\)$/,
      )
    }
  })

  it('refuses visitors and other people', async () => {
    const id = await newReport()
    const body = { assumptions: { rent1br: 3_000 } }
    expect((await save('visitor', id, body)).status).toBe(401)
    // A report one may not see answers as one that does not exist.
    expect(await save('other', id, body)).toEqual({
      status: 404,
      body: errorBody('NOT_FOUND', 'Report not found'),
    })
    const read = await readView(id)
    expect(read.document!.proformaAssumptions).toEqual({})
    const missing = await save('owner', crypto.randomUUID(), body)
    expect(missing.status).toBe(404)
  })

  it('refuses values out of range with the assumption named, and keeps nothing', async () => {
    const id = await newReport()
    const outOfRange: Array<[ProformaSave['assumptions'], string]> = [
      [
        { hcTypeVWalkup: -10 },
        'assumptions.hcTypeVWalkup: Hard cost, Type V walk-up (2–3 stories) must be from $0 per sq ft to $5,000 per sq ft',
      ],
      [{ capRate: 0 }, 'assumptions.capRate: Exit cap rate must be from 0.5 % to 25 %'],
      [{ vacancy: 120 }, 'assumptions.vacancy: Vacancy and credit loss must be from 0 % to 100 %'],
    ]
    const refused = (message: string) => ({
      status: 400,
      body: { error: expect.objectContaining({ code: 'INVALID_INPUT', message }) },
    })
    for (const [assumptions, message] of outOfRange) {
      const response = await save('owner', id, { assumptions: { rent2br: 4_000, ...assumptions } })
      expect(response, JSON.stringify(assumptions)).toEqual(refused(message))
    }
    const malformed: Array<[Record<string, unknown>, string]> = [
      [{ rent1br: 'a lot' }, 'assumptions.rent1br: Market rent, new one-bedroom must be a number'],
      [{ landPrice: 10 }, 'assumptions: not an assumption the pro forma knows'],
    ]
    for (const [assumptions, message] of malformed) {
      // Deliberately malformed (decision 390): a value of the wrong type, an unknown assumption.
      const url = t.api().reports[':id'].proforma.$url({ param: { id } }).href
      const response = await requestAs(t, people, 'owner', 'PUT', url, {
        assumptions: { rent2br: 4_000, ...assumptions },
      })
      expect(response, JSON.stringify(assumptions)).toEqual(refused(message))
    }
    const read = await readView(id)
    expect(read.document!.proformaAssumptions).toEqual({})
  })

  it('refuses a save over someone else’s newer change', async () => {
    const id = await newReport()
    const before = await readView(id)
    await save('admin', id, { assumptions: { vacancy: 6 } })
    const stale = await save('owner', id, {
      assumptions: { vacancy: 4 },
      expectedUpdatedAt: before.report.updatedAt,
    })
    expect(stale.status).toBe(409)
    const read = await readView(id)
    expect(read.document!.proformaAssumptions).toEqual({ vacancy: 6 })
  })
})
