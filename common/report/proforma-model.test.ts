import { describe, expect, it } from 'vitest'
import { analyzeParcel, PATHWAY_IDS, type AnalysisInput } from '#engine'
import { CITY_FIGURES } from '#proforma'
import type { ReportInputs } from '../contracts/reports.ts'
import { buildMoneyModel } from './build-money-model.ts'
import {
  affordableWords,
  buildingLabel,
  unpricedAdusWords,
  netNewHomesCell,
  netNewHomesCount,
  netNewHomesNote,
  siteClearingWords,
  unitMixLine,
  unpricedLines,
  unpricedSentence,
} from './proforma-model.ts'

function moneyOf(input: AnalysisInput, version: 'full' | 'light' = 'full') {
  const inputs: ReportInputs = { ...input, options: {}, factOrigins: {}, demoParcel: false }
  return buildMoneyModel(
    analyzeParcel(input),
    inputs,
    PATHWAY_IDS,
    version,
    CITY_FIGURES.defaults,
    CITY_FIGURES,
  )
}

describe('the money section of a lot whose homes are not on record', () => {
  // 1406 Manzanita St as the County records give it: RD1.5, something stands, no homes counted.
  const money = moneyOf(
    {
      parcel: {
        zone: 'RD1.5',
        zoneString: 'RD1.5-1',
        heightDistrict: '1',
        lotSf: 6_715,
        vacant: false,
      },
      scenario: { analysisDate: '2026-12-07' },
    },
    'light',
  )

  it('names the facts the ADUs wait on, so a reader knows what to find out', () => {
    expect(money.result.pathways).toEqual([])
    expect(unpricedSentence(money.result)).toBe(
      'Not priced: Accessory dwelling units (ADU and JADU) — its number of homes rests on facts not on record: homes on the lot now; SB 9 two homes and lot split — not available.',
    )
    expect(money.missingFacts).toEqual(['existingUnits'])
  })
})

describe('the ADUs of a 30-home building', () => {
  it('are named by kind, the 7 conversions in space the records do not show said to be left out', () => {
    const money = moneyOf({
      parcel: {
        zone: 'R3',
        heightDistrict: '1',
        lotSf: 20_000,
        existingUnits: 30,
        existingUnitType: 'multifamily',
      },
      scenario: { analysisDate: '2026-12-07' },
    })
    const adus = money.result.pathways.find((pathway) => pathway.pathwayId === 'adu')!
    expect(buildingLabel(adus)).toBe('8 detached ADUs')
    expect(unpricedAdusWords(adus)).toBe(
      'Not priced: up to 7 more ADUs converted from space not used as living space, which the records do not show',
    )
    // The table's count is the priced one, not the law's 15.
    expect(money.netNewHomes.adu).toBe(8)
    const base = money.result.pathways.find((pathway) => pathway.pathwayId === 'la_base_zoning')
    if (base) expect(buildingLabel(base)).not.toMatch(/ADU/)
  })
})

describe('the ADUs of a house', () => {
  it('are named by kind: a detached ADU, a converted one and a junior ADU inside the house', () => {
    const money = moneyOf({
      parcel: {
        zone: 'R1',
        heightDistrict: '1',
        lotSf: 7_000,
        existingUnits: 1,
        existingUnitType: 'SFD',
      },
      scenario: { analysisDate: '2026-12-07' },
    })
    const adus = money.result.pathways.find((pathway) => pathway.pathwayId === 'adu')!
    expect(buildingLabel(adus)).toBe(
      '1 detached ADU, 1 ADU converted from existing space, and 1 junior ADU inside the house',
    )
    expect(money.netNewHomes.adu).toBe(3)
  })
})

