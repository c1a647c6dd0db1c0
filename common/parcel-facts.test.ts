import { describe, expect, it } from 'vitest'
import { analyzeParcel } from '#engine'
import {
  deriveParcelFacts,
  LOS_ANGELES_POPULATION,
  readUseCode,
  type ParcelRecord,
} from './parcel-facts.ts'

const EMPTY: ParcelRecord = {
  lotSf: null,
  lotWidthFt: null,
  lotDepthFt: null,
  zoneString: null,
  zoneClass: null,
  heightDistrict: null,
  generalPlanLandUse: null,
  specificPlan: null,
  yearBuilt: null,
  existingUnits: null,
  existingBuildingSf: null,
  residentialMarketArea: null,
  useCode: null,
  rso: null,
  vhfhsz: null,
  hpoz: null,
  coastalZone: null,
  hillsideArea: null,
  floodZoneSfha: null,
  earthquakeFaultZone: null,
  tocTier: null,
  distMtsMi: null,
  sb79StopTier: null,
  sb79DistBand: null,
}

const DUPLEX = '0200 - Residential - Double, Duplex, or Two Units - 4 Stories or Less'
const SINGLE = '0100 - Residential - Single Family Residence'

function derive(record: Partial<ParcelRecord>) {
  return deriveParcelFacts({ ...EMPTY, ...record })
}

function reasonFor(record: Partial<ParcelRecord>, fact: string) {
  return derive(record).derivations.find((derivation) => derivation.fact === fact)?.reason
}

/** What the engine's RSO screen says for SB 9 when the RSO column itself is withheld. */
function rsoScreen(record: Partial<ParcelRecord>) {
  const { facts } = derive({ zoneClass: 'R1', lotSf: 6000, ...record, rso: null })
  const sb9 = analyzeParcel({ parcel: facts, scenario: { analysisDate: '2026-11-23' } }).pathways
    .sb9
  const reason = sb9.failReasons.find((r) => r.fact === 'rso')
  return reason?.code ?? 'not rent-stabilized'
}

describe('readUseCode', () => {
  it.each([
    [SINGLE, { code: '0100', minUnits: 1, type: null, vacantLand: false }],
    [DUPLEX, { code: '0200', minUnits: 2, type: 'duplex' }],
    ['0300 - Residential - Three Units (Any Combination)', { minUnits: 3, type: 'multifamily' }],
    ['0501 - Residential - Five or More Units or Apartments', { minUnits: 5, type: 'multifamily' }],
    [
      '010V - Residential - Single Family Residence - Vacant Land',
      { vacantLand: true, minUnits: 0 },
    ],
    [
      '1210 - Commercial - Store Combination',
      { minUnits: null, describes: 'a non-residential use' },
    ],
  ])('reads %s', (useCode, reading) => {
    expect(readUseCode(useCode)).toMatchObject(reading)
  })

  it('reads "Not Available" and nothing as no code', () => {
    expect(readUseCode('Not Available')).toBeNull()
    expect(readUseCode(null)).toBeNull()
  })
})

