// The pro forma by where the lot is: a ZIP's rents and fees with their sources, the fee
// thresholds, the City-wide fallback, and a check of the derived figures against market data
// that is not shipped (Zillow and Redfin, read from ../shared/PROFORMA.md, "Location and fees").
import { describe, expect, it } from 'vitest'
import { analyzeParcel } from '#engine'
import {
  aduMixOf,
  CITY_FIGURES,
  DEFAULT_ASSUMPTIONS,
  computeProforma,
  localFigures,
  netOfSale,
  pathwayFigures,
  proformaOfPathway,
  withChanges,
  type PathwayFigures,
  type PathwayProforma,
  type ProformaContext,
} from './index.ts'
import { AREA_NAMES, SAFMR_BY_ZIP, type AreaCode } from './location-data.ts'

/** What stands on an empty lot, as the engine says it: nothing to clear, nothing owed. */
const NOTHING_STANDS = pathwayFigures(
  analyzeParcel({
    parcel: { zone: 'R3-1', lotSf: 7_500, vacant: true, existingUnits: 0 },
    scenario: { analysisDate: '2026-12-01' },
  }),
  'la_base_zoning',
).existing

/** A pathway's figures; an ADU pathway's ADUs all detached unless `adus` says otherwise. */
function pathway(overrides: Partial<PathwayFigures> = {}): PathwayFigures {
  const figures = {
    id: 'la_base_zoning' as const,
    name: 'Base zoning',
    eligible: true,
    statusLabel: 'Available',
    maxUnits: 20,
    maxStories: null,
    maxHeightFt: 45,
    maxFloorAreaSf: null,
    parkingMin: 0,
    affordable: [],
    existing: NOTHING_STANDS,
    ...overrides,
  }
  return { ...figures, adus: figures.adus ?? aduMixOf({ ...figures, details: {} }) }
}

function priced(figures: PathwayFigures, context: ProformaContext): PathwayProforma {
  const local = context.local ?? CITY_FIGURES
  const result = proformaOfPathway(figures, context, withChanges({}, local))
  if (!result) throw new Error('expected the pathway to be priced')
  return result
}

const sources = (figure: { basis: readonly { source: string }[] }) =>
  figure.basis.map((entry) => entry.source).join(' | ')

describe('two lots in different ZIPs', () => {
  // Westside (Westwood, 90024; high linkage-fee market area) and South LA (90011; low area).
  const westwood = localFigures('90024')
  const southLa = localFigures('90011')
  const building = pathway()
  const west = priced(building, { lotSf: 7_500, local: westwood })
  const south = priced(building, { lotSf: 7_500, local: southLa })

  it('say which area’s figures they used', () => {
    expect(westwood).toMatchObject({ scope: 'zip', zip: '90024', area: 'ZIP 90024 (Westside)' })
    expect(southLa).toMatchObject({ scope: 'zip', zip: '90011', area: 'ZIP 90011 (South LA)' })
    const result = computeProforma([building], { lotSf: 7_500, local: westwood })
    expect(result.local.area).toBe('ZIP 90024 (Westside)')
    expect(result.local.notes[0]).toMatch(/HUD’s FY2027 Small Area Fair Market Rents/)
  })

  it('rent at HUD’s small-area rents for each ZIP against the City median', () => {
    // 90024's two-bedroom small-area rent is $4,450 (HUD's cap), 1.41 times the City median of
    // $3,150; 90011's is $2,320, 0.74 times. The City-wide new two-bedroom rent is $3,800.
    expect(westwood.defaults.rent2br).toBe(Math.round((3_800 * 4_450) / 3_150 / 10) * 10)
    expect(southLa.defaults.rent2br).toBe(Math.round((3_800 * 2_320) / 3_150 / 10) * 10)
    expect(west.grossRevenue.value / south.grossRevenue.value).toBeGreaterThan(1.8)
    expect(sources(west.grossRevenue)).toMatch(/scaled to ZIP 90024 by HUD’s FY2027/)
    expect(sources(south.grossRevenue)).toMatch(/scaled to ZIP 90011 by HUD’s FY2027/)
  })

  it('pay the linkage fee of their market areas, with the schedule named', () => {
    // 20 homes pay the rate for one or six and more homes: $23.20 in the high area, $10.32 in
    // the low one, on the same floor area.
    expect(west.grossFloorAreaSf.value).toBe(south.grossFloorAreaSf.value)
    expect(west.fees.linkage.value).toBeCloseTo(west.grossFloorAreaSf.value * 23.2, 6)
    expect(south.fees.linkage.value).toBeCloseTo(south.grossFloorAreaSf.value * 10.32, 6)
    for (const result of [west, south])
      expect(sources(result.fees.linkage)).toMatch(
        /City of Los Angeles Affordable Housing Linkage Fee schedule, July 1, 2025/,
      )
    expect(west.fees.linkage.basis[0]!.label).toMatch(/\(high market area, from its ZIP\)$/)
    expect(south.fees.linkage.basis[0]!.label).toMatch(/\(low market area, from its ZIP\)$/)
  })

  it('pay the same City-wide park and school fees', () => {
    expect(west.fees.park.value).toBe(south.fees.park.value)
    expect(west.fees.school.value).toBe(south.fees.school.value)
  })

  it('mark a derived linkage rate as not confirmed', () => {
    const mediumHigh = localFigures('90027')
    expect(mediumHigh.defaults.feeLinkage).toBe(19.34)
    expect(mediumHigh.definitions.feeLinkage.source).toMatch(/not confirmed/)
    expect(mediumHigh.confidence).toBe('low')
    expect(westwood.confidence).toBe('medium')
  })

  it('keep an owner’s own figure over the ZIP’s', () => {
    const changed = withChanges({ rent2br: 3_000 }, westwood)
    expect(changed.rent2br).toBe(3_000)
    expect(changed.rent1br).toBe(westwood.defaults.rent1br)
  })
})