describe('the money section on an empty lot', () => {
  it('does not rank ADUs, which need a home to join, as a project of their own', () => {
    const money = moneyOf({
      parcel: { zone: 'C2', heightDistrict: '1', lotSf: 7_500, vacant: true, existingUnits: 0 },
      scenario: { analysisDate: '2026-11-24' },
    })
    const priced = money.result.pathways.map((pathway) => pathway.pathwayId)
    expect(priced).not.toContain('adu')
    expect(priced[0]).toBeDefined()
    expect(money.result.unpriced).toContainEqual(
      expect.objectContaining({
        pathwayId: 'adu',
        reason: 'ADUs are added to a home, and none stands on this lot yet',
      }),
    )
    expect(unpricedSentence(money.result)).toContain(
      'Accessory dwelling units (ADU and JADU) — ADUs are added to a home, and none stands on this lot yet',
    )
  })

  it('prices ADUs beside a house that stands, and says why the rest are left out', () => {
    const money = moneyOf(
      {
        parcel: { zone: 'R1', heightDistrict: '1', lotSf: 7_200, existingUnits: 1, rso: false },
        scenario: { analysisDate: '2026-11-24' },
      },
      'light',
    )
    expect(money.result.pathways.map((pathway) => pathway.pathwayId)).toContain('adu')
    for (const entry of money.result.unpriced) expect(entry.reason).not.toBe('')
  })

  it('keeps pricing ADUs when nobody has said what stands on the lot', () => {
    const money = moneyOf({
      parcel: { zone: 'R1', heightDistrict: '1', lotSf: 7_200 },
      scenario: { analysisDate: '2026-11-24' },
    })
    expect(money.result.unpriced.map((entry) => entry.pathwayId)).not.toContain('adu')
  })
})

describe('the pathways left unpriced', () => {
  it('are listed once per reason, each reason naming all its pathways', () => {
    const money = moneyOf({
      parcel: { zone: 'C2', heightDistrict: '1VL', lotSf: 2_258, vacant: true, existingUnits: 0 },
      scenario: { analysisDate: '2026-11-24' },
    })
    const lines = unpricedLines(money.result)
    const reasons = new Set(money.result.unpriced.map((entry) => entry.reason))
    expect(reasons.size).toBeLessThan(money.result.unpriced.length)
    expect(lines).toHaveLength(reasons.size)
    const notAvailable = money.result.unpriced.filter((entry) => entry.reason === 'not available')
    expect(notAvailable.length).toBeGreaterThan(1)
    const line = lines.find((candidate) => candidate.endsWith('— not available'))
    for (const entry of notAvailable) expect(line).toContain(entry.name)
    expect(unpricedSentence(money.result)).toBe(`Not priced: ${lines.join('; ')}.`)
  })
})

describe('a building’s homes by bedrooms, in words', () => {
  it('names each count and where the mix came from', () => {
    expect(
      unitMixLine({ homes: { '0BR': 0, '1BR': 0, '2BR': 7, '3BR': 3 }, from: 'envelope' }),
    ).toBe('7 two-bedroom and 3 three-bedroom homes, sized to share the floor area allowed')
    expect(
      unitMixLine({ homes: { '0BR': 40, '1BR': 0, '2BR': 0, '3BR': 0 }, from: 'envelope' }),
    ).toBe('40 studios, sized to share the floor area allowed')
    expect(
      unitMixLine({ homes: { '0BR': 4, '1BR': 8, '2BR': 6, '3BR': 2 }, from: 'typical' }),
    ).toBe(
      '4 studios, 8 one-bedroom, 6 two-bedroom, and 2 three-bedroom homes, a typical new Los Angeles building’s mix',
    )
  })

  it('writes each kind plural by its own count, never “1 three-bedroom homes”', () => {
    expect(
      unitMixLine({ homes: { '0BR': 0, '1BR': 0, '2BR': 7, '3BR': 1 }, from: 'envelope' }),
    ).toBe('7 two-bedroom homes and 1 three-bedroom home, sized to share the floor area allowed')
    expect(
      unitMixLine({ homes: { '0BR': 0, '1BR': 0, '2BR': 0, '3BR': 1 }, from: 'envelope' }),
    ).toBe('1 three-bedroom home, sized to share the floor area allowed')
    expect(
      unitMixLine({ homes: { '0BR': 1, '1BR': 1, '2BR': 0, '3BR': 0 }, from: 'typical' }),
    ).toBe('1 studio and 1 one-bedroom home, a typical new Los Angeles building’s mix')
  })

  it('is given for every priced building of a development report', () => {
    const money = moneyOf({
      parcel: { zone: 'R3', heightDistrict: '1', lotSf: 7_500, existingUnits: 1 },
      scenario: { analysisDate: '2026-11-24' },
    })
    // ADUs, SB 9 and SB 1123 homes are priced by size, not by bedrooms.
    const bySize = ['adu', 'sb9', 'sb1123']
    const buildings = money.result.pathways.filter((pathway) => !bySize.includes(pathway.pathwayId))
    expect(buildings.length).toBeGreaterThan(0)
    for (const building of buildings) {
      const homes = Object.values(building.unitMix!.homes).reduce((a, b) => a + b, 0)
      expect(homes).toBe(building.units)
    }
  })
})

