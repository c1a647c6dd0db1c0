// The publish checklist covers every fact the report names as not known (issue 37, item 4): the
// words the report prints (headline, homes list, pencil table, pathway table) are read for the
// facts they say are unknown, and each must be an item the analyst answers, so a report can never
// say "Verified by …: n facts confirmed, 0 left open" while stating a fact is not known. Records
// that contradict each other (rent-stabilized homes built after 1978) are an item too. The sample
// report is held to the same in content/sample-report.test.ts, the real parcels in
// server/data/import/real-parcels-checklist.test.ts.
import { describe, expect, it } from 'vitest'
import type { ParcelFacts } from '#engine'
import { pendingReportOf, statedUnknowns, unaskedUnknowns } from './stated-unknowns.ts'
import type { ReportType } from './type-labels.ts'
import { confirmedAnswer } from './confirm.ts'
import { objectivesOf } from './objectives.ts'
import type { ReportDocumentData } from './document-model.ts'
import { reviewChecklistOf } from './review.ts'

const REPORT_TYPES: readonly ReportType[] = [
  'single_family',
  'multifamily_zoning',
  'multifamily_development',
  'multifamily_development_v2',
]

/** The facts the API tests' parcels carry (tests/setup/reports.ts `insertParcel`). */
const TEST_PARCEL: ParcelFacts = {
  lotSf: 7000,
  zone: 'R3',
  zoneString: 'R3-1',
  heightDistrict: '1',
  existingUnits: 1,
  yearBuilt: 1950,
}

/** Lots between them naming every kind of unknown a report states. */
const LOTS: Readonly<Record<string, ParcelFacts>> = {
  'the API tests’ parcel': TEST_PARCEL,
  'a house lot whose homes are not counted': {
    lotSf: 7000,
    lotWidthFt: 50,
    lotDepthFt: 140,
    zone: 'R1',
    heightDistrict: '1',
    rso: false,
    yearBuilt: 1950,
    vacant: false,
  },
  'an apartment lot whose tenants are not known': {
    lotSf: 12000,
    zone: 'R4',
    heightDistrict: '1',
    existingUnits: 6,
    existingUnitType: 'multifamily',
    yearBuilt: 1962,
    distMtsMi: 0.3,
  },
  'a lot with only a zone and an area': { lotSf: 5000, zone: 'R2', heightDistrict: '1' },
  'a vacant commercial lot': {
    lotSf: 15000,
    zone: 'C2',
    heightDistrict: '1',
    vacant: true,
    existingUnits: 0,
    corridorRowWidthFt: 100,
  },
  'rent-stabilized homes recorded as built in 2019': {
    lotSf: 8000,
    zone: 'R3',
    heightDistrict: '1',
    existingUnits: 4,
    existingUnitType: 'multifamily',
    yearBuilt: 2019,
    rso: true,
  },
}

const checklistOf = (data: ReportDocumentData) =>
  reviewChecklistOf(data.reportType, data.analysis, data.inputs)

describe('the publish checklist', () => {
  const reports = REPORT_TYPES.flatMap((type) =>
    Object.entries(LOTS).map(([name, parcel]) => ({
      name: `${name}, ${type}`,
      data: pendingReportOf(type, parcel),
    })),
  )

  it('asks about every fact the report names as not known, under every objective', () => {
    const unasked = reports.flatMap(({ name, data }) => {
      const facts = checklistOf(data).facts
      return objectivesOf(data.reportType).flatMap((objective) =>
        unaskedUnknowns({ ...data, objective }, facts).map(
          (line) => `${name}, by ${objective}: ${line}`,
        ),
      )
    })
    expect(unasked).toEqual([])
  })

  it('is the report’s own list of what to confirm, item for item', () => {
    for (const { data } of reports)
      expect(checklistOf(data).facts.map((item) => item.label)).toEqual(
        data.derived.model.questions.map((question) => question.label),
      )
  })

  it('is needed: the reports name unknown facts an empty checklist would leave unasked', () => {
    const apartments = pendingReportOf(
      'multifamily_development',
      LOTS['an apartment lot whose tenants are not known']!,
    )
    const facts = statedUnknowns(apartments).flatMap((stated) => stated.facts)
    // The facts the summary named while the checklist never asked them.
    expect(facts).toEqual(
      expect.arrayContaining([
        'tenantOccupiedWithinYears',
        'lowerIncomeOccupiedWithinYears',
        'deedRestrictedAffordable',
      ]),
    )
    expect(unaskedUnknowns(apartments, []).length).toBeGreaterThan(3)
    const houses = pendingReportOf(
      'single_family',
      LOTS['a house lot whose homes are not counted']!,
    )
    expect(statedUnknowns(houses).map((stated) => stated.facts)).toContainEqual(['existingUnits'])
  })
})

describe('records that contradict each other', () => {
  const conflicted = LOTS['rent-stabilized homes recorded as built in 2019']!

  it('are the checklist’s first item, stated as the records give them', () => {
    const data = pendingReportOf('multifamily_development', conflicted)
    const [first] = data.derived.model.questions
    expect(first).toMatchObject({
      id: 'rso_year_built',
      label: 'Rent stabilization and the year built disagree',
      conflict:
        'The records say the homes are under the Rent Stabilization Ordinance, and that the building was built in 2019. The ordinance covers homes in buildings first occupied on or before October 1, 1978, and homes in a newer building only where they replaced rent-stabilized homes on the site. The figures use the recorded status, under the ordinance, until an analyst settles which is right.',
      sources: ['housing_department', 'zimas'],
      answers: [
        { id: 'true', label: 'Under the Rent Stabilization Ordinance' },
        { id: 'false', label: 'Not under the Rent Stabilization Ordinance' },
      ],
    })
    expect(checklistOf(data).facts[0]).toMatchObject({
      id: 'rso_year_built',
      conflict: first!.conflict,
    })
    expect(confirmedAnswer('rso_year_built', 'false')).toEqual({
      label: 'Not under the Rent Stabilization Ordinance',
      assignment: { parcel: { rso: false } },
    })
  })

  it('are settled once an analyst has confirmed or corrected the status, and are no conflict up to 1978', () => {
    const confirmed = pendingReportOf('multifamily_development', conflicted, {
      rso: {
        kind: 'correction',
        by: 'Ada Admin',
        at: '2026-12-01T18:00:00Z',
        confirmedWith: 'housing_department',
      },
    })
    const ids = (data: ReportDocumentData) => checklistOf(data).facts.map((item) => item.id)
    expect(ids(confirmed)).not.toContain('rso_year_built')
    expect(
      ids(pendingReportOf('multifamily_development', { ...conflicted, yearBuilt: 1978 })),
    ).not.toContain('rso_year_built')
    expect(
      ids(pendingReportOf('multifamily_development', { ...conflicted, rso: false })),
    ).not.toContain('rso_year_built')
  })
})
