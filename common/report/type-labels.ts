// The report types and how each is named, apart from the report contracts and their schemas, so
// a page that names a report's type loads no validation code (decision 680).

export const REPORT_TYPES = [
  'single_family',
  'multifamily_development',
  'multifamily_development_v2',
  'multifamily_zoning',
] as const
export type ReportType = (typeof REPORT_TYPES)[number]

/**
 * How each report type is named to the people who buy and read it: the product's name as bought.
 * The full report's two layouts are one product to a buyer (decisions 200 and 331).
 */
export const REPORT_TYPE_LABELS: Readonly<Record<ReportType, string>> = {
  single_family: 'Single Family Report',
  multifamily_development: 'Multifamily Development Report',
  multifamily_development_v2: 'Multifamily Development Report',
  multifamily_zoning: 'Multifamily Zoning Report',
}

/**
 * How analysts tell the report types apart (their queue's filter, the start-report form, their
 * emails): the full report made before v2 says it is in the earlier layout.
 */
export const REPORT_TYPE_ADMIN_LABELS: Readonly<Record<ReportType, string>> = {
  ...REPORT_TYPE_LABELS,
  multifamily_development: 'Multifamily Development Report (earlier layout)',
}
