// Where an analyst may say a fact was confirmed, as a report names it. Apart from the review
// contract and its schemas, so the report page names them without loading zod (decision 680).
import type { ConfirmationSource } from '../contracts/report-review.ts'

export const CONFIRMATION_SOURCE_LABELS: Readonly<Record<ConfirmationSource, string>> = {
  zimas: 'ZIMAS',
  ladbs: 'LADBS permit records',
  title_report: 'a title report',
  owner_statement: 'the owner’s statement',
  assessor: 'the County Assessor’s record',
  survey: 'a survey',
  navigatela: 'NavigateLA',
  site_visit: 'a site visit',
  phase_one: 'a Phase I environmental site assessment',
  hazard_lists: 'the state’s EnviroStor and GeoTracker lists',
  wetlands_inventory: 'the National Wetlands Inventory',
  housing_department: 'the Housing Department’s records',
  seller_records: 'the seller’s leases and rent records',
  income_certifications: 'the tenants’ income certifications',
  metro: 'Metro’s stop data',
  city_planning: 'City Planning’s maps and case records',
  fema: 'FEMA’s flood maps',
  cal_fire: 'CAL FIRE’s fire hazard map',
  geological_survey: 'the California Geological Survey’s fault maps',
  historic_resources: 'the Office of Historic Resources',
  coastal_commission: 'the Coastal Commission’s sea-level-rise maps',
  ladot: 'LADOT’s VMT calculator',
  street_map: 'a street map',
  census: 'the U.S. Census',
  opportunity_map: 'the TCAC/HCD Opportunity Map',
  association_documents: 'the owners’ association’s documents',
}