describe('a ZIP without figures', () => {
  it('falls back to the City-wide figures and says so', () => {
    // 91504 is a Burbank ZIP with a sliver of the City: HUD's City rows leave it out.
    const burbank = localFigures('91504')
    expect(burbank.scope).toBe('city')
    // Its market area is known, though, so it pays that area's linkage fee.
    expect(burbank.defaults).toEqual({
      ...DEFAULT_ASSUMPTIONS,
      feeLinkage: 10.32,
      feeLinkageSmall: 1.28,
    })
    expect(burbank.area).toBe('the City of Los Angeles as a whole')
    expect(burbank.notes[0]).toBe(
      'There are no figures for ZIP 91504 within the City, so this uses rents and sale prices at the City-wide figures.',
    )
    expect(burbank.notes[1]).toMatch(/^Linkage fee: the low market area’s rate/)
    const result = computeProforma([pathway()], { lotSf: 7_500, local: burbank })
    expect(result.local.scope).toBe('city')
    expect(result.pathways[0]!.grossRevenue.value).toBe(
      computeProforma([pathway()], { lotSf: 7_500 }).pathways[0]!.grossRevenue.value,
    )
  })

  it('says so when the ZIP is not known at all', () => {
    expect(localFigures(null)).toBe(CITY_FIGURES)
    expect(CITY_FIGURES.notes[0]).toMatch(/^The lot’s ZIP is not known/)
    expect(computeProforma([pathway()], { lotSf: 7_500 }).local).toBe(CITY_FIGURES)
  })
})

describe('a lot whose linkage-fee market area is not known', () => {
  // No ZIP at all, and a Koreatown ZIP with rents but no sampled market area (decision 545).
  const unknown = [CITY_FIGURES, localFigures('90010')]

  it('pays the high area’s rate, the most it could, and says so beside the low area’s', () => {
    for (const local of unknown) {
      expect(local.defaults.feeLinkage).toBe(23.2)
      expect(local.defaults.feeLinkageSmall).toBe(23.2)
      expect(local.definitions.feeLinkage.label).toBe(
        'Affordable Housing Linkage Fee, 1 or 6+ homes (market area not known: high area’s rate)',
      )
      expect(local.definitions.feeLinkage.confidence).toBe('low')
      expect(local.confidence).toBe('low')
      expect(local.notes).toContain(
        'Linkage fee: the lot’s market area is not known, so this assumes the high market area’s rate of $23.20 a sq ft, the most it could pay; in the low area it would be $10.32 ($1.28 for two to five homes). Confirm the lot’s area on ZIMAS.',
      )
    }
  })

  it('prices the fee at that rate, never below a lot in the low area', () => {
    const building = pathway({ maxUnits: 6 })
    const noZip = priced(building, { lotSf: 7_500 })
    const lowArea = priced(building, { lotSf: 7_500, local: localFigures('90011') })
    expect(noZip.fees.linkage.value).toBeCloseTo(noZip.grossFloorAreaSf.value * 23.2, 6)
    expect(noZip.fees.linkage.basis[0]!.label).toMatch(/market area not known/)
    expect(noZip.fees.linkage.value).toBeGreaterThan(lowArea.fees.linkage.value)
  })
})

