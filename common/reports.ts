// Report vocabulary of the spec (§3).
export const REPORT_TYPES = [
  'single_family',
  'multifamily_development',
  'multifamily_development_v2',
  'multifamily_zoning',
] as const
export type ReportType = (typeof REPORT_TYPES)[number]

export const REPORT_STATUSES = ['pending', 'completed'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

/** How each report type is named to people. */
export const REPORT_TYPE_LABELS: Readonly<Record<ReportType, string>> = {
  single_family: 'Single Family Report',
  multifamily_development: 'Multifamily Development Report',
  multifamily_development_v2: 'Multifamily Development Report (V2)',
  multifamily_zoning: 'Multifamily Zoning Report',
}
