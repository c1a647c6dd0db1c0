import { count, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RecomputeRun, ReportPage } from '#common/contracts/reports.ts'
import type { ReportView } from '#common/contracts/report-document.ts'
import type { ReviewChecklist } from '#common/contracts/report-review.ts'
import { countedRanking } from '#common/report/counted-homes.ts'
import { formatHomes } from '#common/report/figures.ts'
import { formatDayInLosAngeles } from '#common/los-angeles-time.ts'
import { ENGINE_VERSION } from '#engine'
import {
  parcels,
  reportDetails,
  reportFactCorrections,
  reportRecomputeRuns,
  reports,
} from '#server/db/schema/index.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'
import {
  callAs,
  createPeople,
  errorBody,
  type People,
  type Who,
  type ApiCall,
} from '#tests/setup/people.ts'
import {
  insertAnalyzedReport,
  insertAssessorImport,
  insertParcel,
  insertReport,
} from '#tests/setup/reports.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let people: People
beforeAll(async () => {
  t = await createTestApp()
  people = await createPeople(t)
})
afterAll(() => t.close())

const call = (who: Who, request: ApiCall) => callAs(t, people, who, request)

async function newReport(parcel: Parameters<typeof insertParcel>[1] = {}) {
  const report = await insertAnalyzedReport(
    t.database.db,
    { userId: people.owner.id, reportType: 'multifamily_development' },
    { lotWidthFt: 50, lotDepthFt: 140, ...parcel },
  )
  return report.id
}

/** Marks a report as computed by an older engine. */
async function makeStale(id: string, version = '0.9.0') {
  await t.database.db
    .update(reportDetails)
    .set({ engineVersion: version })
    .where(eq(reportDetails.reportId, id))
}

