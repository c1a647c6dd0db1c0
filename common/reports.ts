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
