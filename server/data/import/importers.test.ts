// Every importer on small files in the published formats, through the real database.
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { dataImports, parcels, transitStops, zoneStrings } from '#server/db/schema/index.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
import {
  ASSESSOR_CSV,
  createFixtureFolder,
  importFile,
  readRejects,
  type FixtureFolder,
} from '#tests/setup/parcel-fixtures.ts'
import { ImportFileError } from './import-context.ts'

let files: FixtureFolder
let database: Database
beforeAll(async () => {
  files = await createFixtureFolder()
})
afterAll(() => files.remove())
beforeEach(async () => {
  database = await createTestDatabase()
})
afterEach(() => database.close())

async function parcel(apn: string) {
  const [row] = await database.db.select().from(parcels).where(eq(parcels.apn, apn))
  return row
}

describe('the Assessor importer', () => {
  it('inserts parcels, rejects bad rows with their reasons, and summarises', async () => {
    const summary = await importFile(
      database,
      'assessor',
      await files.write('assessor.csv', ASSESSOR_CSV),
    )
    expect(summary).toMatchObject({ read: 6, inserted: 3, updated: 0, rejected: 3 })
    expect(await readRejects(summary)).toEqual([
      ['5', 'outside the City of Los Angeles (city: PASADENA)'],
      ['6', 'AIN "12345" is not a 10-digit parcel number'],
      ['7', 'location 40, -100 is outside Los Angeles County'],
    ])
    expect(await parcel('4306-026-007')).toMatchObject({
      ain: '4306026007',
      addressDisplay: '9406 W Oakmore Rd, Los Angeles, CA 90035',
      streetSearch: 'OAKMORE RD',
      lotSf: 7172,
      yearBuilt: 1996,
      existingUnits: 1,
      isDemo: false,
      // Unknown stays unknown: the Assessor says nothing about these.
      rso: null,
      vhfhsz: null,
      zoneString: null,
    })
    const [run] = await database.db.select().from(dataImports)
    expect(run).toMatchObject({
      kind: 'assessor',
      read: 6,
      inserted: 3,
      rejected: 3,
      datasetDate: '2026-11-01',
    })
    expect((await parcel('4306-026-007'))?.sources).toMatchObject({
      lotSf: run?.id,
      yearBuilt: run?.id,
    })
  })

  it('updates on re-import instead of duplicating, and keeps facts other datasets wrote', async () => {
    const file = await files.write('assessor.csv', ASSESSOR_CSV)
    await importFile(database, 'assessor', file)
    await database.db.update(parcels).set({ rso: true }).where(eq(parcels.apn, '5048-005-037'))
    const again = await importFile(database, 'assessor', file)
    expect(again).toMatchObject({ read: 6, inserted: 0, updated: 3, rejected: 3 })
    expect(await database.db.select().from(parcels)).toHaveLength(3)
    expect((await parcel('5048-005-037'))?.rso).toBe(true)
  })

  it('reads the County parcel-service columns with zone string and fire flag, and City membership', async () => {
    const csv = [
      'key_latlng,lat,lng,ain,situsAddress,lotSf,lotWidth,lotDepth,lotShape,landValue,impValue,fireZone,zoning,category,sb1123,source,slope,urban,cpa_2015_name',
      '"34.1,-118.3",34.1,-118.3,5544012013,1234 N EDGEMONT ST,6404,50,128,rect,170605,426531,True,[Q]R3-1-HPOZ,Multiple Family Residential,R3,,5.2,True,Hollywood',
      '"33.9,-118.1",33.9,-118.1,7010001001,1 ELSEWHERE AVE,5000,,,,1,1,False,R-1,,,,,True,',
    ].join('\n')
    const summary = await importFile(database, 'assessor', await files.write('points.csv', csv))
    expect(summary).toMatchObject({ inserted: 1, rejected: 1 })
    expect(await readRejects(summary)).toEqual([
      ['3', 'outside the City of Los Angeles (no City community plan area)'],
    ])
    expect(await parcel('5544-012-013')).toMatchObject({
      zoneString: '[Q]R3-1-HPOZ',
      zoneClass: 'R3',
      heightDistrict: '1',
      zoneParsedComplete: true,
      hpoz: true,
      vhfhsz: true,
      lotWidthFt: 50,
    })
    expect(summary.derived).toMatchObject({
      'zone strings parsed fully': 1,
      'fire-zone flags set': 1,
    })
  })

  it('records the floor area of the buildings as the sum of the five building records', async () => {
    const csv = [
      'AIN,SitusHouseNo,SitusStreet,SitusCity,UseCode,SQFTmain1,SQFTmain2,SQFTmain3,SQFTmain4,SQFTmain5',
      '5048005037,2553,THURMAN AVE,LOS ANGELES,0400,"1,200",900,,0,640',
      '4306026007,9406,OAKMORE RD,LOS ANGELES,0100,0,,0,,',
      '7467028022,741,40TH ST,LOS ANGELES,0200,850,n/a,,,',
    ].join('\n')
    const summary = await importFile(database, 'assessor', await files.write('sqft.csv', csv))
    expect(summary).toMatchObject({ read: 3, inserted: 2, rejected: 1 })
    expect(await readRejects(summary)).toEqual([['4', 'existingBuildingSf is not a number']])
    const built = await parcel('5048-005-037')
    expect(built?.existingBuildingSf).toBe(2740)
    const [run] = await database.db.select().from(dataImports)
    expect(built?.sources).toMatchObject({ existingBuildingSf: run?.id })
    // Zeros and blanks are "none recorded": the column stays unknown and names no source.
    const unrecorded = await parcel('4306-026-007')
    expect(unrecorded?.existingBuildingSf).toBeNull()
    expect(unrecorded?.sources).not.toHaveProperty('existingBuildingSf')
  })

  it('refuses a malformed file with its line and problem, and leaves the database as it was', async () => {
    await importFile(database, 'assessor', await files.write('good.csv', ASSESSOR_CSV))
    const broken = `${ASSESSOR_CSV}1111111111,"12,,W,BROKEN ST,,LOS ANGELES\n2222222222,1,,,A,,LOS ANGELES,90001,0100,1950,1,5000,1,1,34,-118.2\n`
    const file = await files.write('broken.csv', broken)
    const error = await importFile(database, 'assessor', file).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ImportFileError)
    expect((error as Error).message).toMatch(/broken\.csv:\d+: not a readable CSV file/)
    expect(await database.db.select().from(parcels)).toHaveLength(3)
    expect(await database.db.select().from(dataImports)).toHaveLength(1)
  })

  it('names a missing required column', async () => {
    const file = await files.write('nocolumn.csv', 'Parcel,Address\n1,2\n')
    await expect(importFile(database, 'assessor', file)).rejects.toThrow(
      'nocolumn.csv:1: missing column AIN or ain or APN or apn or AssessorID (the header has: Parcel, Address)',
    )
  })
})

