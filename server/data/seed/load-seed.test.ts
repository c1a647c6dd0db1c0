// The real-parcel seed through the real importers into a fresh database, beside the demo city.
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sourceName } from '#common/parcel-provenance.ts'
import { queryRows } from '#server/db/client.ts'
import { dataImports, parcels, reportDetails, transitStops } from '#server/db/schema/index.ts'
import { formatDate, type MarketArea } from '#engine'
import { PLAN_AREA_SAMPLE, type PlanAreaSample } from '#proforma'
import { computeReportAnalysis } from '#server/domain/report-analysis.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'
import { createLogger } from '#server/lib/logger.ts'
import { signUp } from '#tests/setup/accounts.ts'
import { insertReport } from '#tests/setup/reports.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { DEMO_DATASET_DATE } from '../demo/demo-city.ts'
import { loadDemoCityIfEmpty } from '../demo/load-demo-city.ts'
import { readCsv } from '../import/import-context.ts'
import { readMarketArea } from '../import/zimas.importer.ts'
import { fillSeedPlanAreas, loadSeedIfMissing } from './load-seed.ts'
import { SEED_DIR, readSeedManifest } from './seed-manifest.ts'

const logger = createLogger('error')
let t: TestApp
let loaded: boolean
beforeAll(async () => {
  t = await createTestApp()
  await loadDemoCityIfEmpty({ database: t.database, logger, count: 300 })
  loaded = await loadSeedIfMissing({ database: t.database, logger })
}, 120_000)
afterAll(async () => {
  await t.close()
})

const parcel = async (apn: string) =>
  (await t.api().parcels[':apn'].$get({ param: { apn } })).json()
const search = async (q: string) => (await t.api().parcels.search.$get({ query: { q } })).json()

