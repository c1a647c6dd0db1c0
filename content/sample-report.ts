// The public sample report (/sample-report): the demo city's lot 9000-019-083, its facts as a
// fresh install records them (the demo city's generator, measured from LA Metro's stops in the
// seed), which the page's loader runs through the engine when the site is built. The parcel is
// generated (Assessor book 9000), not a real property, and the page says so. A test
// (server/data/demo/sample-report.test.ts) holds its address and generated facts to the generator.
import type { FactOrigin } from '#common/contracts/reports.ts'
import type { ReportType } from '#common/report/type-labels.ts'
import type { ParcelFacts } from '#engine'

const DEMO_RECORD: FactOrigin = {
  kind: 'record',
  dataset: 'Lotwise demo city (generated, not real parcels)',
  date: '2026-11-01',
}

/** The seed's major stops, which every parcel of a fresh install is measured from (decision 610). */
const METRO_RECORD: FactOrigin = {
  kind: 'record',
  dataset:
    'LA Metro rail GTFS feed (github.com/LACMTA/data) and LA Metro bus stops serving lines (developer.metro.net GIS data, December 2024)',
  date: '2026-08-08',
}

const CENSUS_RECORD: FactOrigin = {
  kind: 'record',
  dataset: 'U.S. Census 2020, City of Los Angeles',
  date: '2020-04-01',
}

/** Facts measured from the transit stops rather than recorded with the lot. */
const TRANSIT_FACTS: ReadonlySet<string> = new Set(['distMtsMi', 'sb79StopTier', 'sb79DistBand'])

const PARCEL: ParcelFacts = {
  lotSf: 8090,
  lotWidthFt: 56,
  lotDepthFt: 144,
  zone: 'R3',
  heightDistrict: '1',
  zoneString: 'R3-1',
  generalPlanLandUse: 'Medium Residential',
  existingUnits: 1,
  rso: false,
  yearBuilt: 1928,
  vacant: false,
  distMtsMi: 0.185,
  tocTier: 3,
  sb79StopTier: 1,
  sb79DistBand: 'quarter',
  cityPopulation: 3_898_747,
  vhfhsz: false,
  coastalZone: false,
  hpoz: false,
  hillsideArea: false,
  floodZoneSfha: false,
  earthquakeFaultZone: false,
}

export const SAMPLE_REPORT = {
  title: 'Sample Report',
  description:
    'A full Lotwise development report, computed by our analysis engine on a demo parcel: every pathway, the buildable envelope, and what to confirm.',
  updated: '2026-11-23',
  address: '611 S Serrano Ave, Los Angeles, CA (demo parcel)',
  apn: '9000-019-083',
  // The full report as it is ordered today, not the earlier layout's label.
  reportType: 'multifamily_development_v2' satisfies ReportType as ReportType,
  /** The law in force on this date; the page is rebuilt with the site. */
  analysisDate: '2026-11-23',
  parcel: PARCEL,
  factOrigins: Object.fromEntries(
    Object.keys(PARCEL).map((fact) => [
      fact,
      fact === 'cityPopulation'
        ? CENSUS_RECORD
        : TRANSIT_FACTS.has(fact)
          ? METRO_RECORD
          : DEMO_RECORD,
    ]),
  ) as Readonly<Record<string, FactOrigin>>,
  notes:
    'A sample of what an analyst adds. The lot is less than a quarter mile from a rail station, so state law removes the parking minimum and SB 79 may apply once the City’s phased implementation is confirmed. The records show one house, built in 1928, and no rent stabilization; whether it is the only home on the lot and who has rented it still have to be confirmed with the seller before relying on any state pathway.',
} as const
