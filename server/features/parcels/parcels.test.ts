// Parcel search and lookup through the real API, on parcels imported the way production does.
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NEAREST_NUMBER_RANGE, type ParcelSearchResponse } from '#common/contracts/parcels.ts'
import { errorOf } from '#tests/setup/people.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import {
  ASSESSOR_CSV,
  createFixtureFolder,
  importFile,
  type FixtureFolder,
} from '#tests/setup/parcel-fixtures.ts'
import { parcels } from '#server/db/schema/index.ts'
import { prefixRange } from '#server/domain/parcel-search.ts'

let t: TestApp
let files: FixtureFolder
beforeAll(async () => {
  t = await createTestApp()
  files = await createFixtureFolder()
  await importFile(t.database, 'assessor', await files.write('assessor.csv', ASSESSOR_CSV))
  const zimas = [
    'assessor_parcel_id,site_address,zip_code,full_zoning_code,general_plan_land_use,rent_stabilization',
    '4306-026-007,9406 W OAKMORE RD,90035,R1V2,Low Residential,No',
  ].join('\n')
  await importFile(t.database, 'zimas', await files.write('zimas.csv', zimas))
  // Spring St as the seed has it (South Spring far down the numbers, units written "NO 101"),
  // with one North Spring parcel beside them.
  const spring = [
    'AIN,SitusHouseNo,SitusFraction,SitusDirection,SitusStreet,SitusUnit,SitusCity,SitusZipCode,UseCode,YearBuilt,Units,LotSqFt,LandValue,ImprovementValue,CENTER_LAT,CENTER_LON',
    '6074015021,10904,,S,SPRING ST,,LOS ANGELES,90061,0100,1950,1,6385,1,1,33.9371,-118.2760',
    '5149038001,416,,S,SPRING ST NO 0,,LOS ANGELES,90013,1700,1920,0,10334,1,1,34.0484,-118.2485',
    '5149023020,460,,S,SPRING ST NO 101,,LOS ANGELES,90013,1700,1920,0,30787,1,1,34.0475,-118.2491',
    '5149010001,150,,S,SPRING ST,,LOS ANGELES,90012,1700,1920,0,9000,1,1,34.0520,-118.2440',
    '5161001001,310,,N,SPRING ST,,LOS ANGELES,90012,1700,1920,0,9000,1,1,34.0560,-118.2410',
  ].join('\n')
  await importFile(t.database, 'assessor', await files.write('spring.csv', spring))
})
afterAll(async () => {
  await t.close()
  await files.remove()
})

async function search(q: string) {
  const response = await t.api().parcels.search.$get({ query: { q } })
  return { status: response.status, body: await response.json() }
}

const apns = (body: ParcelSearchResponse) => body.results.map((result) => result.apn)