describe('the ZIMAS importer', () => {
  it('adds zoning, plan and the flags ZIMAS shows to the parcels', async () => {
    const csv = [
      'assessor_parcel_id,site_address,zip_code,community_plan_area,full_zoning_code,general_plan_land_use,specific_plan_area,lot_size_sqft,building_size_sqft,year_built,number_of_units,use_code,assessed_land_value,assessed_improvement_value,toc_eligible,high_quality_transit,methane_zone,flood_zone,fault_zone,rent_stabilization',
      '4306-026-007,9406 W OAKMORE RD,90035,West Los Angeles,R1V2,Low Residential,,7172.3,4648.0,1996.0,1.0,0100 - Residential - Single Family Residence,537555.0,769552.0,False,,Methane Zone,Outside Flood Zone,,No [APN: 4306026007]',
      '2000-001-001,5 OCEAN FRONT WALK,90291,Venice,[Q]RD1.5-1-O,Low Medium II Residential,VENICE COASTAL ZONE,2500.0,0.0,1925.0,4.0,0400 - Residential - Four Units,1.0,1.0,True,Yes,,100 Yr - Zone AE,Yes,Yes',
      'not-an-apn,1 X ST,,,,,,,,,,,,,,,,,,',
    ].join('\n')
    const summary = await importFile(database, 'zimas', await files.write('zimas.csv', csv))
    expect(summary).toMatchObject({ read: 3, inserted: 2, rejected: 1 })
    expect(await parcel('4306-026-007')).toMatchObject({
      existingBuildingSf: 4648,
      zoneClass: 'R1V2',
      rso: false,
      tocTier: 0,
      methaneZone: true,
      floodZoneSfha: false,
      generalPlanLandUse: 'Low Residential',
    })
    expect(await parcel('2000-001-001')).toMatchObject({
      zoneClass: 'RD1.5',
      rso: true,
      tocTier: null,
      hqta: true,
      coastalZone: true,
      floodZoneSfha: true,
      earthquakeFaultZone: true,
      existingUnits: 4,
      // ZIMAS's 0 on a lot of four homes is no building area recorded, not an empty lot.
      existingBuildingSf: null,
    })
  })

  it('records the residential market area by the City’s names, and leaves a blank or unknown one unknown, counted', async () => {
    const csv = [
      'assessor_parcel_id,site_address,zip_code,full_zoning_code,residential_market_area',
      '2234-013-009,6453 N ORION AVE,91406,RA-1,Low',
      '2427-012-003,7423 W WOODROW WILSON DR,90046,RE15-1-H, medium-high ',
      '4306-026-007,9406 W OAKMORE RD,90035,R1V2,',
      '2000-001-001,5 OCEAN FRONT WALK,90291,RD1.5-1-O,Medium or High',
    ].join('\n')
    const summary = await importFile(database, 'zimas', await files.write('areas.csv', csv))
    // An area name we do not know keeps the row and its other facts; only the area is left out.
    expect(summary).toMatchObject({ read: 4, inserted: 4, rejected: 0 })
    expect(summary.derived).toMatchObject({
      'residential market areas not one of the City’s, left unknown': 1,
    })
    const [run] = await database.db.select().from(dataImports)
    const low = await parcel('2234-013-009')
    expect(low?.residentialMarketArea).toBe('low')
    expect(low?.sources).toMatchObject({ residentialMarketArea: run?.id })
    expect((await parcel('2427-012-003'))?.residentialMarketArea).toBe('medium_high')
    for (const apn of ['4306-026-007', '2000-001-001']) {
      const unknown = await parcel(apn)
      expect(unknown?.residentialMarketArea).toBeNull()
      expect(unknown?.sources).not.toHaveProperty('residentialMarketArea')
      expect(unknown?.zoneClass).not.toBeNull()
    }
  })
})

