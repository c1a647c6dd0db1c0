// A lot like the demo city's that led Find Lots with "162 ADUs, $22.03M": an R5 lot with a
// 650-home building. The ADU law allows 162 conversions there, in space not used as living space,
// which no public record shows, and 8 detached ADUs. Find Lots, its value order and the report's
// headline count and price only the 8 (decision 842); the report still gives the law's 170,
// saying what the 162 depend on.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ScreenAnswer } from '#common/contracts/screen.ts'
import { deriveReport } from '#common/report/derive-report.ts'
import { formatHomes } from '#common/report/figures.ts'
import { reportHeadline } from '#common/report/headline.ts'
import { buildingLabel, formatMoney, unpricedAdusWords } from '#common/report/proforma-model.ts'
import { analyzeParcel, type Analysis } from '#engine'
import { parcels } from '#server/db/schema/index.ts'
import { findParcelsForAnalysis } from '#server/domain/parcels.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'
import { callAs, type People } from '#tests/setup/people.ts'
import { createScreenedDemoCity, type ScreenRequestQuery } from '#tests/setup/screened-demo-city.ts'
import type { TestApp } from '#tests/setup/test-app.ts'

const PARCELS = 300

let t: TestApp
let people: People
let apn = ''
/** The lot's ZIP, whose figures both price it; the City-wide ones without. */
let zip: string | null = null
let analysis: Analysis
let report: ReturnType<typeof reportOf>

/** The development report of the lot, as the report's derivation builds it. */
function reportOf(facts: Parameters<typeof analyzeParcel>[0]['parcel'], today: string) {
  const scenario = { analysisDate: today }
  const source = {
    reportType: 'multifamily_development_v2' as const,
    address: `1 Demo St, Los Angeles, CA${zip ? ` ${zip}` : ''}`,
    analysis: analyzeParcel({ parcel: facts, scenario }),
    inputs: { parcel: facts, scenario, options: {}, factOrigins: {}, demoParcel: true },
    proformaAssumptions: {},
  }
  return {
    ...source,
    apn,
    status: 'pending' as const,
    notes: null,
    computedAt: null,
    corrections: [],
    review: null,
    objective: 'value' as const,
    derived: deriveReport(source),
  }
}

beforeAll(async () => {
  const city = await createScreenedDemoCity(PARCELS, {}, async (database) => {
    const [lot] = await database.db
      .select({ apn: parcels.apn, zip: parcels.zip })
      .from(parcels)
      .where(eq(parcels.zoneClass, 'R3'))
      .orderBy(parcels.apn)
      .limit(1)
    if (!lot) throw new Error('no R3 demo lot')
    apn = lot.apn
    zip = lot.zip
    await database.db
      .update(parcels)
      .set({
        zoneString: 'R5-1',
        zoneClass: 'R5',
        heightDistrict: '1',
        lotSf: 60_000,
        existingUnits: 650,
        useCode: '0501 - Residential - Five or More Units or Apartments',
      })
      .where(eq(parcels.apn, apn))
  })
  t = city.t
  people = city.people
  const facts = (await findParcelsForAnalysis(city.database.db, [apn])).get(apn)?.facts
  if (!facts) throw new Error('the lot is not on record')
  report = reportOf(facts, todayInLosAngeles())
  analysis = report.analysis
}, 120_000)
afterAll(() => t.close())

async function rowOf(query: ScreenRequestQuery) {
  const response = await callAs(t, people, 'owner', (api) =>
    api.screen.$get({ query: { ...query, zone: 'multifamily', limit: '300' } }),
  )
  expect(response.status).toBe(200)
  const row = (response.body as ScreenAnswer).rows.find((entry) => entry.apn === apn)
  if (!row) throw new Error('the lot is not on the screen')
  return row
}

describe('ADU conversions in space the records do not show', () => {
  it('the engine still gives the law’s count: 162 conversions and 8 detached ADUs', () => {
    expect(analysis.pathways.adu.maxUnits).toBe(170)
    expect(analysis.pathways.adu.details).toMatchObject({
      lotKind: 'existing_multifamily',
      conversionAdusMax: 162,
      detachedAdusMax: 8,
      juniorAdusMax: 0,
    })
  })

  it('Find Lots counts and prices the 8 detached ADUs, as the report’s money table does', async () => {
    const row = await rowOf({ pathway: 'adu' })
    expect(row).toMatchObject({ by: 'adu', netNewUnits: 8 })
    const priced = report.derived.money.result.pathways.find((entry) => entry.pathwayId === 'adu')
    expect(priced?.units).toBe(8)
    expect(report.derived.money.netNewHomes.adu).toBe(8)
    expect(row.residualLandValue).toBe(Math.round(priced?.residualLandValue.value ?? NaN))
    // Eight ADUs are not a $22M lot.
    expect(row.residualLandValue).toBeLessThan(3_000_000)
    // The report names what is left out, and still gives the law's ceiling.
    expect(priced && buildingLabel(priced)).toBe('8 detached ADUs')
    expect(priced && unpricedAdusWords(priced)).toBe(
      'Not priced: up to 162 more ADUs converted from space not used as living space, which the records do not show',
    )
    expect(formatHomes(analysis.pathways.adu, analysis.summary.ranking)).toBe(
      '170 homes added (162 of them only in space not used as living space, which the records do not show), 820 on the lot',
    )
  })

  it('the screen’s value order and the report’s headline name the same pathway, homes and value', async () => {
    const row = await rowOf({})
    const headline = reportHeadline(report)
    // Eight ADUs are worth more here than anything else that may be built.
    expect(row.by).toBe('adu')
    expect(headline.pathwayId).toBe(row.by)
    expect(row.residualLandValue).not.toBeNull()
    expect(headline.figures).toContain(`${String(row.netNewUnits)} homes net new`)
    expect(headline.figures).toContain(
      `residual land value ${formatMoney(row.residualLandValue ?? NaN)}`,
    )
    expect(headline.explanation).toContain('The law also allows up to 162 ADUs converted')
  })

  it('once the owner states space for 20, the report counts and prices them; Find Lots stays on the records (decision 865)', async () => {
    const facts = (await findParcelsForAnalysis(t.database.db, [apn])).get(apn)!.facts
    const stated = reportOf({ ...facts, conversionSpaceAdus: 20 }, todayInLosAngeles())
    const priced = stated.derived.money.result.pathways.find((entry) => entry.pathwayId === 'adu')
    expect(priced?.units).toBe(28)
    expect(stated.derived.money.netNewHomes.adu).toBe(28)
    expect(priced && buildingLabel(priced)).toBe(
      '8 detached ADUs and 20 ADUs converted from existing space',
    )
    expect(priced && unpricedAdusWords(priced)).toBe(
      'Not priced: up to 142 more ADUs converted from space not used as living space, which the records do not show',
    )
    expect(formatHomes(stated.analysis.pathways.adu, stated.analysis.summary.ranking)).toBe(
      '170 homes added (20 of them in space the owner has stated; 142 only in space not used as living space, which the records do not show), 820 on the lot',
    )
    const headline = reportHeadline(stated)
    expect(headline.pathwayId).toBe('adu')
    expect(headline.figures).toContain('28 homes net new')
    expect(headline.explanation).toContain(
      'The count includes 20 ADUs converted from space of the building not used as living space that the owner has stated.',
    )
    expect(headline.explanation).toContain('The law also allows up to 142 more ADUs converted')
    // The screen reads the public records alone: still the 8 detached ADUs.
    expect(await rowOf({ pathway: 'adu' })).toMatchObject({ netNewUnits: 8 })
  })
})
