import { describe, expect, it } from 'vitest'
import type { ParcelFacts } from '#engine'
import { UNLIMITED_HOMES } from '../db/schema/index.ts'
import { computeScreenResult, pathwayFronts } from './screen-results.ts'

// A vacant R3 lot: several pathways are open and priced.
const FACTS: ParcelFacts = {
  zone: 'R3-1',
  lotSf: 7_500,
  lotWidthFt: 50,
  lotDepthFt: 150,
  vacant: true,
  existingUnits: 0,
}

const OPEN = new Set(['available', 'available_with_checks', 'needs_confirmation'])

describe('a parcel’s screen result', () => {
  it('prices the lot at the figures for its ZIP, as its report does', () => {
    const today = '2026-12-01'
    const westside = computeScreenResult(FACTS, today, '90024')
    const southLa = computeScreenResult(FACTS, today, '90037')
    const citywide = computeScreenResult(FACTS, today, null)
    expect(westside.residualLandValue).not.toBeNull()
    expect(new Set([westside, southLa, citywide].map((r) => r.residualLandValue)).size).toBe(3)
    // Where the lot is changes what it is worth, never what the law allows.
    const law = (result: typeof westside) =>
      Object.entries(result.pathways).map(([id, { status, netNewUnits }]) => ({
        id,
        status,
        netNewUnits,
      }))
    expect(law(westside)).toEqual(law(citywide))
    // Each pathway keeps its own value (decision 630): the most valuable is the lot's.
    const values = Object.values(westside.pathways).map((pathway) => pathway.residualLandValue)
    expect(values).toContain(westside.residualLandValue)
    expect(Math.max(...values.filter((value) => value !== null && value !== undefined))).toBe(
      westside.residualLandValue,
    )
  })

  it('prices the linkage fee at the lot’s own market area when its facts give it, as its report does', () => {
    const today = '2026-12-01'
    // Most of ZIP 91406 was in the medium area; a lot ZIMAS puts in the high one pays more fee.
    const byZip = computeScreenResult(FACTS, today, '91406')
    const own = (area: 'medium' | 'high') =>
      computeScreenResult({ ...FACTS, residentialMarketArea: area }, today, '91406')
    expect(own('medium').residualLandValue).toBe(byZip.residualLandValue)
    expect(own('high').residualLandValue!).toBeLessThan(byZip.residualLandValue!)
  })

  it('values a house lot’s ADUs at its figures, whatever the lot’s size', () => {
    // Why many rows of a screen show one value by ADUs: a house lot gets the same ADUs at any
    // size, priced at the same rents; only the lot's ZIP moves the figure.
    const today = '2026-12-01'
    const house = (lotSf: number, zip: string | null) =>
      computeScreenResult(
        // In an HPOZ, so SB 9 is closed and ADUs are the most valuable pathway.
        {
          zone: 'R1',
          heightDistrict: '1',
          lotSf,
          vacant: false,
          existingUnits: 1,
          existingUnitType: 'SFD',
          hpoz: true,
        },
        today,
        zip,
      )
    const small = house(5_000, null)
    const large = house(12_000, null)
    expect(small.bestByValue).toBe('adu')
    expect(large.residualLandValue).toBe(small.residualLandValue)
    expect(house(5_000, '90005').residualLandValue).not.toBe(small.residualLandValue)
  })

  it('keeps the most homes of an open pathway that pencils, the screen’s main question (decision 670)', () => {
    const today = '2026-12-01'
    const kept: Array<number | null> = []
    // A house lot whose ADUs and SB 9 split pencil beside base zoning that does not, and the
    // vacant R3 lot, whose SB 9 split is priced without a count of homes.
    const house: ParcelFacts = {
      zone: 'R1',
      heightDistrict: '1',
      lotSf: 5_000,
      vacant: false,
      existingUnits: 1,
      existingUnitType: 'SFD',
    }
    for (const [facts, zip] of [FACTS, house].flatMap((facts) =>
      ['90024', '90037', null].map((zip) => [facts, zip] as const),
    )) {
      const result = computeScreenResult(facts, today, zip)
      kept.push(result.pencilHomes)
      const pencilling = Object.values(result.pathways).filter(
        ({ status, netNewUnits, residualLandValue }) =>
          OPEN.has(status) && netNewUnits !== undefined && (residualLandValue ?? 0) > 0,
      )
      const homes = pencilling.map(({ netNewUnits }) =>
        netNewUnits === 'unlimited' ? UNLIMITED_HOMES : netNewUnits!,
      )
      expect(result.pencilHomes).toBe(homes.length === 0 ? null : Math.max(...homes))
    }
    expect(kept.some((homes) => homes !== null)).toBe(true)
  })

  it('keeps as fronts each open pathway, and of each class the pathways first to meet some minimum of homes and value (decision 755)', () => {
    const fronts = pathwayFronts({
      la_base_zoning: { status: 'available', netNewUnits: 4, residualLandValue: 50_000 },
      state_density_bonus: {
        status: 'needs_confirmation',
        netNewUnits: 20,
        residualLandValue: 300_000,
      },
      sb9: { status: 'available_with_checks', netNewUnits: 4, residualLandValue: -10_000 },
      adu: { status: 'available', netNewUnits: 2, residualLandValue: 50_000 },
      sb684: { status: 'available', residualLandValue: 80_000 },
      sb79: { status: 'not_available' },
      ab2011: { status: 'needs_confirmation', netNewUnits: 'unlimited' },
    })
    expect(fronts).toEqual([
      { scope: 'la_base_zoning', homes: 4, value: 50_000, lead: null, available: true },
      { scope: 'state_density_bonus', homes: 20, value: 300_000, lead: null, available: false },
      { scope: 'sb9', homes: 4, value: -10_000, lead: null, available: true },
      { scope: 'adu', homes: 2, value: 50_000, lead: null, available: true },
      { scope: 'sb684', homes: null, value: 80_000, lead: null, available: true },
      { scope: 'ab2011', homes: UNLIMITED_HOMES, value: -Infinity, lead: null, available: false },
      // Unlimited homes first, though unpriced: the answer to any minimum of homes alone. The
      // density bonus is worth more than it, and than everything after it.
      { scope: 'open', homes: UNLIMITED_HOMES, value: -Infinity, lead: null, available: null },
      { scope: 'open', homes: 20, value: 300_000, lead: -Infinity, available: null },
      // Of the available: base zoning's four homes beat SB 9's at a loss and the ADUs' two at
      // the same value; SB 684, counting no homes, is worth more than any of them.
      { scope: 'available', homes: 4, value: 50_000, lead: null, available: null },
      { scope: 'available', homes: null, value: 80_000, lead: 50_000, available: null },
    ])
  })
})