describe('the money section on a lot with rent-stabilised apartments', () => {
  it('names the replacement homes and the cost of clearing the site for each pathway that removes them', () => {
    const money = moneyOf({
      parcel: {
        zone: 'R3',
        heightDistrict: '1',
        lotSf: 7_500,
        existingUnits: 4,
        rso: true,
        yearBuilt: 1955,
        tenantOccupiedWithinYears: 0,
        lowerIncomeOccupiedWithinYears: 'never',
        ellisWithdrawalWithinYears: 'never',
      },
      scenario: { analysisDate: '2026-12-01' },
    })
    const base = money.result.pathways.find((pathway) => pathway.pathwayId === 'la_base_zoning')
    if (!base) throw new Error('base zoning not priced')
    expect(base.replacementUnits).toBe(4)
    expect(affordableWords(base)).toBe('4 affordable, replacing homes taken down')
    expect(siteClearingWords(base)).toBe('Clearing the site: $212k (demolition and relocation)')
    const adu = money.result.pathways.find((pathway) => pathway.pathwayId === 'adu')
    if (adu) expect(siteClearingWords(adu)).toBeNull()
  })
})

describe('a building whose pathway sets no floor area', () => {
  const moneyOn = (zone: string) =>
    moneyOf({
      parcel: { zone, heightDistrict: '1', lotSf: 7_239, vacant: true, existingUnits: 0 },
      scenario: { analysisDate: '2026-12-06' },
    })
  const bonusOf = (money: ReturnType<typeof moneyOn>) =>
    money.result.pathways.find((pathway) => pathway.pathwayId === 'state_density_bonus')!

  it('says the floor area is what its homes need, and how far past the base zone that goes', () => {
    const money = moneyOn('C2')
    const bonus = bonusOf(money)
    const floorArea = Math.round(bonus.grossFloorAreaSf.value)
    // C2 in height district 1: a floor area ratio of 1.5 on the lot, 10,858 sq ft (rounded down).
    expect(floorArea).toBeGreaterThan(10_858)
    expect(money.floorAreaNotes.state_density_bonus).toBe(
      `This pathway sets no floor-area limit of its own: ${floorArea.toLocaleString('en-US')} sq ft is what its ${bonus.units} homes need at the sizes above, ${(floorArea / 10_858).toFixed(1)} times the 10,858 sq ft the base zone allows. Floor area beyond the base zone’s rests on an incentive or a waiver the City must grant.`,
    )
    expect(money.floorAreaNotes.la_base_zoning).toBeUndefined()
  })

  it('names the base zone’s ratio when its floor area in feet is not known', () => {
    const money = moneyOn('R3')
    expect(money.floorAreaNotes.state_density_bonus).toMatch(
      /homes need at the sizes above; the base zone allows a floor area ratio of 3\. Floor area beyond/,
    )
    expect(money.floorAreaNotes.la_base_zoning).toBeUndefined()
  })
})

describe('the pencil table’s homes', () => {
  it('are net new homes, as the headline and the screen count them, with the homes built named', () => {
    // An R1 lot with its house: base zoning rebuilds one home and adds none; ADUs add theirs.
    const money = moneyOf({
      parcel: { zone: 'R1', heightDistrict: '1', lotSf: 7_200, existingUnits: 1, rso: false },
      scenario: { analysisDate: '2026-11-24' },
    })
    const analysis = analyzeParcel({
      parcel: { zone: 'R1', heightDistrict: '1', lotSf: 7_200, existingUnits: 1, rso: false },
      scenario: { analysisDate: '2026-11-24' },
    })
    for (const pathway of money.result.pathways)
      expect(money.netNewHomes[pathway.pathwayId]).toBe(
        analysis.pathways[pathway.pathwayId].netNewUnits,
      )
    const base = money.result.pathways.find((pathway) => pathway.pathwayId === 'la_base_zoning')!
    expect(base.units).toBe(1)
    expect(netNewHomesCount(money, base)).toBe('0')
    expect(netNewHomesCell(money, base)).toMatch(/^0 \(1 built/)
    const adu = money.result.pathways.find((pathway) => pathway.pathwayId === 'adu')!
    expect(netNewHomesCell(money, adu)).toBe(String(adu.units))
    expect(netNewHomesNote(money, adu)).toBeNull()
  })
})