describe('editing the scenario, readings and notes', () => {
  it('PATCH /api/reports/{id}: owners and admins; a new scenario recomputes the analysis', async () => {
    const id = await newReport()
    const edit = { scenario: { set_aside_category: 'VLI', set_aside_pct: 5, tenure: 'rental' } }
    expect(
      (await call('visitor', (api) => api.reports[':id'].$patch({ param: { id }, json: edit })))
        .status,
    ).toBe(401)
    expect(
      await call('other', (api) => api.reports[':id'].$patch({ param: { id }, json: edit })),
    ).toEqual({
      status: 404,
      body: errorBody('NOT_FOUND', 'Report not found'),
    })

    const before = (await call('owner', (api) => api.reports[':id'].$get({ param: { id } })))
      .body as ReportView
    expect(before.document!.analysis?.pathways.state_density_bonus.details.scenarioAssumed).toBe(
      true,
    )
    const owner = await call('owner', (api) =>
      api.reports[':id'].$patch({ param: { id }, json: edit }),
    )
    expect(owner.status).toBe(200)
    const after = owner.body as ReportView
    expect(after.settings.scenario).toEqual({
      setAsideCategory: 'VLI',
      setAsidePct: 5,
      tenure: 'rental',
    })
    expect(after.document!.inputs?.scenario).toMatchObject({
      setAsidePct: 5,
      analysisDate: todayInLosAngeles(),
    })
    expect(after.document!.analysis?.pathways.state_density_bonus.details.scenarioAssumed).toBe(
      false,
    )
    expect(after.document!.analysis?.pathways.state_density_bonus.maxUnits).not.toBe(
      before.document!.analysis?.pathways.state_density_bonus.maxUnits,
    )

    const readings = await call('admin', (api) =>
      api.reports[':id'].$patch({ param: { id }, json: { options: { laDbScale: 'state' } } }),
    )
    expect((readings.body as ReportView).document!.analysis?.options.laDbScale).toBe('state')
    expect((readings.body as ReportView).settings).toEqual({
      scenario: { setAsideCategory: 'VLI', setAsidePct: 5, tenure: 'rental' },
      options: { laDbScale: 'state' },
    })
  })

  it('keeps notes sanitised, and refuses invalid values naming the field and the reason', async () => {
    const id = await newReport()
    const notes = await call('owner', (api) =>
      api.reports[':id'].$patch({ param: { id }, json: { notes: 'Check <b>the alley</b>' } }),
    )
    expect((notes.body as ReportView).document!.notes).toBe('Check bthe alley/b')

    expect(
      await call('owner', (api) =>
        api.reports[':id'].$patch({ param: { id }, json: { scenario: { set_aside_pct: 140 } } }),
      ),
    ).toEqual({
      status: 400,
      body: {
        error: {
          code: 'INVALID_INPUT',
          message: 'scenario.set_aside_pct: must be a number at least 0 and at most 100 %',
          details: [
            {
              path: 'scenario.set_aside_pct',
              message: 'must be a number at least 0 and at most 100 %',
            },
          ],
        },
      },
    })
    expect(
      await call('owner', (api) =>
        api.reports[':id'].$patch({ param: { id }, json: { options: { laDbScale: 'generous' } } }),
      ),
    ).toMatchObject({
      status: 400,
      body: {
        error: {
          message:
            'options.laDbScale: must be one of by_application_date, state, cap35, la_chip_table',
        },
      },
    })
    expect(
      (
        await call('owner', (api) =>
          api.reports[':id'].$patch({ param: { id }, json: { scenario: { lot_sf: 9000 } } }),
        )
      ).status,
    ).toBe(400)
  })

  it('sends a verified report back for review when its owner changes the scenario or a reading', async () => {
    const id = await newReport()
    const publish = async () => {
      await t.database.db.update(reports).set({ status: 'completed' }).where(eq(reports.id, id))
    }
    const status = async () =>
      (
        (await call('owner', (api) => api.reports[':id'].$get({ param: { id } })))
          .body as ReportView
      ).report.status

    await publish()
    // Notes, and a scenario equal to the one verified, change no figure.
    await call('owner', (api) =>
      api.reports[':id'].$patch({ param: { id }, json: { notes: 'Is the alley half counted?' } }),
    )
    await call('owner', (api) =>
      api.reports[':id'].$patch({ param: { id }, json: { scenario: {}, options: {} } }),
    )
    expect(await status()).toBe('completed')
    // The specialist's own changes keep the report verified.
    await call('admin', (api) =>
      api.reports[':id'].$patch({ param: { id }, json: { options: { laDbScale: 'state' } } }),
    )
    expect(await status()).toBe('completed')

    expect(
      (
        await call('owner', (api) =>
          api.reports[':id'].$patch({ param: { id }, json: { options: { laDbScale: 'cap35' } } }),
        )
      ).status,
    ).toBe(200)
    expect(await status()).toBe('pending')
    await publish()
    await call('owner', (api) =>
      api.reports[':id'].$patch({ param: { id }, json: { scenario: { tenure: 'for_sale' } } }),
    )
    expect(await status()).toBe('pending')
  })

  it('refuses an edit made on a version of the report someone else has changed since', async () => {
    const id = await newReport()
    const read = (await call('owner', (api) => api.reports[':id'].$get({ param: { id } })))
      .body as ReportView
    const expectedUpdatedAt = read.report.updatedAt
    expect(
      (
        await call('admin', (api) =>
          api.reports[':id'].$patch({
            param: { id },
            json: { notes: 'Verified', expectedUpdatedAt },
          }),
        )
      ).status,
    ).toBe(200)
    expect(
      await call('owner', (api) =>
        api.reports[':id'].$patch({ param: { id }, json: { notes: 'Mine', expectedUpdatedAt } }),
      ),
    ).toEqual({
      status: 409,
      body: errorBody(
        'CONFLICT',
        'Someone else changed this report since you opened it. Reload to see their changes, then make yours again.',
      ),
    })
    expect(
      (
        (await call('owner', (api) => api.reports[':id'].$get({ param: { id } })))
          .body as ReportView
      ).document!.notes,
    ).toBe('Verified')
  })
})