describe('a lot whose ZIMAS record gives its own market area', () => {
  // 6453 N Orion Ave: ZIMAS puts the lot in the low area, while most of ZIP 91406 was medium.
  const zipOnly = localFigures('91406')
  const ownArea = localFigures('91406', 'low')

  it('pays its own area’s rate, not its ZIP’s, and says it is from the record', () => {
    expect(zipOnly.defaults.feeLinkage).toBe(12.89)
    expect(ownArea.defaults.feeLinkage).toBe(10.32)
    expect(ownArea.defaults.feeLinkageSmall).toBe(1.28)
    expect(ownArea.definitions.feeLinkage.label).toBe(
      'Affordable Housing Linkage Fee, 1 or 6+ homes (low market area, from its ZIMAS record)',
    )
    expect(ownArea.definitions.feeLinkage.source).toMatch(
      /the lot’s own market area on its ZIMAS record$/,
    )
    expect(ownArea.notes).toContain(
      'Linkage fee: the low market area’s rate (FY25-26), the lot’s own market area on its ZIMAS record; the City redrew the areas on April 24, 2026, so a record read before then shows the earlier map.',
    )
    // The rents are still the ZIP's.
    expect(ownArea.area).toBe(zipOnly.area)
    expect(ownArea.defaults.rent2br).toBe(zipOnly.defaults.rent2br)
    const building = pathway({ maxUnits: 6 })
    const own = priced(building, { lotSf: 7_500, local: ownArea })
    expect(own.fees.linkage.value).toBeCloseTo(own.grossFloorAreaSf.value * 10.32, 6)
    expect(own.fees.linkage.basis[0]!.label).toMatch(/\(low market area, from its ZIMAS record\)$/)
  })

  it('is confirmed in a ZIP split between areas, and priced without any ZIP', () => {
    // 90035's parcels fall in more than one area; the lot's own record settles which.
    expect(localFigures('90035').definitions.feeLinkage.confidence).toBe('low')
    expect(localFigures('90035', 'high').definitions.feeLinkage.confidence).toBe('medium')
    const noZip = localFigures(null, 'high')
    expect(noZip.scope).toBe('city')
    expect(noZip.defaults.feeLinkage).toBe(23.2)
    expect(noZip.definitions.feeLinkage.label).toMatch(
      /\(high market area, from its ZIMAS record\)$/,
    )
    expect(noZip.notes.join(' ')).not.toMatch(/not known, so this assumes/)
  })
})

describe('a market area corrected on a report', () => {
  it('is priced like the record’s and named as whoever gave it, never as the ZIMAS record', () => {
    const record = localFigures('91406', 'low')
    for (const [from, words] of [
      ['analyst', 'as corrected by an analyst'],
      ['owner', 'as the report’s owner gave it'],
    ] as const) {
      const corrected = localFigures('91406', 'low', from)
      expect(corrected.defaults).toEqual(record.defaults)
      expect(corrected.definitions.feeLinkage.label).toBe(
        `Affordable Housing Linkage Fee, 1 or 6+ homes (low market area, ${words})`,
      )
      expect([corrected.definitions.feeLinkage.source, ...corrected.notes].join(' ')).not.toMatch(
        /ZIMAS record/,
      )
    }
  })
})