describe('GET /api/parcels/search', () => {
  it.each([
    ['9406 w oakmore', '4306-026-007'],
    ['9406 West Oakmore Road', '4306-026-007'],
    ['oakmore rd 9406', '4306-026-007'],
    ['9406 W Oakmore Rd, Los Angeles, CA 90035', '4306-026-007'],
    ['thurman', '5048-005-037'],
    ['741 w 40th', '7467-028-022'],
    ['741 W 40th St, San Pedro, CA 90731', '7467-028-022'],
    ['741 W 40th St San Pedro', '7467-028-022'],
  ])('finds %s by address as it is typed', async (q, apn) => {
    const { status, body } = await search(q)
    expect(status).toBe(200)
    expect(apns(body)[0]).toBe(apn)
  })

  it('finds the nearest house on a mistyped street when the number is not there', async () => {
    expect(apns((await search('9407 okmore rd')).body)[0]).toBe('4306-026-007')
  })

  it('says when the street has no such house number, and offers the nearest on that street', async () => {
    const { body } = await search('9999 w oakmore rd')
    expect(body.notice).toEqual({ kind: 'no_such_number', houseNumber: 9999 })
    expect(apns(body)[0]).toBe('4306-026-007')
    expect(body.results.every((result) => /oakmore/i.test(result.address ?? ''))).toBe(true)
  })

  it('offers the nearest numbers in the direction typed, nearest first, none far down the street', async () => {
    const north = await search('200 N Spring St')
    expect(north.body.notice).toEqual({ kind: 'no_such_number', houseNumber: 200 })
    expect(apns(north.body)).toEqual(['5161-001-001']) // 310 N Spring
    const south = await search('200 S Spring St')
    expect(south.body.notice).toEqual({ kind: 'no_such_number', houseNumber: 200 })
    expect(apns(south.body)).toEqual([
      '5149-010-001', // 150 S Spring
      '5149-038-001', // 416 S Spring No 0
      '5149-023-020', // 460 S Spring No 101
    ])
    // No direction typed: the nearest numbers, whichever side of the street.
    expect(apns((await search('300 Spring St')).body)).toEqual([
      '5161-001-001', // 310 N Spring
      '5149-038-001', // 416 S Spring No 0
      '5149-010-001', // 150 S Spring
      '5149-023-020', // 460 S Spring No 101
    ])
  })

  it('offers another direction’s numbers only when the one typed has none near, and says so', async () => {
    const far = await search('10000 N Spring St')
    expect(far.body.notice).toEqual({
      kind: 'no_such_number',
      houseNumber: 10000,
      direction: { typed: 'N', listed: 'S' },
    })
    expect(apns(far.body)).toEqual(['6074-015-021']) // 10904 S Spring
  })

  it('offers no number more than NEAREST_NUMBER_RANGE away, and no other street instead', async () => {
    const { body } = await search('5000 N Spring St')
    expect(NEAREST_NUMBER_RANGE).toBe(1000)
    expect(body).toEqual({
      query: '5000 N Spring St',
      results: [],
      notice: { kind: 'no_such_number', houseNumber: 5000 },
    })
  })

  it('says when none of the nearest numbers lie in the direction typed, and which they lie in', async () => {
    const east = await search('9999 e oakmore rd')
    expect(east.body.notice).toEqual({
      kind: 'no_such_number',
      houseNumber: 9999,
      direction: { typed: 'E', listed: 'W' },
    })
    expect(apns(east.body)[0]).toBe('4306-026-007')
    // Spread over both North and South Spring: neither is named as where they lie.
    expect((await search('200 E Spring St')).body.notice).toEqual({
      kind: 'no_such_number',
      houseNumber: 200,
      direction: { typed: 'E', listed: null },
    })
  })

  it('puts the house typed in the direction typed before the same number on the other side', async () => {
    expect(apns((await search('150 N Spring St')).body)[0]).toBe('5149-010-001')
    const both = [
      'AIN,SitusHouseNo,SitusFraction,SitusDirection,SitusStreet,SitusUnit,SitusCity,SitusZipCode,UseCode,YearBuilt,Units,LotSqFt,LandValue,ImprovementValue,CENTER_LAT,CENTER_LON',
      '5161001002,150,,N,SPRING ST,,LOS ANGELES,90012,1700,1920,0,9000,1,1,34.0550,-118.2420',
    ].join('\n')
    await importFile(t.database, 'assessor', await files.write('spring-north.csv', both))
    expect(apns((await search('150 N Spring St')).body)).toEqual(['5161-001-002', '5149-010-001'])
    expect(apns((await search('150 S Spring St')).body)).toEqual(['5149-010-001', '5161-001-002'])
  })

  it.each([
    ['100 Wilshire Blvd, Santa Monica', 'Santa Monica'],
    ['100 wilshire blvd santa monica ca 90401', 'Santa Monica'],
    // A street the City has too: the same name elsewhere is another place, never this parcel.
    ['2553 Thurman Ave, Beverly Hills, CA 90210', 'Beverly Hills'],
    ['9406 W Oakmore Rd, West Hollywood', 'West Hollywood'],
  ])('answers %s, outside the City, with the scope and no parcel', async (q, place) => {
    const { status, body } = await search(q)
    expect(status).toBe(200)
    expect(body.results).toEqual([])
    expect(body.notice).toEqual({ kind: 'outside_coverage', place })
  })

  it('lists the parcels in a ZIP code typed on its own', async () => {
    expect(apns((await search('90035')).body)).toEqual(['4306-026-007'])
    expect(apns((await search(' 90016 ')).body)).toEqual(['5048-005-037'])
    const elsewhere = await search('90401')
    expect(elsewhere.status).toBe(200)
    expect(elsewhere.body.results).toEqual([])
  })

  it('marks matches on a similar street, and leaves exact matches unmarked', async () => {
    expect((await search('9407 okmore rd')).body.notice).toEqual({ kind: 'similar_street' })
    expect((await search('9406 w oakmore')).body.notice).toBeUndefined()
  })

  it('tolerates small typos', async () => {
    expect(apns((await search('oakmor rd')).body)).toContain('4306-026-007')
    expect(apns((await search('2553 thurmon ave')).body)).toContain('5048-005-037')
  })

  it.each(['4306-026-007', '4306026007', '4306 026 007', '4306-026', '4306'])(
    'finds %s by APN or AIN',
    async (q) => {
      expect(apns((await search(q)).body)).toContain('4306-026-007')
    },
  )

  it('returns address, APN, zone and lot area, marked real or demo', async () => {
    const { body } = await search('9406 oakmore')
    expect(body.results[0]).toEqual({
      apn: '4306-026-007',
      address: '9406 W Oakmore Rd, Los Angeles, CA 90035',
      zone: 'R1V2',
      lotSf: 7172,
      isDemo: false,
    })
  })

  it.each([
    ['', 'q: Type at least 2 characters of an address or an APN.'],
    ['x', 'q: Type at least 2 characters of an address or an APN.'],
    [
      'a'.repeat(101),
      'q: That search is too long: type an address or an APN (at most 100 characters).',
    ],
  ])('answers a bad query %j with 400 and a clear message', async (q, message) => {
    const response = await t.api().parcels.search.$get({ query: { q } })
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatchObject({ code: 'INVALID_INPUT', message })
  })

  it('treats LIKE wildcards as plain text and finds nothing for them', async () => {
    const { status, body } = await search('%%%_')
    expect(status).toBe(200)
    expect(body.results).toEqual([])
  })

  it('answers without a query parameter with 400', async () => {
    // A request no client sends (decision 390): the query is missing.
    expect((await t.request(t.api().parcels.search.$url().href)).status).toBe(400)
  })
})