describe('deriveParcelFacts', () => {
  it('copies known columns, leaves unknown ones out, and adds the city population', () => {
    const { facts } = derive({
      lotSf: 7000,
      zoneString: 'R3-1',
      zoneClass: 'R3',
      heightDistrict: '1',
      rso: false,
      vhfhsz: false,
      tocTier: 2,
    })
    expect(facts).toEqual({
      lotSf: 7000,
      zoneString: 'R3-1',
      zone: 'R3',
      heightDistrict: '1',
      rso: false,
      vhfhsz: false,
      tocTier: 2,
      cityPopulation: LOS_ANGELES_POPULATION,
    })
  })

  it('takes the smaller lot area when the drawn lot and the Assessor differ by more than 20 %, and says so', () => {
    expect(derive({ lotSf: 7172, shapeAreaSf: 5000 }).facts.lotSf).toBe(5000)
    expect(reasonFor({ lotSf: 7172, shapeAreaSf: 5000 }, 'lotSf')).toBe(
      'The lot drawn on the County parcel map measures 5,000 sq ft and the Assessor records 7,172 sq ft, more than 20 % apart: the smaller, 5,000 sq ft, is used until the lot area is confirmed.',
    )
    expect(derive({ lotSf: 5000, shapeAreaSf: 9000 }).facts.lotSf).toBe(5000)
    // Within 20 % the Assessor's area stands, unexplained.
    expect(derive({ lotSf: 7172, shapeAreaSf: 7000 }).facts.lotSf).toBe(7172)
    expect(reasonFor({ lotSf: 7172, shapeAreaSf: 6000 }, 'lotSf')).toBeUndefined()
  })

  it('treats a use code of two homes over a count of 1 as a duplex, and says why', () => {
    const { facts } = derive({ existingUnits: 1, useCode: DUPLEX, yearBuilt: 1931 })
    expect(facts).toMatchObject({
      existingUnits: 2,
      existingUnitType: 'duplex',
      yearBuilt: 1931,
      vacant: false,
    })
    expect(reasonFor({ existingUnits: 1, useCode: DUPLEX }, 'existingUnits')).toBe(
      'Treated as a duplex (two homes): the Assessor’s use code 0200 says so, although the unit count says 1. The larger count is the cautious reading.',
    )
  })

  it('never calls a use code of three homes a single-family house', () => {
    const { facts } = derive({ existingUnits: 1, useCode: '0300 - Residential - Three Units' })
    expect(facts).toMatchObject({ existingUnits: 3, existingUnitType: 'multifamily' })
  })

  it('takes a count above what the code implies, and a duplex code with three homes as multifamily', () => {
    expect(
      derive({ existingUnits: 8, useCode: '0500 - Residential - Five or More' }).facts,
    ).toMatchObject({ existingUnits: 8, existingUnitType: 'multifamily' })
    expect(derive({ existingUnits: 3, useCode: DUPLEX }).facts).toMatchObject({
      existingUnits: 3,
      existingUnitType: 'multifamily',
    })
  })

  it('does not rely on a year after 1978 when the code shows more homes than the record counts', () => {
    const { facts } = derive({ existingUnits: 1, useCode: DUPLEX, yearBuilt: 1987 })
    expect(facts.yearBuilt).toBeUndefined()
    expect(reasonFor({ existingUnits: 1, useCode: DUPLEX, yearBuilt: 1987 }, 'yearBuilt')).toBe(
      'Year built 1987 not relied on: it belongs to the recorded building, and the use code shows more homes than the record counts, which may be older.',
    )
  })

  it('leaves the house type open for one recorded house, and says why', () => {
    const { facts } = derive({ existingUnits: 1, useCode: SINGLE })
    expect(facts).toMatchObject({ existingUnits: 1, vacant: false })
    expect(facts.existingUnitType).toBeUndefined()
    expect(reasonFor({ existingUnits: 1, useCode: SINGLE }, 'existingUnitType')).toMatch(
      /^House type left open: the records show one house, but not that it is the only dwelling/,
    )
  })

  it('leaves the house type open when the use code is not available', () => {
    const { facts } = derive({ existingUnits: 1, useCode: null, yearBuilt: 2021 })
    expect(facts).toMatchObject({ existingUnits: 1, yearBuilt: 2021, vacant: false })
    expect(facts.existingUnitType).toBeUndefined()
  })

  it('reads vacant land as vacant with no homes, unless the record counts homes', () => {
    const land = '010V - Residential - Single Family Residence - Vacant Land'
    expect(derive({ useCode: land }).facts).toMatchObject({
      vacant: true,
      existingUnits: 0,
      existingUnitType: 'none',
    })
    const contradicted = derive({ useCode: land, existingUnits: 2 })
    expect(contradicted.facts).toMatchObject({ existingUnits: 2 })
    expect(contradicted.facts.vacant).toBeUndefined()
    expect(reasonFor({ useCode: land, existingUnits: 2 }, 'vacant')).toBe(
      'Vacancy left unknown: the use code 010V says vacant land, but the record counts 2 homes.',
    )
  })

  it('counts a recorded house the count missed', () => {
    expect(derive({ useCode: SINGLE, existingUnits: 0 }).facts).toMatchObject({
      existingUnits: 1,
      vacant: false,
    })
  })

  it('drops a year the records write as 0', () => {
    const { facts, derivations } = derive({ yearBuilt: 0, existingUnits: 2, useCode: DUPLEX })
    expect(facts.yearBuilt).toBeUndefined()
    expect(derivations).toContainEqual({
      fact: 'yearBuilt',
      reason: 'Year built left unknown: the record’s 0 is not a real year.',
    })
  })

  it('draws what stands from the recorded floor area, and never reads a 0 as an empty lot', () => {
    expect(
      derive({ useCode: SINGLE, existingUnits: 1, existingBuildingSf: 4648 }).facts,
    ).toMatchObject({ existingBuildingSf: 4648, vacant: false })
    const zero = derive({ useCode: DUPLEX, existingUnits: 2, existingBuildingSf: 0 })
    expect(zero.facts).not.toHaveProperty('existingBuildingSf')
    expect(zero.facts.vacant).toBe(false)
    expect(zero.derivations.some((entry) => entry.fact === 'existingBuildingSf')).toBe(false)
  })

  it.each([
    [
      'one building record of a lot whose use code shows more homes',
      { useCode: '0500 - Residential - Five or More Units', existingUnits: 1 },
      'Floor area of what stands left unknown: the record’s 869 sq ft belong to a building with 1 home, and the use code 0500 shows five or more homes, so other buildings may stand beside it.',
    ],
    [
      'a condominium unit',
      { useCode: '010C - Residential - Condominium', existingUnits: 1 },
      'Floor area of what stands left unknown: the use code 010C is a condominium unit, and its 869 sq ft are the unit’s, not the building’s.',
    ],
    [
      'a record without a use code',
      { useCode: 'Not Available', existingUnits: 1 },
      'Floor area of what stands left unknown: the record gives 869 sq ft but no use code, so it may be one condominium unit or one building of several.',
    ],
    [
      'vacant land',
      { useCode: '010V - Vacant Land', existingUnits: null },
      'Floor area of what stands left unknown: the use code 010V says vacant land, but the record gives 869 sq ft.',
    ],
  ])('sets aside a floor area that may be part of what stands: %s', (_, record, reason) => {
    const derived = derive({ ...record, existingBuildingSf: 869 })
    expect(derived.facts).not.toHaveProperty('existingBuildingSf')
    expect(reasonFor({ ...record, existingBuildingSf: 869 }, 'existingBuildingSf')).toBe(reason)
  })

  it('knows there is no SB 79 stop nearby once the transit distances are computed', () => {
    expect(derive({ distMtsMi: 1.2 }).facts).toMatchObject({
      sb79StopTier: null,
      sb79DistBand: null,
    })
    expect(
      derive({ distMtsMi: 0.2, sb79StopTier: 1, sb79DistBand: 'quarter' }).facts,
    ).toMatchObject({ sb79StopTier: 1, sb79DistBand: 'quarter' })
    const unknown = derive({}).facts
    expect('sb79StopTier' in unknown).toBe(false)
  })

  it('never lets the engine call contradictory records "not rent-stabilized"', () => {
    expect(rsoScreen({ existingUnits: 1, useCode: DUPLEX, yearBuilt: 1931 })).toBe('rso_presumed')
    expect(rsoScreen({ existingUnits: 1, useCode: DUPLEX, yearBuilt: 1987 })).toBe('rso_unknown')
    expect(rsoScreen({ existingUnits: 2, useCode: '0300 - Residential', yearBuilt: 1992 })).toBe(
      'rso_unknown',
    )
    expect(rsoScreen({ existingUnits: 1, useCode: null, yearBuilt: 2021 })).toBe('rso_unknown')
    expect(rsoScreen({ existingUnits: 1, useCode: SINGLE, yearBuilt: 1962 })).toBe('rso_unknown')
    expect(rsoScreen({ existingUnits: 1, useCode: '1210 - Commercial - Store Combination' })).toBe(
      'rso_unknown',
    )
    // Vacant land holds no homes for the ordinance to cover.
    expect(rsoScreen({ useCode: '010V - Vacant Land' })).toBe('not rent-stabilized')
  })
})