describe('fee thresholds, below, at and above', () => {
  it('charges one home the linkage fee only above 1,500 sq ft', () => {
    const linkage = (homeSize: number) =>
      proformaOfPathway(
        pathway({ id: 'sb9', maxUnits: 1 }),
        { lotSf: 5_000 },
        withChanges({ homeSize }, CITY_FIGURES),
      )!.fees.linkage.value
    expect(linkage(1_400)).toBe(0)
    expect(linkage(1_500)).toBe(0)
    expect(linkage(1_600)).toBeCloseTo(1_600 * DEFAULT_ASSUMPTIONS.feeLinkage, 6)
  })

  it('charges two to five homes the small-project rate and six or more the full one', () => {
    const linkage = (units: number) =>
      priced(pathway({ maxUnits: units }), { lotSf: 7_500, local: localFigures('90011') })
    const five = linkage(5)
    const six = linkage(6)
    expect(five.fees.linkage.value).toBeCloseTo(five.grossFloorAreaSf.value * 1.28, 6)
    expect(six.fees.linkage.value).toBeCloseTo(six.grossFloorAreaSf.value * 10.32, 6)
  })

  it('adds Measure ULA from $5.3 million, with sellers pricing just under the line', () => {
    const keep = 1 - DEFAULT_ASSUMPTIONS.costOfSale / 100
    expect(netOfSale(5_000_000, 5)).toBeCloseTo(5_000_000 * keep, 2)
    // At the threshold the 4 % applies to the whole price, so a seller gets no more than just
    // under it.
    expect(netOfSale(5_300_000, 5)).toBeCloseTo(5_300_000 * keep, 2)
    expect(netOfSale(5_300_000, 5)).toBeLessThan(5_300_000 * keep + 1)
    // Well above, the tax is paid on the whole price.
    expect(netOfSale(7_000_000, 5)).toBeCloseTo(7_000_000 * (keep - 0.04), 2)
    expect(netOfSale(12_000_000, 5)).toBeCloseTo(12_000_000 * (keep - 0.055), 2)
  })
})

describe('checked against market data we do not ship', () => {
  const areas = Object.keys(AREA_NAMES) as AreaCode[]
  const median = (values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y)
    const middle = sorted.length >> 1
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  }
  const zipsOf = (area: AreaCode) =>
    Object.entries(SAFMR_BY_ZIP)
      .filter(([, row]) => row[0] === area)
      .map(([zip]) => zip)

  it('ranks the areas’ rents as Zillow’s home values rank them', () => {
    // Zillow Home Value Index, median over each area's City ZIPs, about January 2026 ($k).
    const zillow: Record<AreaCode, number> = { W: 1_567, C: 919, V: 919, H: 822, E: 784, S: 647 }
    const rent = (area: AreaCode) =>
      median(zipsOf(area).map((zip) => localFigures(zip).defaults.rent2br))
    const rank = (values: number[]) => values.map((v) => values.filter((w) => w < v).length)
    const ours = rank(areas.map(rent))
    const theirs = rank(areas.map((area) => zillow[area]))
    const n = areas.length
    const d2 = ours.reduce((sum, r, i) => sum + (r - theirs[i]!) ** 2, 0)
    const spearman = 1 - (6 * d2) / (n * (n * n - 1))
    expect(spearman).toBeGreaterThanOrEqual(0.8)
  })

  it('prices new homes closer to Redfin’s area sales than one City-wide price does', () => {
    // New small-lot homes sold 2024–26, median $ per sq ft by area (Redfin sold-home exports).
    const redfin: Record<AreaCode, number> = { W: 850, C: 640, V: 460, H: 510, E: 715, S: 455 }
    const error = (price: (area: AreaCode) => number) =>
      areas.reduce((sum, area) => sum + Math.abs(Math.log(price(area) / redfin[area])), 0) /
      areas.length
    const ours = error((area) =>
      median(zipsOf(area).map((zip) => localFigures(zip).defaults.salePrice)),
    )
    const cityWide = error(() => DEFAULT_ASSUMPTIONS.salePrice)
    expect(ours).toBeLessThan(cityWide)
  })
})

