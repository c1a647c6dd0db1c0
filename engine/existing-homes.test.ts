// What stands on the lot: each pathway keeps or demolishes it, counts the homes it adds net of
// those it removes, and says what it owes (replacement homes, relocation); what is not known is
// asked, with what each answer changes.
import { describe, expect, it } from 'vitest'
import {
  existingHomesFor,
  toEarlierShape,
  type EarlierPathwayResult,
  type ParcelFacts,
  type PathwayId,
} from './index.ts'
import { analyze as analyzeHeld, CLEAN } from './test-parcels.ts'

/**
 * The analysis as a reader sees each pathway: what it does with what stands and what that owes,
 * whole (what `existingHomesFor` puts together from what the result holds once).
 */
function analyze(...args: Parameters<typeof analyzeHeld>) {
  const analysis = toEarlierShape(analyzeHeld(...args))
  return analysis as typeof analysis & {
    pathways: Readonly<Record<PathwayId, EarlierPathwayResult>>
  }
}

/** A lot of 17 apartments built in 1960, as the issue found it: tenancy and incomes unknown. */
const SEVENTEEN_APARTMENTS: ParcelFacts = {
  ...CLEAN,
  zone: 'R3',
  heightDistrict: '1',
  lotSf: 15_000,
  existingUnits: 17,
  existingUnitType: 'multifamily',
  yearBuilt: 1960,
  rso: undefined,
  tenantOccupiedWithinYears: undefined,
  ellisWithdrawalWithinYears: undefined,
}

/** A duplex built in 1990 (outside rent stabilization) whose history is known and clean. */
const CLEAN_DUPLEX: ParcelFacts = {
  ...CLEAN,
  zone: 'R3',
  heightDistrict: '1',
  lotSf: 7_500,
  existingUnits: 2,
  existingUnitType: 'duplex',
  yearBuilt: 1990,
  tenantOccupiedWithinYears: 'never',
  lowerIncomeOccupiedWithinYears: 'never',
}

