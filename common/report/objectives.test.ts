// The objective switch on the sample report's lot (an R3 lot of 8,090 sq ft with a house, near
// transit), where the pathway with the most homes loses money and adding ADUs pencils: each
// objective names its own best, and when nothing pencils the headline says so and names the
// closest.
import { describe, expect, it } from 'vitest'
import { analyzeParcel, type ParcelFacts } from '#engine'
import { withChanges, type Assumptions } from '#proforma'
import { presentedPathways } from './document-model.ts'
import { bestPathways, headlineOf } from './objectives.ts'
import { buildMoneyModel } from './build-money-model.ts'
import { localFiguresOfLot } from './lot-figures.ts'

const PARCEL: ParcelFacts = {
  lotSf: 8090,
  lotWidthFt: 56,
  lotDepthFt: 144,
  zone: 'R3',
  heightDistrict: '1',
  zoneString: 'R3-1',
  generalPlanLandUse: 'Medium Residential',
  existingUnits: 1,
  existingUnitType: 'SFD',
  rso: false,
  yearBuilt: 1928,
  vacant: false,
  distMtsMi: 0.195,
  tocTier: 3,
  sb79StopTier: 1,
  sb79DistBand: 'quarter',
  cityPopulation: 3898747,
  vhfhsz: false,
  coastalZone: false,
  hpoz: false,
  hillsideArea: false,
  floodZoneSfha: false,
  earthquakeFaultZone: false,
}
const scenario = { analysisDate: '2026-11-23' }
const analysis = analyzeParcel({ parcel: PARCEL, scenario })
const inputs = { parcel: PARCEL, scenario, options: {}, factOrigins: {}, demoParcel: true }
const local = localFiguresOfLot('896 S Hobart Blvd, Los Angeles, CA', inputs)

function moneyWith(changes: Partial<Assumptions>) {
  return buildMoneyModel(
    analysis,
    inputs,
    presentedPathways('multifamily_development_v2', analysis),
    'full',
    withChanges(changes, local),
    local,
  ).result
}

const valueOf = (money: ReturnType<typeof moneyWith>, id: string | null) =>
  money.pathways.find((priced) => priced.pathwayId === id)?.residualLandValue.value ?? null

describe('the best pathway by objective', () => {
  it('names a different pathway for value and for homes where the most homes lose money', () => {
    const money = moneyWith({})
    const best = bestPathways(analysis, money)
    const open = analysis.summary.ranking
    const netNew = (id: string | null) => open.find((ranked) => ranked.id === id)?.netNewUnits

    expect(best.value).not.toBe(best.homes)
    expect(valueOf(money, best.value)).toBeGreaterThan(0)
    expect(valueOf(money, best.homes)).toBeLessThan(0)
    // Each is the extreme of its own measure among the open pathways.
    for (const priced of money.pathways)
      expect(priced.residualLandValue.value).toBeLessThanOrEqual(valueOf(money, best.value)!)
    for (const ranked of open)
      expect(Number(ranked.netNewUnits ?? 0)).toBeLessThanOrEqual(Number(netNew(best.homes)))

    const byValue = headlineOf(money, bestPathways(analysis, money), 'value')
    expect(byValue).toEqual({
      objective: 'value',
      pathwayId: best.value,
      residualLandValue: valueOf(money, best.value),
      pencils: true,
    })
    expect(headlineOf(money, bestPathways(analysis, money), 'homes')).toMatchObject({
      pathwayId: best.homes,
      pencils: true,
    })
    expect(headlineOf(money, bestPathways(analysis, money), 'conditions').pathwayId).toBe(
      best.conditions,
    )
  })

  it('says nothing pencils when every priced pathway loses money, and names the closest', () => {
    const money = moneyWith({
      rentAdu: 600,
      rentAduConversion: 600,
      rentJadu: 600,
      rentStudio: 600,
      rent1br: 700,
      rent2br: 800,
    })
    expect(money.pathways.every((priced) => priced.residualLandValue.value < 0)).toBe(true)
    const headline = headlineOf(money, bestPathways(analysis, money), 'value')
    expect(headline.pencils).toBe(false)
    expect(headline.pathwayId).toBe(money.pathways[0]!.pathwayId)
    expect(headline.residualLandValue).toBe(money.pathways[0]!.residualLandValue.value)
  })
})