describe('correcting parcel facts', () => {
  it('POST /api/reports/{id}/corrections: analysts only, with the audit trail and a recompute', async () => {
    const importId = await insertAssessorImport(t.database.db)
    const id = await newReport({
      lotSf: 7000,
      sources: { lotSf: importId, zoneClass: importId },
    })
    const body = { set: { lot_sf: 10_000, tenant_occupied_within_years: null } }
    expect(
      (
        await call('visitor', (api) =>
          api.reports[':id'].corrections.$post({ param: { id }, json: body }),
        )
      ).status,
    ).toBe(401)
    expect(
      await call('owner', (api) =>
        api.reports[':id'].corrections.$post({ param: { id }, json: body }),
      ),
    ).toMatchObject({
      status: 403,
      body: {
        error: {
          code: 'FORBIDDEN',
          message: expect.stringContaining('Only analysts can correct parcel facts'),
        },
      },
    })
    expect(
      await call('other', (api) =>
        api.reports[':id'].corrections.$post({ param: { id }, json: body }),
      ),
    ).toEqual({
      status: 404,
      body: errorBody('NOT_FOUND', 'Report not found'),
    })
    const corrected = await call('admin', (api) =>
      api.reports[':id'].corrections.$post({ param: { id }, json: body }),
    )
    expect(corrected.status).toBe(200)
    const view = corrected.body as ReportView
    expect(view.document!.inputs?.parcel).toMatchObject({
      lotSf: 10_000,
      tenantOccupiedWithinYears: 'never',
    })
    expect(view.document!.analysis?.pathways.la_base_zoning.maxUnits).toBe(12)
    expect(view.document!.inputs?.factOrigins.lotSf).toEqual({
      kind: 'correction',
      by: 'Ada Admin',
      at: expect.any(String),
    })
    expect(view.document!.inputs?.factOrigins.zone).toEqual({
      kind: 'record',
      dataset: 'LA County Assessor parcels',
      date: '2026-10-01',
    })
    expect(view.document!.corrections).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(String),
          fact: 'lotSf',
          action: 'set',
          oldValue: 7000,
          newValue: 10_000,
          correctedBy: 'Ada Admin',
          createdAt: expect.any(String),
        },
        expect.objectContaining({ fact: 'tenantOccupiedWithinYears', newValue: 'never' }),
      ]),
    )
    expect(
      view.document!.corrections.find((entry) => entry.fact === 'tenantOccupiedWithinYears'),
    ).not.toHaveProperty('oldValue', expect.anything())

    // The same value again changes nothing and records nothing.
    await call('admin', (api) =>
      api.reports[':id'].corrections.$post({ param: { id }, json: { set: { lot_sf: 10_000 } } }),
    )
    // Back to the record: a revert row, and the recorded value in force again.
    const reverted = (
      await call('admin', (api) =>
        api.reports[':id'].corrections.$post({ param: { id }, json: { revert: ['lot_sf'] } }),
      )
    ).body as ReportView
    expect(reverted.document!.inputs?.parcel.lotSf).toBe(7000)
    expect(reverted.document!.inputs?.factOrigins.lotSf).toMatchObject({
      kind: 'record',
      date: '2026-10-01',
    })
    expect(reverted.document!.analysis?.pathways.la_base_zoning.maxUnits).toBe(8)
    const trail = await t.database.db
      .select()
      .from(reportFactCorrections)
      .where(eq(reportFactCorrections.reportId, id))
    expect(trail.map((row) => [row.fact, row.action, row.oldValue, row.newValue])).toEqual(
      expect.arrayContaining([
        ['lotSf', 'set', { value: 7000 }, { value: 10_000 }],
        ['tenantOccupiedWithinYears', 'set', null, { value: 'never' }],
        ['lotSf', 'revert', { value: 10_000 }, { value: 7000 }],
      ]),
    )
    expect(trail).toHaveLength(3)
    expect(trail.every((row) => row.correctedBy === people.admin.id)).toBe(true)
  })

  it('prices a corrected market area and names it as the analyst’s, not the ZIMAS record’s', async () => {
    const importId = await insertAssessorImport(t.database.db)
    const id = await newReport({
      residentialMarketArea: 'low',
      sources: { residentialMarketArea: importId },
    })
    const linkage = (view: ReportView) => {
      const local = view.document!.derived!.money.result.local
      return {
        fee: local.defaults.feeLinkage,
        label: local.definitions.feeLinkage.label,
        note: local.notes.find((note) => note.startsWith('Linkage fee:')),
      }
    }
    const before = (await call('owner', (api) => api.reports[':id'].$get({ param: { id } })))
      .body as ReportView
    expect(linkage(before)).toEqual({
      fee: 10.32,
      label:
        'Affordable Housing Linkage Fee, 1 or 6+ homes (low market area, from its ZIMAS record)',
      note: 'Linkage fee: the low market area’s rate (FY25-26), the lot’s own market area on its ZIMAS record; the City redrew the areas on April 24, 2026, so a record read before then shows the earlier map.',
    })

    const corrected = await call('admin', (api) =>
      api.reports[':id'].corrections.$post({
        param: { id },
        json: { set: { residential_market_area: 'high' } },
      }),
    )
    expect(corrected.status).toBe(200)
    expect(linkage(corrected.body as ReportView)).toEqual({
      fee: 23.2,
      label:
        'Affordable Housing Linkage Fee, 1 or 6+ homes (high market area, as corrected by an analyst)',
      note: 'Linkage fee: the high market area’s rate (FY25-26), the lot’s market area as an analyst corrected it on this report.',
    })
  })

  it('refuses a value the engine would not accept, naming the fact and the reason', async () => {
    const id = await newReport()
    expect(
      await call('admin', (api) =>
        api.reports[':id'].corrections.$post({ param: { id }, json: { set: { zone: 'Q9' } } }),
      ),
    ).toMatchObject({
      status: 400,
      body: { error: { message: 'set.zone: the engine cannot read zone "Q9"' } },
    })
    expect(
      await call('admin', (api) =>
        api.reports[':id'].corrections.$post({ param: { id }, json: { set: { lot_sf: -5 } } }),
      ),
    ).toMatchObject({
      status: 400,
      body: {
        error: {
          message: 'set.lot_sf: must be a number more than 0 and at most 435,600,000 sq ft',
        },
      },
    })
    expect(
      await call('admin', (api) =>
        api.reports[':id'].corrections.$post({ param: { id }, json: { set: { colour: 'blue' } } }),
      ),
    ).toMatchObject({
      status: 400,
    })
    expect(
      await call('admin', (api) =>
        api.reports[':id'].corrections.$post({ param: { id }, json: {} }),
      ),
    ).toMatchObject({
      status: 400,
      body: { error: { message: 'json: Change at least one fact.' } },
    })
    const trail = await t.database.db
      .select()
      .from(reportFactCorrections)
      .where(eq(reportFactCorrections.reportId, id))
    expect(trail).toEqual([])
  })
})