describe('the zoning importer', () => {
  it('records the distinct zone strings of the attribute table with how the parser read them', async () => {
    const csv =
      'OBJECTID,ZONE_CMPLT,ZONE_CLASS,ZONE_SMRY,SHAPE_Length,SHAPE_Area\n1,R1-1,R1,RESIDENTIAL,1,1\n2,R1-1,R1,RESIDENTIAL,1,1\n3,[Q]C2-1VL-CPIO,C2,COMMERCIAL,1,1\n4,C2-1-XYZ,C2,COMMERCIAL,1,1\n5,,,,1,1\n'
    const summary = await importFile(database, 'zoning', await files.write('zoning.csv', csv))
    expect(summary).toMatchObject({ read: 5, inserted: 3, rejected: 1 })
    expect(summary.derived).toMatchObject({
      'distinct zone strings': 3,
      'distinct zone strings parsed fully': 2,
    })
    const rows = await database.db.select().from(zoneStrings)
    expect(rows.find((row) => row.zoneString === 'R1-1')).toMatchObject({
      polygonCount: 2,
      parsedComplete: true,
    })
    expect(rows.find((row) => row.zoneString === 'C2-1-XYZ')?.parsedComplete).toBe(false)
  })

  it('gives parcels inside a zoning polygon its zone string', async () => {
    await importFile(database, 'assessor', await files.write('assessor.csv', ASSESSOR_CSV))
    const geojson = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { ZONE_CMPLT: 'R1V2-O' },
          geometry: { type: 'Polygon', coordinates: [square(34.0467, -118.3948, 0.001)] },
        },
        {
          type: 'Feature',
          properties: { ZONE_CMPLT: 'R2-1XL' },
          geometry: { type: 'MultiPolygon', coordinates: [[square(34.0112, -118.288, 0.001)]] },
        },
      ],
    })
    const summary = await importFile(
      database,
      'zoning',
      await files.write('zoning.geojson', geojson),
    )
    expect(summary.derived['parcels given a zone string']).toBe(2)
    expect(await parcel('4306-026-007')).toMatchObject({ zoneString: 'R1V2-O', zoneClass: 'R1V2' })
    expect(await parcel('7467-028-022')).toMatchObject({
      zoneString: 'R2-1XL',
      heightDistrict: '1XL',
    })
    expect((await parcel('5048-005-037'))?.zoneString).toBeNull()
  })
})