describe('a lot with homes on it', () => {
  it('counts net new homes and owes replacement, with the facts still to confirm', () => {
    const { pathways, summary } = analyze(SEVENTEEN_APARTMENTS, { setAsidePct: 15 })
    const bonus = pathways.state_density_bonus
    expect(typeof bonus.maxUnits).toBe('number')
    expect(bonus.netNewUnits).toBe((bonus.maxUnits as number) - 17)
    expect(bonus.existing).toMatchObject({
      action: 'demolishes',
      existingUnits: 17,
      demolishedUnits: 17,
      // Built before October 1978 with two or more homes: presumed rent-stabilized.
      protectedUnits: 17,
      minUnitsNoNetLoss: 17,
      replacement: [{ units: 17, affordability: 'lower_income' }],
    })
    expect(bonus.existing.replacement[0]?.citations.map((c) => c.section)).toContain(
      '65915(c)(3) (replacement as a condition of the density bonus)',
    )
    // Relocation depends on whether tenants live there now: a range from nothing to the most.
    expect(bonus.existing.relocation).toMatchObject({ owed: 'unknown', totalLow: 0 })
    expect(bonus.existing.relocation.totalHigh).toBe(17 * 22_950)
    const asked = bonus.existing.toConfirm.map((question) => question.fact)
    expect(asked).toEqual(
      expect.arrayContaining(['lowerIncomeOccupiedWithinYears', 'tenantOccupiedWithinYears']),
    )
    for (const question of bonus.existing.toConfirm) {
      expect(question.ifYes).toMatch(/^If /)
      expect(question.ifNo).toMatch(/^If /)
    }
    expect(summary.missingFacts).toContain('the tenant history')
    const ranked = summary.ranking.find((entry) => entry.id === 'state_density_bonus')
    expect(ranked?.netNewUnits).toBe(bonus.netNewUnits)
  })

  it('a pathway that allows no more homes than stand keeps them and adds none', () => {
    const lot = { ...CLEAN_DUPLEX, zone: 'R1', lotSf: 6_000 }
    const base = analyze(lot).pathways.la_base_zoning
    expect(base.maxUnits).toBe(1)
    expect(base.netNewUnits).toBe(0)
    expect(base.existing).toMatchObject({ action: 'keeps', demolishedUnits: 0, replacement: [] })
  })

  it('ADUs keep what stands and add to it', () => {
    const adu = analyze({ ...CLEAN_DUPLEX, tenantOccupiedWithinYears: 0 }).pathways.adu
    expect(typeof adu.maxUnits).toBe('number')
    expect(adu.netNewUnits).toBe(adu.maxUnits)
    expect(adu.existing).toMatchObject({
      action: 'keeps',
      existingUnits: 2,
      relocation: { owed: false },
      toConfirm: [],
    })
  })

  it('SB 9 keeps the house, which its count includes', () => {
    const house: ParcelFacts = {
      ...CLEAN,
      zone: 'R1',
      lotSf: 6_000,
      existingUnits: 1,
      existingUnitType: 'SFD',
    }
    const sb9 = analyze(house, { ownerAffidavit: true }).pathways.sb9
    expect(sb9.maxUnits).toBe(4)
    expect(sb9.netNewUnits).toBe(3)
    expect(sb9.existing.action).toBe('keeps')
  })

  it('on a vacant lot nothing stands and every home is new', () => {
    const base = analyze({ ...CLEAN, zone: 'R3', lotSf: 8_000, existingUnits: 0 }).pathways
      .la_base_zoning
    expect(base.netNewUnits).toBe(base.maxUnits)
    expect(base.existing).toMatchObject({
      action: 'nothing_stands',
      replacement: [],
      toConfirm: [],
      relocation: { owed: false },
    })
  })

  it('when it is not known whether homes stand, net new homes are not counted and it asks', () => {
    const base = analyze({ ...CLEAN, zone: 'R3', lotSf: 8_000 }).pathways.la_base_zoning
    expect(base.maxUnits).toBe(10)
    expect(base.netNewUnits).toBeNull()
    expect(base.existing.action).toBe('unknown')
    expect(base.existing.toConfirm[0]).toMatchObject({ fact: 'existingUnits' })
  })

  it('homes that no class protects owe no replacement, only no net loss', () => {
    const base = analyze(CLEAN_DUPLEX).pathways.la_base_zoning
    expect(base.maxUnits).toBe(9)
    expect(base.netNewUnits).toBe(7)
    expect(base.existing).toMatchObject({
      action: 'demolishes',
      protectedUnits: 0,
      minUnitsNoNetLoss: 2,
      replacement: [],
      toConfirm: [],
      relocation: { owed: false },
    })
    // The replacement condition of the density bonus is not cited for base zoning.
    expect(base.existing.citations.map((c) => c.section).join()).not.toContain('65915')
  })
})

describe('what stands is held once per analysis', () => {
  it('every pathway names one of a few outcomes the analysis holds, with one relocation schedule', () => {
    const analysis = analyzeHeld(SEVENTEEN_APARTMENTS, { setAsidePct: 15 })
    const { existing } = analysis
    expect(existing.existingUnits).toBe(17)
    expect(existing.relocationSchedule).toMatchObject({ asOf: '2026-11-01', stale: false })
    // Kept, demolished, demolished for a density bonus: at most three, however many pathways.
    expect(existing.outcomes.length).toBeGreaterThan(1)
    expect(existing.outcomes.length).toBeLessThanOrEqual(3)
    for (const pathway of Object.values(analysis.pathways)) {
      expect(existing.outcomes[pathway.existing.outcome]).toBeDefined()
      expect(pathway.existing).not.toHaveProperty('relocation')
    }
    expect(JSON.stringify(analysis).split('"relocationSchedule"').length - 1).toBe(1)
    expect(JSON.stringify(analysis)).not.toContain('"schedule"')
    // The reader's view puts the pieces together.
    expect(existingHomesFor(analysis, 'state_density_bonus')).toMatchObject({
      action: 'demolishes',
      existingUnits: 17,
      relocation: { schedule: existing.relocationSchedule, owed: 'unknown' },
    })
    expect(existingHomesFor(analysis, 'adu')).toMatchObject({ action: 'keeps', existingUnits: 17 })
  })
})