describe('facts the owner knows', () => {
  it('POST /api/reports/{id}/corrections: the owner states tenant history and homes, marked owner-stated, and the analysis recomputes', async () => {
    const id = await newReport({ lotSf: 7000 })
    const before = (await call('owner', (api) => api.reports[':id'].$get({ param: { id } })))
      .body as ReportView
    expect(before.document!.analysis?.pathways.sb684.status).toBe('needs_confirmation')

    const stated = await call('owner', (api) =>
      api.reports[':id'].corrections.$post({
        param: { id },
        json: {
          set: { tenant_occupied_within_years: 1, existing_units: 2, existing_unit_type: 'duplex' },
        },
      }),
    )
    expect(stated.status).toBe(200)
    const view = stated.body as ReportView
    expect(view.document!.inputs?.parcel).toMatchObject({
      tenantOccupiedWithinYears: 1,
      existingUnits: 2,
      existingUnitType: 'duplex',
    })
    expect(view.document!.inputs?.factOrigins.tenantOccupiedWithinYears).toEqual({
      kind: 'owner',
      by: 'Olive Owner',
      at: expect.any(String),
    })
    // A tenant in the last year rules out SB 684's small-lot subdivision: the figures follow.
    expect(view.document!.analysis?.pathways.sb684.status).toBe('not_available')
    expect(view.document!.corrections).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fact: 'existingUnits', oldValue: 1, newValue: 2 }),
      ]),
    )

    // Withdrawing a statement returns the fact to the record.
    const withdrawn = (
      await call('owner', (api) =>
        api.reports[':id'].corrections.$post({
          param: { id },
          json: {
            revert: ['tenant_occupied_within_years', 'existing_units', 'existing_unit_type'],
          },
        }),
      )
    ).body as ReportView
    expect(withdrawn.document!.inputs?.parcel.tenantOccupiedWithinYears).toBeUndefined()
    expect(withdrawn.document!.analysis?.pathways.sb684.status).toBe('needs_confirmation')
  })

  it('the owner states CC&Rs, easements and septic: each owner-stated, each a condition on the pathways still open', async () => {
    const id = await newReport({ lotSf: 7000 })
    const stated = await call('owner', (api) =>
      api.reports[':id'].corrections.$post({
        param: { id },
        json: { set: { private_restrictions: true, easement_sf: 700, wastewater: 'septic' } },
      }),
    )
    expect(stated.status).toBe(200)
    const document = (stated.body as ReportView).document!
    expect(document.inputs?.parcel).toMatchObject({
      privateRestrictions: true,
      easementSf: 700,
      wastewater: 'septic',
    })
    for (const fact of ['privateRestrictions', 'easementSf', 'wastewater'] as const)
      expect(document.inputs?.factOrigins[fact]).toMatchObject({ kind: 'owner', by: 'Olive Owner' })
    const adu = document.analysis!.pathways.adu
    expect(adu.status).toBe('needs_confirmation')
    expect(adu.failReasons.map((reason) => reason.code)).toEqual(
      expect.arrayContaining(['private_restrictions', 'septic', 'recorded_easements']),
    )
    expect(
      adu.failReasons.find((reason) => reason.code === 'recorded_easements')?.message,
    ).toContain('700 sq ft of the lot (10 % of the lot)')
  })

  it('only the owner and analysts state facts; an owner cannot correct the public record', async () => {
    const id = await newReport()
    const body = { set: { vacant: true } }
    expect(
      (
        await call('visitor', (api) =>
          api.reports[':id'].corrections.$post({ param: { id }, json: body }),
        )
      ).status,
    ).toBe(401)
    expect(
      await call('other', (api) =>
        api.reports[':id'].corrections.$post({ param: { id }, json: body }),
      ),
    ).toEqual({
      status: 404,
      body: errorBody('NOT_FOUND', 'Report not found'),
    })
    const refused = await call('owner', (api) =>
      api.reports[':id'].corrections.$post({
        param: { id },
        json: {
          set: { lot_sf: 9000, tenant_occupied_within_years: null },
        },
      }),
    )
    expect(refused).toMatchObject({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: expect.stringContaining('(Lot area)') } },
    })
    expect(
      await call('owner', (api) =>
        api.reports[':id'].corrections.$post({ param: { id }, json: { revert: ['zone'] } }),
      ),
    ).toMatchObject({ status: 403 })
    expect(
      (
        await call('owner', (api) =>
          api.reports[':id'].corrections.$post({ param: { id }, json: body }),
        )
      ).status,
    ).toBe(200)
    // An analyst's change of the same fact is an analyst's correction, not the owner's word.
    const corrected = (
      await call('admin', (api) =>
        api.reports[':id'].corrections.$post({ param: { id }, json: { set: { vacant: false } } }),
      )
    ).body as ReportView
    expect(corrected.document!.inputs?.factOrigins.vacant).toMatchObject({ kind: 'correction' })
    const trail = await t.database.db
      .select()
      .from(reportFactCorrections)
      .where(eq(reportFactCorrections.reportId, id))
    expect(trail.map((row) => [row.fact, row.correctedBy])).toEqual(
      expect.arrayContaining([
        ['vacant', people.owner.id],
        ['vacant', people.admin.id],
      ]),
    )
    expect(trail).toHaveLength(2)
  })

  it('refuses facts out of bounds naming the field and why, and changes nothing', async () => {
    const id = await newReport({ lotSf: 5000 })
    expect(
      await call('owner', (api) =>
        api.reports[':id'].corrections.$post({
          param: { id },
          json: { set: { existing_units: 400 } },
        }),
      ),
    ).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'INVALID_INPUT',
          message:
            'Homes on the lot now: 400 is more than a lot of 5,000 sq ft could hold (at most 295). Count the homes, not the rooms or people.',
          details: [{ path: 'set.existing_units' }],
        },
      },
    })
    // Easements cannot take more than the lot.
    expect(
      await call('owner', (api) =>
        api.reports[':id'].corrections.$post({
          param: { id },
          json: { set: { easement_sf: 6000 } },
        }),
      ),
    ).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'INVALID_INPUT',
          message:
            'Area of recorded utility or access easements: 6,000 sq ft is more than the lot’s 5,000 sq ft. Give the area the easements take on this lot only.',
          details: [{ path: 'set.easement_sf' }],
        },
      },
    })
    // A tenancy cannot have ended in the future.
    expect(
      await call('owner', (api) =>
        api.reports[':id'].corrections.$post({
          param: { id },
          json: { set: { tenant_occupied_within_years: -1 } },
        }),
      ),
    ).toMatchObject({
      status: 400,
      body: { error: { message: expect.stringMatching(/^set\.tenant_occupied_within_years: /) } },
    })
    const trail = await t.database.db
      .select()
      .from(reportFactCorrections)
      .where(eq(reportFactCorrections.reportId, id))
    expect(trail).toEqual([])
  })

  it('counts and prices the ADU conversions in space the owner states a multifamily building has, up to the law’s count (decision 865)', async () => {
    // 30 homes: the law allows 7 conversions (25 %, rounded down) in space not used as living
    // space, which no record shows, and 8 detached ADUs.
    const id = await newReport({ lotSf: 20_000, existingUnits: 30 })
    const priced = (view: ReportView) =>
      view.document!.derived.money.result.pathways.find((pathway) => pathway.pathwayId === 'adu')!
    const before = (await call('owner', (api) => api.reports[':id'].$get({ param: { id } })))
      .body as ReportView
    expect(before.document!.analysis.pathways.adu.maxUnits).toBe(15)
    expect(before.document!.derived.money.netNewHomes.adu).toBe(8)
    expect(priced(before)).toMatchObject({
      units: 8,
      adus: { detached: 8, converted: 0, stated: 0, unrecorded: 7 },
    })

    const stated = await call('owner', (api) =>
      api.reports[':id'].corrections.$post({
        param: { id },
        json: { set: { conversion_space_adus: 3 } },
      }),
    )
    expect(stated.status).toBe(200)
    const after = stated.body as ReportView
    const document = after.document!
    expect(document.inputs.factOrigins.conversionSpaceAdus).toMatchObject({
      kind: 'owner',
      by: 'Olive Owner',
    })
    const adu = document.analysis.pathways.adu
    expect(adu.maxUnits).toBe(15)
    expect(adu.details.statedConversionAdus).toBe(3)
    // Every buyer figure counts the 3, priced as conversions; the other 4 stay out.
    expect(document.derived.money.netNewHomes.adu).toBe(11)
    expect(priced(after)).toMatchObject({
      units: 11,
      adus: { detached: 8, converted: 3, stated: 3, unrecorded: 4 },
    })
    expect(priced(after).residualLandValue.value).not.toBe(priced(before).residualLandValue.value)
    expect(countedRanking(document.analysis).find((entry) => entry.id === 'adu')).toMatchObject({
      netNewUnits: 11,
    })
    expect(formatHomes(adu, document.analysis.summary.ranking)).toBe(
      '15 homes added (3 of them in space the owner has stated; 4 only in space not used as living space, which the records do not show), 45 on the lot',
    )
    // The analyst's checklist asks for it to be confirmed, the owner's statement among the ways.
    const checklist = (
      await call('admin', (api) => api.reports[':id']['review-checklist'].$get({ param: { id } }))
    ).body as ReviewChecklist
    expect(checklist.facts.find((item) => item.id === 'conversionSpaceAdus')).toMatchObject({
      figure: { unit: null },
      sources: ['site_visit', 'ladbs', 'owner_statement'],
    })

    // Above the law's 7, negative or fractional: refused naming the field, nothing stored.
    expect(
      await call('owner', (api) =>
        api.reports[':id'].corrections.$post({
          param: { id },
          json: { set: { conversion_space_adus: 8 } },
        }),
      ),
    ).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'INVALID_INPUT',
          message:
            'ADUs that fit in space not used as living space (storage, boiler rooms, attics, garages): 8 is more than the law allows in this building: at least 1 and up to 25 % of its homes, here 7 (SB 1211, Gov. Code 66323).',
          details: [{ path: 'set.conversion_space_adus' }],
        },
      },
    })
    for (const value of [-1, 1.5])
      expect(
        await call('owner', (api) =>
          api.reports[':id'].corrections.$post({
            param: { id },
            json: { set: { conversion_space_adus: value } },
          }),
        ),
      ).toMatchObject({
        status: 400,
        body: {
          error: { message: expect.stringMatching(/^set\.conversion_space_adus: must be a whole/) },
        },
      })
    const kept = (await call('owner', (api) => api.reports[':id'].$get({ param: { id } })))
      .body as ReportView
    expect(kept.document!.inputs.parcel.conversionSpaceAdus).toBe(3)
    expect(kept.document!.derived.money.netNewHomes.adu).toBe(11)

    // A house converts its own space already: no building's space to state.
    const house = await newReport({ zoneString: 'R1-1', zoneClass: 'R1', existingUnits: 1 })
    expect(
      await call('owner', (api) =>
        api.reports[':id'].corrections.$post({
          param: { id: house },
          json: { set: { conversion_space_adus: 1 } },
        }),
      ),
    ).toMatchObject({
      status: 400,
      body: {
        error: {
          message:
            'ADUs that fit in space not used as living space (storage, boiler rooms, attics, garages): only a building of two or more homes converts such space under SB 1211 (Gov. Code 66323); a house’s converted ADU is already counted.',
        },
      },
    })
  })

  it('sends a verified report back for review when its owner states a fact', async () => {
    const id = await newReport()
    await t.database.db.update(reports).set({ status: 'completed' }).where(eq(reports.id, id))
    const stated = await call('owner', (api) =>
      api.reports[':id'].corrections.$post({
        param: { id },
        json: {
          set: { tenant_occupied_within_years: null },
        },
      }),
    )
    expect((stated.body as ReportView).report.status).toBe('pending')
  })
})

