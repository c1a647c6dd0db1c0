// The public sample report (/sample-report): a demo parcel's facts, as the demo city records
// them, which the page's loader runs through the engine when the site is built. The parcel is
// generated (Assessor book 9000), not a real property, and the page says so.
import type { FactOrigin, ReportType } from '#common/contracts/reports.ts'
import type { ParcelFacts } from '#engine'

const DEMO_RECORD: FactOrigin = {
  kind: 'record',
  dataset: 'Lotwise demo city (generated, not real parcels)',
  date: '2026-11-01',
}

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
  existingBuildingSf: 1_240,
  rso: false,
  yearBuilt: 1928,
  vacant: false,
  distMtsMi: 0.164,
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
  address: '844 S Serrano Ave, Los Angeles, CA (demo parcel)',
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
        ? { kind: 'record', dataset: 'U.S. Census 2020, City of Los Angeles', date: '2020-04-01' }
        : DEMO_RECORD,
    ]),
  ) as Readonly<Record<string, FactOrigin>>,
  notes:
    'A sample of what an analyst adds. The lot is a quarter mile from a rail station, so state law removes the parking minimum and SB 79 may apply once the City’s phased implementation is confirmed. The existing 1928 house is a single home, so the Rent Stabilization Ordinance does not apply; the tenant history still has to be confirmed with the seller before relying on any state pathway.',
} as const
