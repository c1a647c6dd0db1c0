// The summary's headline on a house lot (R1, 7,000 sq ft, one house) where SB 9 needs confirmation
// and is worth more than the available ADUs: the sentence on how the pathway was chosen follows
// the objective in use and says when a pathway needing confirmation leads an available one; and
// when nothing pencils, the badge and figures are named as the closest pathway's.
import { describe, expect, it } from 'vitest'
import { analyzeParcel, type ParcelFacts } from '#engine'
import type { ReportType } from './type-labels.ts'
import type { Objective } from './objectives.ts'
import type { ProformaChanges } from './assumption-values.ts'
import { deriveReport } from './derive-report.ts'
import type { ReportDocumentData } from './document-model.ts'
import { homesByPathway, reportHeadline } from './headline.ts'

/** The lot with a building on it, before anyone has said how many homes it holds. */
const LOT_HOMES_UNKNOWN: ParcelFacts = {
  lotSf: 7000,
  lotWidthFt: 50,
  lotDepthFt: 140,
  zone: 'R1',
  heightDistrict: '1',
  zoneString: 'R1-1',
  generalPlanLandUse: 'Low Residential',
  rso: false,
  yearBuilt: 1950,
  vacant: false,
  cityPopulation: 3898747,
  vhfhsz: false,
  coastalZone: false,
  hpoz: false,
  hillsideArea: false,
  floodZoneSfha: false,
  earthquakeFaultZone: false,
}
const HOUSE_LOT: ParcelFacts = { ...LOT_HOMES_UNKNOWN, existingUnits: 1, existingUnitType: 'SFD' }
const scenario = { analysisDate: '2026-11-23' }
const analysis = analyzeParcel({ parcel: HOUSE_LOT, scenario })
const inputs = { parcel: HOUSE_LOT, scenario, options: {}, factOrigins: {}, demoParcel: true }

function reportData(
  reportType: ReportType,
  objective: Objective,
  proformaAssumptions: ProformaChanges = {},
  parcel: ParcelFacts = HOUSE_LOT,
): ReportDocumentData {
  const source = {
    reportType,
    address: '1515 Goucher St, Los Angeles, CA',
    analysis: parcel === HOUSE_LOT ? analysis : analyzeParcel({ parcel, scenario }),
    inputs: { ...inputs, parcel },
    proformaAssumptions,
  }
  return {
    ...source,
    apn: null,
    status: 'pending',
    notes: null,
    computedAt: null,
    corrections: [],
    review: null,
    objective,
    derived: deriveReport(source),
  }
}

describe('how the headline says its pathway was chosen', () => {
  it('names the objective in use, not the analysis’s own ranking', () => {
    const byValue = reportHeadline(reportData('single_family', 'value')).ranking
    const byHomes = reportHeadline(reportData('single_family', 'homes')).ranking
    const byConditions = reportHeadline(reportData('single_family', 'conditions')).ranking
    expect(byValue).toMatch(/^Chosen by the highest residual land value/)
    expect(byHomes).toMatch(/^Chosen by the most net new homes/)
    expect(byConditions).toMatch(/^Chosen by the fewest conditions/)
    // One plain sentence each, its tie-break in a few words, without the analysis's own list.
    // (By value, SB 9 needs confirmation and leads: a second sentence says so, tested below.)
    for (const sentence of [byHomes, byConditions])
      expect(sentence.split(/(?<=\.) /)).toHaveLength(1)
    for (const sentence of [byValue, byHomes, byConditions])
      expect(sentence).not.toMatch(/analysis’s order|state programs|routine checks/)
    expect(byHomes).toMatch(/; on equal homes, an available one comes first\.$/)
    expect(byConditions).toMatch(/; on equal conditions, the one with more homes\.$/)
  })

  it('says so when a pathway needing confirmation leads an available one', () => {
    expect(analysis.pathways.sb9.status).toBe('needs_confirmation')
    expect(analysis.pathways.adu.status).toBe('available')
    const byValue = reportHeadline(reportData('single_family', 'value'))
    expect(byValue).toMatchObject({ pathwayId: 'sb9', status: 'needs_confirmation' })
    expect(byValue.ranking).toMatch(
      / Here SB 9 two homes and lot split needs confirmation and still leads Accessory dwelling units \(ADU and JADU\), which is available\.$/,
    )
    // The same lot by homes: ADUs and SB 9 add as many; the tie goes to the available one, and
    // nothing needing confirmation leads.
    const byHomes = reportHeadline(reportData('single_family', 'homes'))
    expect(byHomes.pathwayId).toBe('adu')
    expect(byHomes.ranking).not.toContain(' Here ')
  })
})