describe('protected homes: the look-back periods', () => {
  const protectedUnits = (facts: Partial<ParcelFacts>) =>
    analyze({ ...CLEAN_DUPLEX, ...facts }).pathways.la_base_zoning.existing.protectedUnits

  it('a lower-income household within five years protects the homes; after five it does not', () => {
    const lowerIncome = (years: number) =>
      protectedUnits({ tenantOccupiedWithinYears: years, lowerIncomeOccupiedWithinYears: years })
    expect(lowerIncome(4.9)).toBe(2)
    expect(lowerIncome(5)).toBe(2)
    expect(lowerIncome(5.1)).toBe(0)
  })

  it('an Ellis Act withdrawal within ten years protects the homes; after ten it does not', () => {
    expect(protectedUnits({ ellisWithdrawalWithinYears: 9 })).toBe(2)
    expect(protectedUnits({ ellisWithdrawalWithinYears: 10 })).toBe(2)
    expect(protectedUnits({ ellisWithdrawalWithinYears: 11 })).toBe(0)
  })

  it('tenants last seen more than five years ago cannot have been lower-income within five', () => {
    const existing = analyze({
      ...CLEAN_DUPLEX,
      tenantOccupiedWithinYears: 6,
      lowerIncomeOccupiedWithinYears: undefined,
    }).pathways.la_base_zoning.existing
    expect(existing.protectedUnits).toBe(0)
    expect(existing.toConfirm).toEqual([])
  })

  it('an unknown income history needs confirmation, with what each answer changes', () => {
    const existing = analyze({
      ...CLEAN_DUPLEX,
      lowerIncomeOccupiedWithinYears: undefined,
      tenantOccupiedWithinYears: 2,
    }).pathways.la_base_zoning.existing
    expect(existing.protectedUnits).toBeNull()
    expect(existing.replacement).toEqual([])
    expect(existing.toConfirm).toEqual([
      expect.objectContaining({
        fact: 'lowerIncomeOccupiedWithinYears',
        ifYes: expect.stringContaining('each home demolished must be replaced'),
      }),
    ])
  })
})

describe('replacement affordability', () => {
  const replacement = (facts: Partial<ParcelFacts>) =>
    analyze({ ...CLEAN_DUPLEX, ...facts }).pathways.la_base_zoning.existing.replacement

  it('covenant homes are replaced at the covenant’s level', () => {
    expect(replacement({ deedRestrictedAffordable: true })).toMatchObject([
      { units: 2, affordability: 'same_as_covenant' },
    ])
  })

  it('homes a lower-income household rented are replaced by lower-income homes', () => {
    expect(
      replacement({ tenantOccupiedWithinYears: 0, lowerIncomeOccupiedWithinYears: 0 }),
    ).toMatchObject([{ units: 2, affordability: 'lower_income' }])
  })

  it('rent-stabilized homes whose tenants earned more are replaced by Low-income homes', () => {
    expect(replacement({ rso: true, tenantOccupiedWithinYears: 0 })).toMatchObject([
      { units: 2, affordability: 'low_income' },
    ])
  })
})

describe('relocation', () => {
  it('tenants living there now are owed the dated amounts, the most for long or lower-income tenancies', () => {
    const relocation = analyze({
      ...CLEAN_DUPLEX,
      tenantOccupiedWithinYears: 0,
      lowerIncomeOccupiedWithinYears: 0,
    }).pathways.la_base_zoning.existing.relocation
    expect(relocation).toMatchObject({
      owed: true,
      totalLow: 2 * 12_050,
      totalHigh: 2 * 22_950,
      schedule: { asOf: '2026-11-01', stale: false },
    })
    expect(relocation.message).toContain('$24,100 to $45,900 for 2 homes')
  })

  it('says the amounts may be out of date from the next yearly update', () => {
    const schedule = (analysisDate: string) =>
      analyze({ ...CLEAN_DUPLEX, tenantOccupiedWithinYears: 0 }, { analysisDate }).pathways
        .la_base_zoning.existing.relocation.schedule.stale
    expect(schedule('2027-06-30')).toBe(false)
    expect(schedule('2027-07-01')).toBe(true)
  })
})