describe('a lot with no ZIP on record, placed by its community plan area', () => {
  // The seed's County parcels: an address without a ZIP, no market area, a plan area.
  const hollywood = localFigures(null, undefined, 'record', 'Hollywood')

  it('rents at the median of its profiled ZIPs’ small-area rents, said to be our estimate with the spread', () => {
    expect(hollywood).toMatchObject({
      scope: 'plan_area',
      zip: null,
      area: 'the Hollywood community plan area (estimated)',
      confidence: 'low',
    })
    // Hollywood's profiled lots are in 90027, 90028, 90029, 90036, 90046 and 90068, whose
    // two-bedroom small-area rents are 3,600, 3,190, 2,970, 4,450, 3,830 and 3,850: median 3,715.
    const rents = ['90027', '90028', '90029', '90036', '90046', '90068'].map(
      (zip) => SAFMR_BY_ZIP[zip]![3],
    )
    expect(rents).toEqual([3_600, 3_190, 2_970, 4_450, 3_830, 3_850])
    expect(hollywood.defaults.rent2br).toBe(Math.round((3_800 * 3_715) / 3_150 / 10) * 10)
    expect(hollywood.notes[0]).toMatch(
      /^Rents for the Hollywood community plan area, our estimate: the lot’s ZIP is not on its record, .* 1\.18 times the City median for a two-bedroom; across those ZIPs it runs from 0\.94 to 1\.41 times\. The lot’s own ZIP would set it\.$/,
    )
    expect(hollywood.definitions.rent2br.source).toMatch(
      /our estimate for the Hollywood community plan area/,
    )
    expect(hollywood.definitions.salePrice.source).toMatch(/no public-domain sale prices by area/)
  })

  it('pays the market area all its profiled lots are in, estimated, with the other end of the scale beside it', () => {
    expect(hollywood.defaults.feeLinkage).toBe(19.34)
    expect(hollywood.definitions.feeLinkage.label).toBe(
      'Affordable Housing Linkage Fee, 1 or 6+ homes (medium-high market area, estimated from its community plan area)',
    )
    expect(hollywood.definitions.feeLinkage.confidence).toBe('low')
    expect(hollywood.notes).toContain(
      'Linkage fee: the medium-high market area’s rate (FY25-26, not confirmed), our estimate, as the lot’s own market area is not on its record: all 18 lots of the Hollywood community plan area whose ZIMAS profiles we hold are in the medium-high area on the City’s map before April 24, 2026, and the areas followed plan-area lines in every profile we hold. Confirm the lot’s area on ZIMAS; in the high area it would be $23.20 ($23.20 for two to five homes).',
    )
    // A high estimate shows the low area's rate instead.
    expect(localFigures(null, undefined, 'record', 'Venice').notes.join(' ')).toMatch(
      /in the low area it would be \$10\.32 \(/,
    )
  })

  it('gives way to the lot’s own ZIP and market area, and estimates nothing from too few profiled lots or none', () => {
    // Its own ZIP sets the rents; its own area the fee.
    const ownZip = localFigures('90028', undefined, 'record', 'Hollywood')
    expect(ownZip.scope).toBe('zip')
    expect(ownZip.defaults.rent2br).toBe(localFigures('90028').defaults.rent2br)
    const ownArea = localFigures(null, 'high', 'record', 'Hollywood')
    expect(ownArea.defaults.feeLinkage).toBe(23.2)
    expect(ownArea.definitions.feeLinkage.label).toMatch(/from its ZIMAS record\)$/)
    // A plan area's unanimous area comes before its ZIP's, which may be split: 90035 was
    // mostly high, the Wilshire plan area's profiled lots all medium-high.
    expect(localFigures('90035', undefined, 'record', 'Wilshire').defaults.feeLinkage).toBe(19.34)
    // Westlake's two profiled lots are too few to name its area; its rents are still estimated.
    const westlake = localFigures(null, undefined, 'record', 'Westlake')
    expect(westlake.scope).toBe('plan_area')
    expect(westlake.defaults.feeLinkage).toBe(23.2)
    expect(westlake.notes.join(' ')).toMatch(/market area is not known, so this assumes the high/)
    // Central City has no profiled lot: the City-wide figures, as before.
    expect(localFigures(null, undefined, 'record', 'Central City')).toBe(CITY_FIGURES)
  })
})