describe('recomputing', () => {
  it('detects a report computed by an older engine, in the report, the list and the queue', async () => {
    const id = await newReport()
    await makeStale(id)
    const view = (await call('owner', (api) => api.reports[':id'].$get({ param: { id } })))
      .body as ReportView
    expect(view.report).toMatchObject({ stale: true, engineVersion: '0.9.0' })
    expect(view.currentEngineVersion).toBe(ENGINE_VERSION)
    const list = (await call('owner', (api) => api.reports.$get({ query: { pageSize: '100' } })))
      .body as ReportPage
    expect(list.reports.find((report) => report.id === id)?.stale).toBe(true)
    const stale = (
      await call('admin', (api) =>
        api.admin.reports.$get({ query: { stale: 'true', pageSize: '100' } }),
      )
    ).body as ReportPage
    expect(stale.reports.map((report) => report.id)).toContain(id)
    expect(stale.reports.every((report) => report.stale)).toBe(true)
    const fresh = (
      await call('admin', (api) =>
        api.admin.reports.$get({ query: { stale: 'false', pageSize: '100' } }),
      )
    ).body as ReportPage
    expect(fresh.reports.map((report) => report.id)).not.toContain(id)
  })

  it('POST /api/reports/{id}/recompute: owners when stale, admins always, others never', async () => {
    const id = await newReport()
    expect(
      (await call('visitor', (api) => api.reports[':id'].recompute.$post({ param: { id } })))
        .status,
    ).toBe(401)
    expect(
      await call('other', (api) => api.reports[':id'].recompute.$post({ param: { id } })),
    ).toEqual({
      status: 404,
      body: errorBody('NOT_FOUND', 'Report not found'),
    })
    // Up to date: the owner is told when it was worked out, not which engine version did it.
    const { document } = (await call('owner', (api) => api.reports[':id'].$get({ param: { id } })))
      .body as ReportView
    expect(
      await call('owner', (api) => api.reports[':id'].recompute.$post({ param: { id } })),
    ).toEqual({
      status: 409,
      body: errorBody(
        'CONFLICT',
        `This report is up to date: worked out on ${formatDayInLosAngeles(document!.computedAt!)} by our current analysis, and nothing it rests on has changed since.`,
      ),
    })
    await makeStale(id)
    const owner = await call('owner', (api) =>
      api.reports[':id'].recompute.$post({ param: { id } }),
    )
    expect(owner.status).toBe(200)
    expect((owner.body as ReportView).report).toMatchObject({
      stale: false,
      engineVersion: ENGINE_VERSION,
    })
    expect(
      (await call('admin', (api) => api.reports[':id'].recompute.$post({ param: { id } }))).status,
    ).toBe(200)
  })

  it('records why a recompute failed when the parcel has left the records', async () => {
    const id = await newReport()
    const [row] = await t.database.db.select().from(reports).where(eq(reports.id, id))
    await t.database.db.delete(parcels).where(eq(parcels.apn, row!.apn!))
    const view = (
      await call('admin', (api) => api.reports[':id'].recompute.$post({ param: { id } }))
    ).body as ReportView
    expect(view.report.analysisStatus).toBe('failed')
    expect(view.analysisError).toBe(
      `Parcel ${row!.apn} is no longer in our parcel records, so the analysis cannot be computed from current data.`,
    )
    expect(view.parcelInRecords).toBe(false)
    expect(view.document!.analysis).not.toBeNull()
  })
})