describe('prefixRange', () => {
  it('bounds the strings that start with a prefix, and only those', () => {
    const { from, to } = prefixRange('OAKMORE R')
    const inside = (text: string) => text >= from && text < to
    expect(['OAKMORE R', 'OAKMORE RD', 'OAKMORE RZZZ'].every(inside)).toBe(true)
    expect(['OAKMORE ', 'OAKMORE S', 'OAKMOREA'].some(inside)).toBe(false)
  })

  it('steps over the surrogates after U+D7FF', () => {
    expect(prefixRange('A\u{D7FF}').to).toBe('A\u{E000}')
  })
})

describe('GET /api/parcels/example', () => {
  // First in its block: the server keeps the example it picks for a while.
  it('is the real parcel whose card leaves the fewest facts unknown, not the first by AIN', async () => {
    const db = t.database.db
    const real = await db
      .select()
      .from(parcels)
      .where(and(isNotNull(parcels.addressDisplay), eq(parcels.isDemo, false)))
      .orderBy(desc(parcels.ain))
    const last = real[0]!
    expect(real.length).toBeGreaterThan(1)
    const full = {
      lotSf: 7_000,
      zoneClass: 'R3',
      yearBuilt: 1952,
      existingUnits: 4,
      existingBuildingSf: 3_600,
      residentialMarketArea: 'Medium',
      rso: true,
      hpoz: false,
      vhfhsz: false,
      coastalZone: false,
      hillsideArea: false,
      distMtsMi: 0.001,
    }
    await db.update(parcels).set(full).where(eq(parcels.apn, last.apn))
    try {
      const { example } = await (await t.api().parcels.example.$get()).json()
      expect(example?.apn).toBe(last.apn)
    } finally {
      const before = Object.fromEntries(
        Object.keys(full).map((key) => [key, last[key as keyof typeof full]]),
      )
      await db.update(parcels).set(before).where(eq(parcels.apn, last.apn))
    }
  })

  it('offers a parcel the server holds, which its address and APN both find', async () => {
    const response = await t.api().parcels.example.$get()
    expect(response.status).toBe(200)
    const { example } = await response.json()
    if (!example) throw new Error('the server offered no example parcel')
    expect(example.address).toMatch(/^\d+ /)
    expect(apns((await search(example.address)).body)[0]).toBe(example.apn)
    expect(apns((await search(example.apn)).body)).toContain(example.apn)
  })
})