describe('a headline when nothing pencils', () => {
  it('names the closest pathway above the badge and figures that belong to it', () => {
    const losing = reportData('multifamily_development_v2', 'value', {
      salePrice: 200,
      rentAdu: 300,
      rentAduConversion: 300,
      rentJadu: 300,
      rentStudio: 300,
      rent1br: 300,
      rent2br: 300,
    })
    expect(losing.derived.money.result.pathways.every((p) => p.residualLandValue.value < 0)).toBe(
      true,
    )
    const headline = reportHeadline(losing)
    const closest = analysis.pathways[headline.pathwayId!]
    expect(headline.title).toBe('Nothing pencils at these assumptions')
    expect(headline.closest).toBe(`Closest to breaking even: ${closest.name}`)
    expect(headline.status).toBe(closest.status)
    expect(headline.figures).toMatch(/ · residual land value −\$/)
    expect(headline.explanation).toBe(
      'Every priced pathway loses money at the report’s assumptions.',
    )
  })

  it('names no closest pathway when one pencils', () => {
    expect(reportHeadline(reportData('single_family', 'value')).closest).toBeNull()
  })
})

describe('the headline’s figures', () => {
  it('count the homes the pathway leaves on the lot in all, apart from those standing there now', () => {
    const headline = reportHeadline(reportData('single_family', 'homes'))
    const ranked = analysis.summary.ranking.find((entry) => entry.id === headline.pathwayId)!
    expect(headline.figures).toMatch(
      new RegExp(`^${ranked.netNewUnits} homes? net new · ${ranked.totalUnits} homes in all`),
    )
  })

  it('say the homes standing on the lot are not known without calling the built ones so', () => {
    // An apartment lot with a building on it, but not how many homes it holds: the pathways
    // that replace the building cannot count what they add.
    const apartmentLot = { ...LOT_HOMES_UNKNOWN, zone: 'R3', zoneString: 'R3-1' }
    const headline = reportHeadline(
      reportData('multifamily_development', 'value', {}, apartmentLot),
    )
    expect(headline.figures).toMatch(
      /^net new homes not known \(the homes standing on the lot now are not known\) · \d+ homes? in all/,
    )
    expect(headline.figures).not.toContain('on the lot ·')
  })
})