describe('analysts’ tools', () => {
  it('POST /api/admin/reports: an admin starts a report on a parcel for a user, computed at once', async () => {
    const parcel = await insertParcel(t.database.db)
    const body = { apn: parcel.ain, ownerEmail: people.owner.email }
    expect((await call('visitor', (api) => api.admin.reports.$post({ json: body }))).status).toBe(
      401,
    )
    for (const who of ['owner', 'other'] as const) {
      expect(await call(who, (api) => api.admin.reports.$post({ json: body }))).toEqual({
        status: 403,
        body: errorBody('FORBIDDEN', 'Admin authentication required'),
      })
    }
    const started = await call('admin', (api) => api.admin.reports.$post({ json: body }))
    expect(started.status).toBe(201)
    const { id } = started.body as { id: string }
    const view = (await call('owner', (api) => api.reports[':id'].$get({ param: { id } })))
      .body as ReportView
    expect(view.report).toMatchObject({
      userId: people.owner.id,
      apn: parcel.apn,
      address: parcel.addressDisplay,
      reportType: 'multifamily_development_v2',
      analysisStatus: 'ready',
    })
    expect(
      await call('admin', (api) =>
        api.admin.reports.$post({
          json: {
            ...body,
            ownerEmail: 'nobody@example.com',
          },
        }),
      ),
    ).toMatchObject({
      status: 404,
      body: { error: { message: 'No account uses nobody@example.com.' } },
    })
    expect(
      await call('admin', (api) => api.admin.reports.$post({ json: { apn: '9999-999-999' } })),
    ).toMatchObject({ status: 404 })
  })

  it('bulk recompute: admins start it, watch its progress, and every stale report is brought up to date', async () => {
    const stale = [await newReport(), await newReport(), await newReport()]
    for (const id of stale) await makeStale(id)
    const gone = await insertReport(t.database.db, { userId: people.owner.id, apn: '9999-000-001' })
    await t.database.db
      .insert(reportDetails)
      .values({ reportId: gone.id, engineVersion: '0.9.0', analysisStatus: 'ready' })

    const [{ staleBefore } = { staleBefore: 0 }] = await t.database.db
      .select({ staleBefore: count() })
      .from(reportDetails)
      .where(ne(reportDetails.engineVersion, ENGINE_VERSION))
    const recompute: ApiCall[] = [
      (api) => api.admin.reports.recompute.$get(),
      (api) => api.admin.reports.recompute.$post(),
    ]
    for (const request of recompute) {
      expect((await call('visitor', request)).status).toBe(401)
      expect((await call('owner', request)).status).toBe(403)
    }
    const started = await call('admin', (api) => api.admin.reports.recompute.$post())
    expect(started.status).toBe(202)
    const run = (started.body as { run: RecomputeRun }).run
    expect(run).toMatchObject({
      status: 'running',
      engineVersion: ENGINE_VERSION,
      total: staleBefore,
    })
    expect(staleBefore).toBeGreaterThanOrEqual(4)

    let progress = run
    const deadline = Date.now() + 15_000
    while (progress.status === 'running' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      progress = (
        (await call('admin', (api) => api.admin.reports.recompute.$get())).body as {
          run: RecomputeRun
        }
      ).run
    }
    expect(progress).toMatchObject({
      id: run.id,
      status: 'finished',
      done: staleBefore - 1,
      failed: 1,
    })
    for (const id of stale) {
      const view = (await call('owner', (api) => api.reports[':id'].$get({ param: { id } })))
        .body as ReportView
      expect(view.report).toMatchObject({ stale: false, engineVersion: ENGINE_VERSION })
    }
    const [failed] = await t.database.db
      .select()
      .from(reportDetails)
      .where(eq(reportDetails.reportId, gone.id))
    expect(failed?.analysisStatus).toBe('failed')

    // Nothing stale but the lost parcel's report, which a run cannot fix: a run starts and ends.
    const again = await call('admin', (api) => api.admin.reports.recompute.$post())
    expect((again.body as { run: RecomputeRun }).run).toMatchObject({ total: 1 })
  })

  it('refuses a second bulk recompute while one is running', async () => {
    await t.database.db.delete(reportRecomputeRuns)
    await t.database.db
      .insert(reportRecomputeRuns)
      .values({ engineVersion: ENGINE_VERSION, total: 5 })
    expect(await call('admin', (api) => api.admin.reports.recompute.$post())).toEqual({
      status: 409,
      body: errorBody('CONFLICT', 'A bulk recompute is already running; wait for it to finish.'),
    })
    await t.database.db.delete(reportRecomputeRuns)
  })
})

