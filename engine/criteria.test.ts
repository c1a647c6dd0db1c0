// Every criterion a pathway checked is listed, in plain words, with passed, failed or needs
// confirmation and its citation (issue 36, part 5): a reader sees what passed, not only what did not.
import { describe, expect, it } from 'vitest'
import { findingsOf, type Criterion, type ParcelFacts } from './index.ts'
import { analyze, CLEAN } from './test-parcels.ts'

/** An R1 lot with a house never rented, every site fact known and clear, near transit. */
const R1_HOUSE: ParcelFacts = {
  ...CLEAN,
  zone: 'R1',
  heightDistrict: '1',
  lotSf: 6_000,
  existingUnits: 1,
  existingUnitType: 'SFD',
  yearBuilt: 1950,
  distMtsMi: 0.3,
}

const line = (criterion: Criterion) => `${criterion.outcome}: ${criterion.requirement ?? ''}`

describe('a pathway’s criteria', () => {
  it('lists every criterion SB 9 checked as passed when the facts clear them, each cited', () => {
    const sb9 = analyze(R1_HOUSE, { ownerAffidavit: true }).pathways.sb9
    expect(sb9.status).toBe('available')
    expect(sb9.criteria.map(line)).toEqual([
      'passed: SB 9 is in force on the analysis date',
      'passed: The lot is in a single-family zone (in Los Angeles: RA, RE, RS, R1, RU, RZ or RW1)',
      'passed: The site is not in a Historic Preservation Overlay Zone',
      'passed: The site is not a designated historic resource',
      'passed: The site is not in a Very High Fire Hazard Severity Zone',
      'passed: The site is outside an earthquake fault zone',
      'passed: The site is outside the 100-year flood zone',
      'passed: The site is outside a regulatory floodway',
      'passed: The site is not a wetland',
      'passed: The site is not protected habitat',
      'passed: No conservation easement covers the site',
      'passed: The site is not on a hazardous-waste list',
      'passed: No affordability covenant is recorded on the housing',
      'passed: The housing is not rent-stabilized',
      'passed: No tenant lived on the lot in the last 3 years',
      'passed: No homes were withdrawn from rental under the Ellis Act in the last 15 years',
    ])
    expect(sb9.criteria[1]?.citation.section).toBe('65852.21')
    expect(sb9.criteria[8]?.citation.section).toBe('65913.4(a)(6)')
  })

  it('puts the deciding criterion first, with what was found, and keeps those that passed', () => {
    const sb9 = analyze({ ...R1_HOUSE, tenantOccupiedWithinYears: 2 }).pathways.sb9
    expect(sb9.status).toBe('not_available')
    const [deciding] = sb9.criteria
    expect(deciding?.outcome).toBe('failed')
    expect(deciding?.requirement).toBe('No tenant lived on the lot in the last 3 years')
    expect(deciding && findingsOf(sb9, deciding).map((finding) => finding.message)).toEqual([
      'A tenant lived there 2 years ago, within SB 9’s 3-year look-back.',
    ])
    expect(sb9.criteria.filter((criterion) => criterion.outcome === 'passed').length).toBe(15)
  })

  it('says how long ago a tenant lived there in words: this year, 1 year ago', () => {
    const finding = (years: number) => {
      const sb9 = analyze({ ...R1_HOUSE, tenantOccupiedWithinYears: years }).pathways.sb9
      const first = sb9.criteria[0]
      return first && findingsOf(sb9, first)[0]?.message
    }
    expect(finding(0)).toBe('A tenant lived there this year, within SB 9’s 3-year look-back.')
    expect(finding(1)).toBe('A tenant lived there 1 year ago, within SB 9’s 3-year look-back.')
  })

  it('says a criterion needs confirmation when its fact is unknown, with the question', () => {
    const ab2097 = analyze({ ...R1_HOUSE, distMtsMi: undefined }).pathways.ab2097
    expect(ab2097.criteria.map(line)).toEqual([
      'needs_confirmation: The lot is within ½ mile of a major transit stop',
      'passed: AB 2097 is in force on the analysis date',
      'passed: The project is not a hotel, motel or other transient lodging',
    ])
  })

  it('lists only what a pathway stopped by its zone checked', () => {
    const sb684 = analyze(R1_HOUSE).pathways.sb684
    expect(sb684.criteria.map(line)).toEqual([
      'failed: The lot is zoned for multifamily housing (a multiple-residential or commercial zone)',
      'passed: SB 684 is in force on the application date (the analysis date when none is given)',
    ])
  })

  it('lists the Mixed Income Incentive Program’s site criteria with the ordinance they come from', () => {
    const toia = analyze(
      {
        ...CLEAN,
        zone: 'R3',
        heightDistrict: '1',
        lotSf: 7_500,
        existingUnitType: 'none',
        miipToiaTier: 3,
        tcacOpportunityArea: 'moderate',
        miipMarketTier: 'low_medium',
        hillsideArea: false,
        seaLevelRise1ft: false,
      },
      { applicationDate: '2026-11-15' },
    ).pathways.miip_toia
    expect(toia.status).toBe('available')
    expect(toia.criteria.every((criterion) => criterion.outcome === 'passed')).toBe(true)
    expect(toia.criteria.map((criterion) => criterion.requirement)).toContain(
      'The lot is outside a Fire Restriction Area (a Very High Fire Hazard Severity Zone that is also a Hillside Area) and the Coastal Zone, or every neighbouring property lies outside them',
    )
    expect(toia.criteria.map((criterion) => criterion.requirement)).toContain(
      'The project has at least 5 homes',
    )
  })

  it('lists a reason no criterion claims as a criterion of its own', () => {
    const base = analyze({ ...R1_HOUSE, lotSf: undefined, zone: 'R3' }).pathways.la_base_zoning
    const room = base.criteria.find((criterion) => criterion.code === 'lot_under_one_home')
    expect(room?.outcome).toBe('needs_confirmation')
    expect(room && findingsOf(base, room).map((finding) => finding.code)).toEqual([
      'lot_area_unknown',
    ])
    // The criterion names the reason by its place; its words are written once, in failReasons.
    expect(room?.reasons).toEqual([
      base.failReasons.findIndex((reason) => reason.code === 'lot_area_unknown'),
    ])
    expect(JSON.stringify(room)).not.toContain('The lot area is not known')
  })

  it('shares one list between lots whose reasons have the same codes and outcomes', () => {
    // Two tenants at different times: different words, the same criterion failed.
    const twoYears = analyze({ ...R1_HOUSE, tenantOccupiedWithinYears: 2 }).pathways.sb9
    const oneYear = analyze({ ...R1_HOUSE, lotSf: 9_000, tenantOccupiedWithinYears: 1 }).pathways
      .sb9
    expect(twoYears.failReasons[0]?.message).not.toBe(oneYear.failReasons[0]?.message)
    expect(oneYear.criteria).toBe(twoYears.criteria)
    // The same criterion unknown rather than failed is another list.
    const unknown = analyze({ ...R1_HOUSE, tenantOccupiedWithinYears: undefined }).pathways.sb9
    expect(unknown.criteria).not.toBe(twoYears.criteria)
    expect(unknown.criteria[0]?.outcome).toBe('needs_confirmation')
    expect(unknown.criteria[0]?.requirement).toBe(twoYears.criteria[0]?.requirement)
  })
})