describe('GET /api/parcels/:apn', () => {
  it('returns every fact, the facts as the engine reads them, and where each came from', async () => {
    const response = await t.api().parcels[':apn'].$get({ param: { apn: '4306026007' } })
    expect(response.status).toBe(200)
    const parcel = await response.json()
    expect(parcel).toMatchObject({
      apn: '4306-026-007',
      isDemo: false,
      zoning: { zoneString: 'R1V2', zoneClass: 'R1V2', parsedComplete: true },
      facts: {
        lotSf: 7172,
        zone: 'R1V2',
        rso: false,
        yearBuilt: 1996,
        hpoz: false,
      },
      // One home under a single-family use code may still share its lot (an ADU, a second
      // house), so the house type is left open and the reason given (common/parcel-facts.ts).
      derivations: expect.arrayContaining([expect.objectContaining({ fact: 'existingUnitType' })]),
      sources: {
        lotSf: { dataset: 'LA County Assessor parcels', date: '2026-11-01' },
        rso: { dataset: 'ZIMAS parcel profiles', date: '2026-11-01' },
      },
    })
    // Unknown facts are left out, not reported as false.
    expect(parcel.facts).not.toHaveProperty('vhfhsz')
    expect(parcel.facts).not.toHaveProperty('existingUnitType')
  })

  it('gives a County lot with no market area on record the one its plan area places it in, as an estimate', async () => {
    // As the seed loads 1406 Manzanita St: the County's parcel layer, then the City's zoning
    // with the community plan area; no ZIMAS profile, so no market area of its own.
    const county = [
      'AIN,SitusAddress,CENTER_LAT,CENTER_LON,lotSf,LandValue,ImprovementValue',
      '5430028023,1406 MANZANITA ST,34.097169,-118.279511,6715,336814,231882',
    ].join('\n')
    await importFile(t.database, 'assessor', await files.write('county.csv', county))
    const zoning = ['AIN,zoning,cpa_2015_name', '5430028023,RD1.5-1XL,Hollywood'].join('\n')
    await importFile(t.database, 'assessor', await files.write('city-zoning.csv', zoning))
    const response = await t.api().parcels[':apn'].$get({ param: { apn: '5430-028-023' } })
    const parcel = await response.json()
    expect(parcel.facts).not.toHaveProperty('residentialMarketArea')
    expect(parcel.property).toMatchObject({
      communityPlanArea: 'Hollywood',
      improvementValue: 231882,
      estimatedMarketArea: { area: 'medium_high', lots: 18 },
    })
    // A lot with no plan area on record has nothing to estimate from.
    const oakmore = await (
      await t.api().parcels[':apn'].$get({ param: { apn: '4306-026-007' } })
    ).json()
    expect(oakmore.property.estimatedMarketArea).toBeNull()
  })

  it('answers 404 for a parcel we do not have, and 400 for something that is not an APN', async () => {
    const missing = await t.api().parcels[':apn'].$get({ param: { apn: '1111-111-111' } })
    expect(missing.status).toBe(404)
    expect(await errorOf(missing)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No parcel with APN 1111-111-111 is in our records.',
    })
    const bad = await t.api().parcels[':apn'].$get({ param: { apn: '12-34' } })
    expect(bad.status).toBe(400)
    expect(await errorOf(bad)).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'apn: An APN has 10 digits, written like 4306-026-007 or 4306026007.',
    })
  })
})