describe('a report on a lot whose zone could not be read (decision 635)', () => {
  it('names no pathway until an analyst corrects the zone in review; then every pathway is computed on it', async () => {
    const id = await newReport({
      zoneString: '[HB3-G1-5] [CX2-FA] [CPIO]',
      zoneClass: 'CX2',
      zoneParsedComplete: false,
    })
    const before = (await call('owner', (api) => api.reports[':id'].$get({ param: { id } })))
      .body as ReportView
    const analysis = before.document!.analysis!
    expect(analysis.summary.ranking).toEqual([])
    expect(analysis.summary.reason).toMatch(/^We could not read the zone/)
    const corrected = await call('admin', (api) =>
      api.reports[':id'].corrections.$post({
        param: { id },
        json: { set: { zone: 'C2', zone_string: 'C2-1', height_district: '1' } },
      }),
    )
    expect(corrected.status).toBe(200)
    const after = (corrected.body as ReportView).document!
    expect(after.inputs?.factOrigins.zone).toMatchObject({ kind: 'correction' })
    expect(after.analysis!.summary.ranking.length).toBeGreaterThan(0)
    expect(after.analysis!.summary.reason).not.toMatch(/could not read the zone/)
    expect(after.analysis!.pathways.la_base_zoning.maxUnits).toEqual(expect.any(Number))
  })
})