describe('transit importers', () => {
  const stops = [
    'stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station',
    'RAIL1S,Union Station,34.0560,-118.2340,1,',
    'RAIL1,Union Station platform,34.0560,-118.2340,0,RAIL1S',
    'BUS1,Vermont / Slauson,33.9890,-118.2920,0,',
    'BUS2,Quiet Corner,33.9000,-118.3000,0,',
  ].join('\n')
  const feed = {
    'stops.txt': stops,
    'routes.txt':
      'route_id,route_short_name,route_long_name,route_type\nB,,Metro B Line,1\n204,204,Vermont,3\n207,207,Western,3\n10,10,Slow,3',
    'calendar.txt':
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,20260101,20261231',
    'trips.txt': [
      'route_id,service_id,trip_id,direction_id',
      'B,WK,b1,0',
      ...tripRows('204', 12),
      ...tripRows('207', 9),
      ...tripRows('10', 2),
    ].join('\n'),
    'stop_times.txt': [
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence',
      'b1,07:00:00,07:00:00,RAIL1,1',
      ...stopTimes('204', 12, 'BUS1'),
      ...stopTimes('207', 9, 'BUS1'),
      ...stopTimes('10', 2, 'BUS2'),
    ].join('\n'),
  }

  it('classifies a GTFS feed: rail stations, and bus stops with two frequent routes', async () => {
    await importFile(database, 'assessor', await files.write('assessor.csv', ASSESSOR_CSV))
    const summary = await importFile(database, 'gtfs', await files.zip('feed.zip', feed), {
      feed: 'test',
    })
    expect(summary).toMatchObject({ inserted: 3 })
    const saved = await database.db.select().from(transitStops)
    expect(saved.find((stop) => stop.id === 'test:RAIL1S')).toMatchObject({
      kind: 'heavy_rail',
      isMajor: true,
      lines: ['Metro B Line'],
    })
    // 12 and 9 departures in 3 hours: every 15 and 20 minutes.
    expect(saved.find((stop) => stop.id === 'test:BUS1')).toMatchObject({
      kind: 'bus',
      isMajor: true,
    })
    expect(saved.find((stop) => stop.id === 'test:BUS2')).toMatchObject({
      kind: 'bus',
      isMajor: false,
    })
    expect(summary.derived['parcels with a transit distance']).toBe(3)
    const near = await parcel('7467-028-022')
    expect(near?.mtsName).toBe('Vermont / Slauson')
    expect(near?.distMtsMi).toBeCloseTo(1.55, 1)
  })

  it('asks whether a lone stops.txt is rail or bus', async () => {
    const file = await files.write('stops.txt', stops)
    await expect(importFile(database, 'gtfs', file)).rejects.toThrow(
      'needs --mode rail or --mode bus',
    )
    const summary = await importFile(database, 'gtfs', file, { mode: 'rail', feed: 'rail' })
    expect(summary.inserted).toBe(3)
  })

  it('reads the Metro stops-serving-lines table: lines crossing at a stop make it major', async () => {
    const csv = [
      'STOPNUM,STOPNAME,LAT,LONG,LINE_DIR1,LINE_DIR2,LINE_DIR3',
      '1,Vermont / Slauson,33.989,-118.292,204-N,108-E,',
      '2,Along one street,33.99,-118.30,204-N,754-N,',
      '3,North Hollywood G Line,34.168,-118.377,901-E,,',
      '4,,,,,,',
    ].join('\n')
    const summary = await importFile(database, 'metro-lines', await files.write('lines.csv', csv))
    expect(summary).toMatchObject({ read: 4, inserted: 3, rejected: 1 })
    const saved = await database.db.select().from(transitStops)
    expect(saved.map((stop) => [stop.id, stop.kind, stop.isMajor])).toEqual(
      expect.arrayContaining([
        ['lacmta-bus:1', 'bus', true],
        ['lacmta-bus:2', 'bus', false],
        ['lacmta-bus:3', 'brt', true],
      ]),
    )
  })

  it('leaves Metro’s layovers out of the major stops: riders do not board there', async () => {
    // Rows of LA Metro's table as published (StopServingLines1224.csv): two layovers, one on the
    // J Line and one where north–south and east–west lines wait, beside a J Line station.
    const csv = [
      'STOPNUM,STOPNAME,LAT,LONG,LINE_DIR1,LINE_DIR2,LINE_DIR3,LINE_DIR4,LINE_DIR5,LINE_DIR6,LINE_DIR7,LINE_DIR8,LINE_DIR9,LINE_DIR10,LINE_DIR11,LINE_DIR12,LINE_DIR13,LINE_DIR14',
      '"3708",Division 13 Layover,34.056702,-118.230819,28-E,40-S,40-N,33-W,33-E,28-W,,,,,,,,',
      '"141012",Pacific / 21st Layover,33.724933,-118.288128,246-N,910-S,910-N,246-S,,,,,,,,,,',
      '"378",Harbor Beacon Park and Ride,33.746895,-118.280473,910-S,,,,,,,,,,,,,',
    ].join('\n')
    const summary = await importFile(database, 'metro-lines', await files.write('lines.csv', csv))
    expect(summary).toMatchObject({ read: 3, inserted: 3, rejected: 0 })
    expect(summary.derived).toMatchObject({ 'major transit stops (brt)': 1 })
    expect(summary.derived['major transit stops (bus)']).toBeUndefined()
    const saved = await database.db.select().from(transitStops)
    expect(saved.map((stop) => [stop.name, stop.kind, stop.isMajor])).toEqual(
      expect.arrayContaining([
        ['Division 13 Layover', 'bus', false],
        ['Pacific / 21st Layover', 'bus', false],
        ['Harbor Beacon Park and Ride', 'brt', true],
      ]),
    )
    expect(saved.find((stop) => stop.id === 'lacmta-bus:141012')?.majorMethod).toMatch(
      /^bus layover: riders do not board here/,
    )
  })

  it('takes a GTFS stop where no trip picks riders up for no major stop, by the feed’s pickup_type', async () => {
    const stopTimesWithPickup = (route: string, count: number, stop: string, pickup: string) =>
      stopTimes(route, count, stop).map((row) => `${row},${pickup}`)
    const summary = await importFile(
      database,
      'gtfs',
      await files.zip('layover.zip', {
        ...feed,
        'stop_times.txt': [
          'trip_id,arrival_time,departure_time,stop_id,stop_sequence,pickup_type',
          'b1,07:00:00,07:00:00,RAIL1,1,0',
          // Two routes every 15 and 20 minutes, but only to set riders down.
          ...stopTimesWithPickup('204', 12, 'BUS1', '1'),
          ...stopTimesWithPickup('207', 9, 'BUS1', '1'),
          ...stopTimesWithPickup('10', 2, 'BUS2', ''),
        ].join('\n'),
      }),
      { feed: 'test' },
    )
    expect(summary.derived['major transit stops (bus)']).toBeUndefined()
    const saved = await database.db.select().from(transitStops)
    expect(saved.find((stop) => stop.id === 'test:BUS1')).toMatchObject({
      kind: 'bus',
      isMajor: false,
      majorMethod: expect.stringMatching(/^no boarding: .*pickup_type 1/),
    })
    expect(saved.find((stop) => stop.id === 'test:RAIL1S')).toMatchObject({ isMajor: true })
  })
})