describe('the real-parcel seed', () => {
  it('loads the City parcels of both extracts beside the demo city, each marked real', async () => {
    expect(loaded).toBe(true)
    const [real] = await t.database.db
      .select({ n: count() })
      .from(parcels)
      .where(eq(parcels.isDemo, false))
    const [demo] = await t.database.db
      .select({ n: count() })
      .from(parcels)
      .where(eq(parcels.isDemo, true))
    // 7,232 County parcels and 1,000 ZIMAS profiles, 6 of them the same parcels.
    expect(real?.n).toBe(8226)
    expect(demo?.n).toBe(300)
  })

  it('records each field with its own public source and retrieval date', async () => {
    const manifest = await readSeedManifest()
    const [zoning, county, zimas] = manifest.files.map((file) => ({
      dataset: file.dataset,
      date: file.retrieved,
    }))
    const found = await parcel('7467-028-022')
    expect(found).toMatchObject({
      isDemo: false,
      address: { display: expect.stringMatching(/^741 W 40th St/) },
      zoning: { zoneString: 'R2-1XL' },
      facts: { lotSf: 2338 },
    })
    expect(found.sources.zoneString).toEqual(zoning)
    expect(found.sources.lotSf).toEqual(county)
    expect(found.sources.vhfhsz).toEqual(county)
    const profiled = await parcel('4306-026-012')
    expect(profiled.sources.rso).toEqual(zimas)
    expect(profiled.facts).toMatchObject({ rso: false, lotSf: 6682.9 })
  })

  it("gives every parcel its nearest major stop from LA Metro's feeds, credited to them, with the demo's rail list gone", async () => {
    const stopsFile = (await readSeedManifest()).files.find(
      (file) => file.importer === 'transit-stops',
    )
    expect(stopsFile?.dataset).toMatch(
      /^LA Metro rail GTFS feed .* and LA Metro bus stops serving lines/,
    )
    const metro = { dataset: stopsFile?.dataset, date: stopsFile?.retrieved }
    // 8380 Kentland Ave, West Hills: the G Line's Roscoe Station, not North Hollywood's 14 miles.
    const valley = await parcel('2004-006-017')
    expect(valley.transit).toMatchObject({ name: 'Roscoe Station', kind: 'brt' })
    expect(valley.transit.distMtsMi).toBeCloseTo(1.185, 2)
    expect(valley.sources.distMtsMi).toEqual(metro)
    // The demo city's lots are measured from the same real stops.
    const [demoLot] = await t.database.db
      .select({ apn: parcels.apn })
      .from(parcels)
      .where(eq(parcels.isDemo, true))
      .limit(1)
    const demo = await parcel(demoLot?.apn ?? '')
    expect(demo.sources.distMtsMi).toEqual(metro)
    const stops = await t.database.db
      .select({ demo: transitStops.isDemo, dataset: transitStops.dataset, n: count() })
      .from(transitStops)
      .groupBy(transitStops.isDemo, transitStops.dataset)
    expect(stops).toEqual([{ demo: false, dataset: metro.dataset, n: 1140 }])
  })

  it('names no source with its retrieval date, which the card adds to the name', async () => {
    // 1807 W 35th St, the real example lot: its card read "…GTFS feed (…, 2026-08-08) and … (retrieved August 8, 2026)".
    const found = await parcel('5042-034-021')
    expect(Object.keys(found.sources)).toEqual(expect.arrayContaining(['distMtsMi', 'lotSf']))
    for (const source of Object.values(found.sources)) {
      expect(source.dataset).not.toContain(source.date)
      expect(source.dataset).not.toContain(formatDate(source.date))
    }
  })

  it('carries the floor area of what stands where ZIMAS records it, and a report draws it with that source', async () => {
    const zimas = (await readSeedManifest()).files.find((file) => file.importer === 'zimas')
    const source = { dataset: zimas?.dataset, date: zimas?.retrieved }
    // 9406 W Oakmore Rd: one house of 4,648 sq ft on ZIMAS's Assessor tab.
    const house = await parcel('4306-026-007')
    expect(house.facts).toMatchObject({ existingBuildingSf: 4648, existingUnits: 1 })
    expect(house.sources.existingBuildingSf).toEqual(source)

    const owner = await signUp(t)
    const report = await insertReport(t.database.db, {
      userId: owner.id,
      apn: house.apn,
      reportType: 'single_family',
    })
    await computeReportAnalysis(t.database.db, report.id, todayInLosAngeles())
    const [stored] = await t.database.db
      .select({ inputs: reportDetails.inputs, derived: reportDetails.derived })
      .from(reportDetails)
      .where(eq(reportDetails.reportId, report.id))
    expect(stored?.inputs?.factOrigins.existingBuildingSf).toEqual({ kind: 'record', ...source })
    const drawings = stored?.derived?.model.envelopes.map(({ outcome }) => outcome) ?? []
    expect(drawings.length).toBeGreaterThan(0)
    for (const outcome of drawings) {
      if (!outcome.ok) throw new Error(outcome.reason)
      expect(outcome.envelope.existing?.approximate?.areaSf).toBeCloseTo(4648, 6)
      expect(outcome.envelope.notes).toEqual(
        expect.arrayContaining([
          expect.stringContaining(
            `4,648 sq ft of floor area, read as one story, placed behind the front yard. The records give neither its shape nor where it stands. Its floor area comes from ${sourceName(source.dataset ?? '')}, August 6, 2025.`,
          ),
        ]),
      )
    }
  })

  it('dates the parcel data by the newest public source of parcel facts, whichever was loaded last, never by the demo city or the transit stops', async () => {
    const manifest = await readSeedManifest()
    const parcelFiles = manifest.files.filter((file) => file.importer !== 'transit-stops')
    const newest = parcelFiles.map((file) => file.retrieved).reduce((a, b) => (a > b ? a : b))
    // Metro's stops were retrieved after every parcel source: their date is not the parcels'.
    const stops = manifest.files.find((file) => file.importer === 'transit-stops')
    expect((stops?.retrieved ?? '') > newest).toBe(true)
    // The ZIMAS sample loads after the County parcels and is older than them: a date taken from
    // whichever import finished after another would be wrong.
    const county = manifest.files.findIndex((file) => file.file === 'county-parcels.csv')
    const zimas = manifest.files.findIndex((file) => file.importer === 'zimas')
    expect(zimas).toBeGreaterThan(county)
    expect(
      (manifest.files[zimas]?.retrieved ?? '') < (manifest.files[county]?.retrieved ?? ''),
    ).toBe(true)
    // The demo city was generated after every source was retrieved, and dates none of them.
    expect(DEMO_DATASET_DATE > newest).toBe(true)
    const screen = await t.api().screen.$get({ query: {} })
    expect(screen.status).toBe(200)
    expect((await screen.json()).dataDate).toBe(newest)
  })

  it('carries the residential market area ZIMAS shows, and a report’s linkage fee takes that area’s rate over its ZIP’s', async () => {
    const zimas = (await readSeedManifest()).files.find((file) => file.importer === 'zimas')
    // 6453 N Orion Ave: ZIMAS puts the lot in the low market area; most of ZIP 91406 was medium.
    const house = await parcel('2234-013-009')
    expect(house.facts).toMatchObject({ residentialMarketArea: 'low' })
    expect(house.sources.residentialMarketArea).toEqual({
      dataset: zimas?.dataset,
      date: zimas?.retrieved,
    })

    const owner = await signUp(t)
    const report = await insertReport(t.database.db, {
      userId: owner.id,
      apn: house.apn,
      address: house.address.display ?? undefined,
      reportType: 'multifamily_development',
    })
    await computeReportAnalysis(t.database.db, report.id, todayInLosAngeles())
    const [stored] = await t.database.db
      .select({ derived: reportDetails.derived })
      .from(reportDetails)
      .where(eq(reportDetails.reportId, report.id))
    const result = stored?.derived?.money?.result
    expect(result?.local.zip).toBe('91406')
    expect(result?.local.defaults.feeLinkage).toBe(10.32)
    expect(result?.local.notes).toContain(
      'Linkage fee: the low market area’s rate (FY25-26), the lot’s own market area on its ZIMAS record; the City redrew the areas on April 24, 2026, so a record read before then shows the earlier map.',
    )
    const charged = result?.pathways.filter((priced) => priced.fees.linkage.value > 0) ?? []
    expect(charged.length).toBeGreaterThan(0)
    for (const priced of charged) {
      const [row] = priced.fees.linkage.basis
      expect(row?.label).toMatch(/\(low market area, from its ZIMAS record\)$/)
      const rate = row?.id === 'feeLinkage' ? 10.32 : 1.28
      expect(priced.fees.linkage.value).toBeCloseTo(priced.grossFloorAreaSf.value * rate, 6)
    }
  })

  it('ships the pro forma the plan areas exactly as the seed’s ZIMAS profiles show them', async () => {
    const byPlan = new Map<string, { areas: Set<MarketArea>; lots: number; zips: Set<string> }>()
    for await (const { record } of readCsv(`${SEED_DIR}/zimas-profiles.csv`, [])) {
      const name = record.community_plan_area
      if (!name) continue
      const plan = byPlan.get(name) ?? { areas: new Set(), lots: 0, zips: new Set() }
      const area = readMarketArea(record.residential_market_area)
      if (area) {
        plan.areas.add(area)
        plan.lots += 1
      }
      if (record.zip_code) plan.zips.add(record.zip_code.slice(0, 5))
      byPlan.set(name, plan)
    }
    const rebuilt: Record<string, PlanAreaSample> = {}
    for (const [name, plan] of byPlan)
      rebuilt[name] = {
        lots: plan.lots,
        marketArea: plan.areas.size === 1 ? [...plan.areas][0]! : null,
        zips: [...plan.zips].sort(),
      }
    expect(PLAN_AREA_SAMPLE).toEqual(rebuilt)
  })

  it('keeps a County lot’s community plan area, and its report prices rents and the linkage fee for that plan area as estimates said to be so', async () => {
    const [zoning] = (await readSeedManifest()).files
    // 741 W 40th St, San Pedro: a County parcel with no ZIMAS profile, so no ZIP or market area
    // on record; the seed's 16 profiled lots of San Pedro are all in the low area.
    const [row] = await t.database.db
      .select({ plan: parcels.communityPlanArea, sources: parcels.sources, zip: parcels.zip })
      .from(parcels)
      .where(eq(parcels.apn, '7467-028-022'))
    expect(row).toMatchObject({ plan: 'San Pedro', zip: null })
    // Credited to the City zoning extract that names it, as the lot's zone string is.
    expect(row?.sources.communityPlanArea).toBeDefined()
    expect(row?.sources.communityPlanArea).toBe(row?.sources.zoneString)
    expect(zoning?.columns.cpa_2015_name).toMatch(/Community Plan Area/)

    const owner = await signUp(t)
    const report = await insertReport(t.database.db, {
      userId: owner.id,
      apn: '7467-028-022',
      address: '741 W 40th St, Los Angeles, CA',
      reportType: 'multifamily_development_v2',
    })
    await computeReportAnalysis(t.database.db, report.id, todayInLosAngeles())
    const [stored] = await t.database.db
      .select({ inputs: reportDetails.inputs, derived: reportDetails.derived })
      .from(reportDetails)
      .where(eq(reportDetails.reportId, report.id))
    expect(stored?.inputs?.communityPlanArea).toBe('San Pedro')
    // Its valued improvements say something stands, credited to the County's parcel layer.
    const county = (await readSeedManifest()).files.find(
      (file) => file.file === 'county-parcels.csv',
    )
    expect(stored?.inputs?.parcel.vacant).toBe(false)
    expect(stored?.inputs?.factOrigins.vacant).toMatchObject({
      kind: 'record',
      dataset: county?.dataset,
      note: expect.stringMatching(/^Not vacant: the Assessor values improvements on the lot at \$/),
    })
    const local = stored?.derived?.money?.result.local
    expect(local).toMatchObject({
      scope: 'plan_area',
      zip: null,
      area: 'the San Pedro community plan area (estimated)',
      confidence: 'low',
    })
    // 90731's two-bedroom small-area rent is $2,770 and 90732's $4,020: the median, $3,395, is
    // 1.08 times the City median of $3,150, on the City-wide new two-bedroom rent of $3,800.
    expect(local?.defaults.rent2br).toBe(Math.round((3_800 * 3_395) / 3_150 / 10) * 10)
    expect(local?.notes[0]).toBe(
      'Rents for the San Pedro community plan area, our estimate: the lot’s ZIP is not on its record, so this takes the median of HUD’s FY2027 Small Area Fair Market Rents over the ZIPs where this plan area’s lots with ZIMAS profiles are (90731, 90732), 1.08 times the City median for a two-bedroom; across those ZIPs it runs from 0.88 to 1.28 times. The lot’s own ZIP would set it.',
    )
    expect(local?.defaults.feeLinkage).toBe(10.32)
    expect(local?.notes).toContain(
      'Linkage fee: the low market area’s rate (FY25-26), our estimate, as the lot’s own market area is not on its record: all 16 lots of the San Pedro community plan area whose ZIMAS profiles we hold are in the low area on the City’s map before April 24, 2026, and the areas followed plan-area lines in every profile we hold. Confirm the lot’s area on ZIMAS; in the high area it would be $23.20 ($23.20 for two to five homes).',
    )
    expect(local?.definitions.feeLinkage.label).toMatch(
      /\(low market area, estimated from its community plan area\)$/,
    )
  })

  it('makes real addresses and ZIP codes findable', async () => {
    const byAddress = await search('741 W 40th St')
    expect(byAddress.results[0]).toMatchObject({ apn: '7467-028-022', isDemo: false })
    const byZip = await search('90035')
    expect(byZip.results.length).toBeGreaterThan(0)
    expect(byZip.results.every((match) => !match.isDemo)).toBe(true)
  })

  it('loads once: a second start changes nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(parcels)
    expect(await loadSeedIfMissing({ database: t.database, logger })).toBe(false)
    const [after] = await t.database.db.select({ n: count() }).from(parcels)
    expect(after?.n).toBe(before?.n)
  })

  it('fills in, once, the plan areas an install that loaded the seed before decision 780 lacks', async () => {
    const { db } = t.database
    const planOf = async (apn: string) =>
      (
        await db
          .select({ plan: parcels.communityPlanArea, sources: parcels.sources })
          .from(parcels)
          .where(eq(parcels.apn, apn))
      )[0]
    const [zoning] = await db
      .select({ id: dataImports.id })
      .from(dataImports)
      .where(eq(dataImports.file, 'city-zoning.csv'))
    // A ZIMAS-profiled lot, whose zone another file wrote: its missing plan area is not the seed
    // zoning file's to give.
    const [profiled] = await queryRows<{ apn: string }>(
      db,
      sql`select apn from parcels where not is_demo and community_plan_area is not null
        and sources ->> 'zoneString' <> ${zoning!.id} limit 1`,
    )
    // Such an install: the seed's lots with their zone and no plan area.
    const cleared = await queryRows<{ apn: string }>(
      db,
      sql`update parcels set community_plan_area = null, sources = sources - 'communityPlanArea'
        where community_plan_area is not null
          and (sources ->> 'zoneString' = ${zoning!.id} or apn = ${profiled!.apn})
        returning apn`,
    )
    expect(cleared.length).toBeGreaterThan(7_000)
    expect(await planOf('7467-028-022')).toMatchObject({ plan: null })

    expect(await fillSeedPlanAreas({ database: t.database, logger })).toBe(cleared.length - 1)
    const filled = await planOf('7467-028-022')
    expect(filled?.plan).toBe('San Pedro')
    expect(filled?.sources.communityPlanArea).toBe(filled?.sources.zoneString)
    expect((await planOf(profiled!.apn))?.plan).toBeNull()
    // A second start finds nothing to fill.
    expect(await fillSeedPlanAreas({ database: t.database, logger })).toBe(0)
  })
})