describe('a lot whose zone could not be read', () => {
  it('says so in the headline and what happens next, not that no pathway allows housing', () => {
    const downtown = { ...HOUSE_LOT, zone: 'CX2', zoneString: '[HB3-G1-5] [CX2-FA] [CPIO]' }
    const pending = reportHeadline(reportData('multifamily_development', 'value', {}, downtown))
    expect(pending).toMatchObject({ pathwayId: null, status: null, figures: '' })
    expect(pending.title).toBe('We could not read this lot’s zone')
    expect(pending.title).not.toMatch(/No pathway allows housing/)
    expect(pending.explanation).toMatch(/^We could not read the zone "/)
    expect(pending.explanation).toMatch(
      /What happens next: a Lotwise analyst reads the zone on ZIMAS and corrects it in review; every pathway is then computed on the corrected zone before the report is published\.$/,
    )
    const published = reportHeadline({
      ...reportData('multifamily_development', 'value', {}, downtown),
      status: 'completed',
    })
    expect(published.explanation).toMatch(/ask us to correct it from ZIMAS/)
  })

  it('keeps “No pathway allows housing” for a lot whose read zone allows none', () => {
    const parking = { ...HOUSE_LOT, zone: 'P', zoneString: 'P-1' }
    const headline = reportHeadline(reportData('multifamily_zoning', 'homes', {}, parking))
    expect(headline.title).toBe('No pathway allows housing on the facts given')
  })
})

describe('the headline’s reason and the list under it', () => {
  it('count net new homes alike, and the reason names any open pathway that adds more', () => {
    for (const objective of ['value', 'homes', 'conditions'] as const) {
      const data = reportData('multifamily_development', objective)
      const headline = reportHeadline(data)
      const rows = homesByPathway(data.analysis, data.derived.model.pathways)
      const chosen = rows.find((row) => row.id === headline.pathwayId)!
      const value = (units: number | 'unlimited' | null) =>
        units === null ? -1 : units === 'unlimited' ? Infinity : units
      const more = rows.filter(
        (row) =>
          row.id !== chosen.id &&
          row.status !== 'not_available' &&
          row.status !== 'closed' &&
          row.status !== 'not_yet_effective' &&
          value(row.units) > value(chosen.units),
      )
      // Never "allows the most homes" above a list in which another open pathway counts more.
      expect(headline.explanation ?? '').not.toMatch(/allows the most homes/)
      if (more.length > 0) expect(headline.explanation).toMatch(/ adds more \(/)
      // Every figure in the list is net: the house standing counts for none.
      for (const row of rows) {
        const ranked = data.analysis.summary.ranking.find((entry) => entry.id === row.id)
        if (ranked) expect(row.units).toBe(ranked.netNewUnits)
      }
    }
  })

  it('on the house lot: base zoning rebuilds the house and adds none, and the list says 0 net new', () => {
    const data = reportData('single_family', 'homes')
    const base = homesByPathway(data.analysis, data.derived.model.pathways).find(
      (row) => row.id === 'la_base_zoning',
    )!
    expect(base.units).toBe(0)
    expect(base.text).toMatch(/^0 net new/)
    const homes = reportHeadline(data)
    expect(homes.explanation).toMatch(
      / adds the most net new homes \(\d+ homes? net new\) of the pathways open to this lot\./,
    )
  })
})

describe('a report led by value where no priced pathway is open', () => {
  // A vacant R2 lot: the single-family report prices ADUs only beside a house that stands and
  // SB 9 fails on R2, so value has nothing to choose from, while ADUs and base zoning are open.
  const VACANT_R2: ParcelFacts = {
    ...LOT_HOMES_UNKNOWN,
    lotSf: 5000,
    lotDepthFt: 100,
    zone: 'R2',
    zoneString: 'R2-1',
    generalPlanLandUse: 'Low Medium I Residential',
    vacant: true,
    existingUnits: 0,
  }

  it('names the pathway adding the most homes, says why, and never "no pathway allows housing"', () => {
    const data = reportData('single_family', 'value', {}, VACANT_R2)
    expect(data.derived.best.value).toBeNull()
    const headline = reportHeadline(data)
    expect(headline.title).not.toBe('No pathway allows housing on the facts given')
    expect(headline.pathwayId).toBe(data.derived.best.homes)
    expect(headline.figures).toMatch(/net new/)
    expect(headline.figures).not.toMatch(/residual land value/)
    expect(headline.explanation).toMatch(
      /^No pathway open to this lot has a value in this report, so the headline names the one that adds the most homes\./,
    )
    expect(headline.ranking).toMatch(/^Chosen by the most net new homes/)
  })
})

describe('a report without a money section', () => {
  it('quotes no residual land value in its headline, where the development report does', () => {
    // The zoning report prices nothing for its reader, so a value there would have no basis shown.
    const zoning = reportHeadline(reportData('multifamily_zoning', 'homes'))
    const development = reportHeadline(reportData('multifamily_development_v2', 'homes'))
    expect(zoning.pathwayId).toBe(development.pathwayId)
    expect(development.figures).toMatch(/residual land value/)
    expect(zoning.figures).not.toMatch(/residual land value|\$/)
  })
})

describe('the value rule under an available headline', () => {
  it('says a pathway needing confirmation can lead, not that one does, when the one chosen is available', () => {
    // On a lot with four homes standing, ADUs are available and worth the most: nothing that
    // needs confirmation leads anything.
    const fourplex: ParcelFacts = {
      ...LOT_HOMES_UNKNOWN,
      zone: 'RD1.5',
      zoneString: 'RD1.5-1',
      existingUnits: 4,
      existingUnitType: 'multifamily',
    }
    const headline = reportHeadline(reportData('single_family', 'value', {}, fourplex))
    expect(headline.status).toBe('available')
    expect(headline.ranking).toMatch(/so one that needs confirmation can lead an available one/)
    expect(headline.ranking).not.toMatch(/ Here /)
  })
})