describe('a County lot known only by its roll values', () => {
  // 1406 Manzanita St: the County parcel layer gives land and improvement values, no use code,
  // no homes and no floor area.
  const manzanita = { zoneClass: 'RD1.5', lotSf: 6_715, improvementValue: 231_882 }

  it('is not vacant when the Assessor values improvements on it, and says what that does not tell', () => {
    const { facts } = derive(manzanita)
    expect(facts.vacant).toBe(false)
    expect(facts.existingUnits).toBeUndefined()
    expect(facts.existingUnitType).toBeUndefined()
    expect(reasonFor(manzanita, 'vacant')).toBe(
      'Not vacant: the Assessor values improvements on the lot at $231,882, so a building or other structure stands; the records do not say what it is or how many homes it holds.',
    )
    // SB 1123 needs a vacant lot: closed, where the unknown left it to be confirmed.
    const analysis = analyzeParcel({
      parcel: derive({ ...manzanita, zoneClass: 'R1' }).facts,
      scenario: { analysisDate: '2026-12-07' },
    })
    expect(analysis.pathways.sb1123.failReasons.map((reason) => reason.code)).toContain(
      'not_vacant',
    )
  })

  it('leaves vacancy unknown when no improvements are valued or the value is not given', () => {
    for (const improvementValue of [0, null, undefined]) {
      const record = { ...manzanita, improvementValue }
      expect(derive(record).facts.vacant).toBeUndefined()
      expect(reasonFor(record, 'vacant')).toBeUndefined()
    }
  })

  it('lets the use code and the homes counted speak first', () => {
    expect(derive({ ...manzanita, existingUnits: 2 }).facts).toMatchObject({
      vacant: false,
      existingUnits: 2,
    })
    expect(reasonFor({ ...manzanita, existingUnits: 2 }, 'vacant')).toBe(
      'Not vacant: the record counts 2 homes.',
    )
    expect(reasonFor({ ...manzanita, useCode: SINGLE }, 'vacant')).toMatch(
      /use code 0100 records a building/,
    )
  })
})
