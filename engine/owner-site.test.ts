// What the owner states about the title and services: CC&Rs, recorded easements, sewer or septic.
// Each stated fact is a criterion of every pathway still open and, when it is not clear, a
// condition to confirm; none makes a pathway unavailable, and unstated facts change nothing.
import { describe, expect, it } from 'vitest'
import { EngineInputError, type ParcelFacts, type PathwayResult } from './index.ts'
import { analyze, CLEAN } from './test-parcels.ts'

/** A 6,000 sq ft R1 lot with one house whose history is known and clean. */
const HOUSE: ParcelFacts = {
  ...CLEAN,
  zone: 'R1',
  heightDistrict: '1',
  lotSf: 6_000,
  existingUnits: 1,
  existingUnitType: 'SFD',
  lowerIncomeOccupiedWithinYears: 'never',
}

/** A 7,500 sq ft R3 lot with a duplex, history known and clean. */
const DUPLEX: ParcelFacts = {
  ...CLEAN,
  zone: 'R3',
  heightDistrict: '1',
  lotSf: 7_500,
  existingUnits: 2,
  existingUnitType: 'duplex',
  yearBuilt: 1990,
  lowerIncomeOccupiedWithinYears: 'never',
}

const SB9_OWNER = { ownerAffidavit: true }

function reason(pathway: PathwayResult, code: string) {
  return pathway.failReasons.find((found) => found.code === code)
}

function criterionOf(pathway: PathwayResult, code: string) {
  return pathway.criteria.find((found) => found.code === code)
}

describe('CC&Rs or owners’ association rules', () => {
  it('make every open pathway on a house lot a condition to confirm, except its ADUs', () => {
    const before = analyze(HOUSE, SB9_OWNER).pathways
    const after = analyze({ ...HOUSE, privateRestrictions: true }, SB9_OWNER).pathways
    expect(before.sb9.status).toBe('available')
    expect(after.sb9.status).toBe('needs_confirmation')
    expect(reason(after.sb9, 'private_restrictions')?.message).toContain(
      'approval under SB 9 does not lift them',
    )
    expect(after.la_base_zoning.status).toBe('needs_confirmation')
    expect(after.sb9.maxUnits).toBe(before.sb9.maxUnits)
    // Civil Code 714.3 and 4751: on a single-family lot a ban on ADUs is void, so the ADUs
    // stay open, subject to reading what reasonable restrictions remain.
    expect(before.adu.status).toBe('available')
    expect(after.adu.status).toBe('available_with_checks')
    const adus = reason(after.adu, 'private_restrictions_reasonable')
    expect(adus).toMatchObject({ status: 'check', fact: 'privateRestrictions' })
    expect(adus?.message).toContain('Civil Code 714.3 and 4751')
    expect(criterionOf(after.adu, 'private_restrictions')?.citation.law).toBe('Cal. Civ. Code')
  })

  it('bind ADUs on a lot that is not zoned single-family', () => {
    const { pathways } = analyze({ ...DUPLEX, privateRestrictions: true })
    expect(pathways.adu.status).toBe('needs_confirmation')
    expect(reason(pathways.adu, 'private_restrictions')?.status).toBe('conditional')
    expect(reason(pathways.adu, 'private_restrictions_reasonable')).toBeUndefined()
  })

  it('are listed as a passed criterion when the owner says there are none', () => {
    const { pathways } = analyze({ ...HOUSE, privateRestrictions: false }, SB9_OWNER)
    expect(pathways.sb9.status).toBe('available')
    expect(criterionOf(pathways.sb9, 'private_restrictions')?.outcome).toBe('passed')
  })

  it('add nothing to a pathway the law already refuses, nor to AB 2097’s parking', () => {
    const { pathways } = analyze(
      { ...DUPLEX, privateRestrictions: true, wastewater: 'septic', easementSf: 500 },
      { ...SB9_OWNER },
    )
    expect(pathways.sb9.status).toBe('not_available')
    expect(criterionOf(pathways.sb9, 'private_restrictions')).toBeUndefined()
    expect(reason(pathways.ab2097, 'private_restrictions')).toBeUndefined()
    expect(reason(pathways.ab2097, 'septic')).toBeUndefined()
  })
})

describe('sewer or septic', () => {
  it('asks SB 9 and ADUs for the percolation test their statutes allow, others to confirm', () => {
    const { pathways, summary } = analyze({ ...HOUSE, wastewater: 'septic' }, SB9_OWNER)
    expect(pathways.sb9.status).toBe('needs_confirmation')
    expect(reason(pathways.sb9, 'septic')?.message).toContain('percolation test')
    expect(criterionOf(pathways.sb9, 'septic')?.citation.section).toBe('65852.21')
    expect(reason(pathways.adu, 'septic')?.message).toContain('ADU permit')
    expect(criterionOf(pathways.adu, 'septic')?.citation.section).toBe('66323')
    expect(reason(pathways.la_base_zoning, 'septic')?.message).toContain(
      'sanitation and building departments',
    )
    expect(pathways.la_base_zoning.status).toBe('needs_confirmation')
    const sb9 = summary.ranking.find((ranked) => ranked.id === 'sb9')
    expect(sb9?.toConfirm.join(' ')).toContain('percolation test')
  })

  it('changes nothing on a public sewer but lists the criterion as passed', () => {
    const before = analyze(HOUSE, SB9_OWNER).pathways
    const { pathways } = analyze({ ...HOUSE, wastewater: 'sewer' }, SB9_OWNER)
    expect(pathways.sb9.status).toBe(before.sb9.status)
    expect(criterionOf(pathways.sb9, 'septic')?.outcome).toBe('passed')
  })
})

describe('recorded easements', () => {
  it('are a check naming the area and its share of the lot, never a refusal', () => {
    const { pathways, summary } = analyze({ ...HOUSE, easementSf: 600 }, SB9_OWNER)
    expect(summary.ranking.find((ranked) => ranked.id === 'sb9')?.routineChecks).toContain(
      'the area under recorded easements',
    )
    expect(pathways.sb9.status).toBe('available_with_checks')
    expect(reason(pathways.sb9, 'recorded_easements')?.message).toContain(
      'take 600 sq ft of the lot (10 % of the lot)',
    )
    expect(pathways.sb9.maxUnits).toBe(analyze(HOUSE, SB9_OWNER).pathways.sb9.maxUnits)
  })

  it('of 0 sq ft pass', () => {
    const { pathways } = analyze({ ...HOUSE, easementSf: 0 }, SB9_OWNER)
    expect(pathways.sb9.status).toBe('available')
    expect(criterionOf(pathways.sb9, 'recorded_easements')?.outcome).toBe('passed')
  })

  it('refuses a negative area', () => {
    expect(() => analyze({ ...HOUSE, easementSf: -1 })).toThrow(EngineInputError)
  })
})

describe('facts nobody stated', () => {
  it('leave every pathway as it was, with no criterion added', () => {
    const { pathways } = analyze(HOUSE, SB9_OWNER)
    for (const pathway of Object.values(pathways))
      for (const code of ['private_restrictions', 'septic', 'recorded_easements'])
        expect(criterionOf(pathway, code)).toBeUndefined()
  })
})