describe("a parcel's transit fields", () => {
  it('are credited to the import of the stop they were measured from, whichever import measured them', async () => {
    const lines = [
      'STOPNUM,STOPNAME,LAT,LONG,LINE_DIR1,LINE_DIR2',
      '1,Vermont / Slauson,33.989,-118.292,204-N,108-E',
    ].join('\n')
    const rail = [
      'stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station',
      'EXPO,La Cienega / Jefferson,34.0263,-118.3722,1,',
    ].join('\n')
    const assessor = await files.write('assessor.csv', ASSESSOR_CSV)
    await importFile(database, 'metro-lines', await files.write('lines.csv', lines))
    // The Assessor's parcels are measured as they are written, from the bus stop on record.
    await importFile(database, 'assessor', assessor)
    // The rail station measures every parcel again; the bus stop stays the nearest to 40th St.
    await importFile(database, 'gtfs', await files.write('stops.txt', rail), {
      mode: 'rail',
      feed: 'rail',
    })
    // And a later Assessor import measures them once more, from both.
    await importFile(database, 'assessor', assessor)
    const runs = await database.db.select().from(dataImports).orderBy(dataImports.finishedAt)
    const runOf = (kind: string) => runs.find((run) => run.kind === kind)?.id
    const fortieth = await parcel('7467-028-022')
    const oakmore = await parcel('4306-026-007')
    expect(fortieth?.mtsName).toBe('Vermont / Slauson')
    expect(oakmore?.mtsName).toBe('La Cienega / Jefferson')
    const transit = ['distMtsMi', 'mtsName', 'mtsKind', 'sb79StopTier', 'sb79DistBand']
    const creditsOf = (row: typeof fortieth) =>
      Object.fromEntries(transit.map((field) => [field, row?.sources[field]]))
    expect(creditsOf(fortieth)).toEqual(
      Object.fromEntries(transit.map((f) => [f, runOf('metro-lines')])),
    )
    expect(creditsOf(oakmore)).toEqual(Object.fromEntries(transit.map((f) => [f, runOf('gtfs')])))
    // What the Assessor records is still the Assessor's.
    expect(oakmore?.sources.lotSf).toBe(runs.findLast((run) => run.kind === 'assessor')?.id)
  })
})

