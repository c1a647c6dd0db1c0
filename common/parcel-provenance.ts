// Whether a parcel is a real property or a generated demonstration, said the same way on the
// card, the report and the PDF, with the public sources of a real parcel's facts.
import type { FieldSource } from './contracts/parcels.ts'

export const DEMO_PARCEL_LABEL = 'Demo parcel — generated, not a real property'
export const REAL_PARCEL_LABEL = 'Real parcel — facts from public records'

/**
 * The public sources as a reader knows them, by the dataset name an import records. Those names
 * say exactly which service layer or feed was read ("LACounty_Parcel MapServer", "GTFS"), which an
 * operator needs and a buyer cannot place. The seed's datasets and each importer's default are
 * here (a test holds them to it); a name an operator gave an import of their own is shown as given.
 */
const READER_NAMES: Readonly<Record<string, string>> = {
  // The seed (server/data/seed/manifest.json).
  'City of Los Angeles zoning layer (Zoning FeatureServer, geohub.lacity.org) and 2015 Community Plan Areas':
    'City of Los Angeles zoning and community plan maps',
  'Los Angeles County GIS: Assessor parcel layer (LACounty_Parcel MapServer) and Very High Fire Hazard Severity Zones (Hazards MapServer)':
    'LA County Assessor parcels and fire hazard maps',
  'ZIMAS parcel profiles (City of Los Angeles Department of City Planning) with County Assessor values':
    'City Planning parcel profiles (ZIMAS)',
  'LA Metro rail GTFS feed (github.com/LACMTA/data) and LA Metro bus stops serving lines (developer.metro.net GIS data, December 2024)':
    'LA Metro schedules and stops',
  // Each importer's default (server/data/import).
  'LA County Assessor parcel shapes': 'LA County Assessor parcel maps',
  'ZIMAS parcel profiles': 'City Planning parcel profiles (ZIMAS)',
  'LA City zoning': 'City of Los Angeles zoning map',
  'LA overlay map': 'City of Los Angeles overlay maps',
  'GTFS transit feed': 'LA Metro schedules',
  'LA Metro stops serving lines': 'LA Metro stops',
  'Classified major transit stops': 'LA Metro schedules and stops',
}

/** A source's name as a reader knows it ("LA Metro schedules" for the GTFS feed). */
export function sourceName(dataset: string): string {
  return READER_NAMES[dataset] ?? dataset
}

/** Each public source once by its reader's name, the most recently retrieved first. */
export function distinctSources(sources: Iterable<FieldSource>): FieldSource[] {
  const byName = new Map<string, FieldSource>()
  for (const source of sources) {
    const dataset = sourceName(source.dataset)
    const seen = byName.get(dataset)
    if (!seen || seen.date < source.date) byName.set(dataset, { dataset, date: source.date })
  }
  return [...byName.values()].sort(
    (a, b) => b.date.localeCompare(a.date) || a.dataset.localeCompare(b.dataset),
  )
}