describe('the overlay importer', () => {
  it('sets a flag inside the polygons and clears it outside', async () => {
    await importFile(database, 'assessor', await files.write('assessor.csv', ASSESSOR_CSV))
    const layer = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { HAZ_CLASS: 'Very High' },
          geometry: { type: 'Polygon', coordinates: [square(34.0467, -118.3948, 0.01)] },
        },
      ],
    })
    const summary = await importFile(
      database,
      'overlay',
      await files.write('fire.geojson', layer),
      { flag: 'vhfhsz' },
    )
    expect(summary.derived['parcels inside (vhfhsz)']).toBe(1)
    expect((await parcel('4306-026-007'))?.vhfhsz).toBe(true)
    expect((await parcel('7467-028-022'))?.vhfhsz).toBe(false)
  })

  it('reads TOC tiers and rejects polygons without one', async () => {
    await importFile(database, 'assessor', await files.write('assessor.csv', ASSESSOR_CSV))
    const layer = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { TIER: 3 },
          geometry: { type: 'Polygon', coordinates: [square(34.0112, -118.288, 0.01)] },
        },
        {
          type: 'Feature',
          properties: { NAME: 'no tier' },
          geometry: { type: 'Polygon', coordinates: [square(34.0, -118.0, 0.01)] },
        },
      ],
    })
    const summary = await importFile(database, 'overlay', await files.write('toc.geojson', layer), {
      flag: 'toc_tier',
    })
    expect(summary.rejected).toBe(1)
    expect((await parcel('7467-028-022'))?.tocTier).toBe(3)
    expect((await parcel('4306-026-007'))?.tocTier).toBe(0)
  })

  it('needs to be told which fact the polygons set', async () => {
    const file = await files.write('x.geojson', '{"type":"FeatureCollection","features":[]}')
    await expect(importFile(database, 'overlay', file)).rejects.toThrow(
      'say which fact the polygons set: --flag',
    )
  })
})

function square(lat: number, lon: number, half: number): Array<[number, number]> {
  return [
    [lon - half, lat - half],
    [lon + half, lat - half],
    [lon + half, lat + half],
    [lon - half, lat + half],
    [lon - half, lat - half],
  ]
}

function tripRows(route: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${route},WK,${route}-${i},0`)
}

function stopTimes(route: string, count: number, stop: string): string[] {
  return Array.from({ length: count }, (_, i) => {
    const minutes = 6 * 60 + Math.floor((i * 180) / count)
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`
    return `${route}-${i},${time},${time},${stop},1`
  })
}
