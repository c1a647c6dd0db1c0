import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ReportListQuery } from '#common/contracts/reports.ts'
import { api, unwrap } from '../../../lib/api-client.ts'
import { REPORTS_KEY } from './report-keys.ts'

/** Query parameters as the URL carries them: strings, blanks left out (the server parses them). */
export function toSearchParams(
  query: Readonly<Record<string, string | number | boolean | undefined>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  )
}

export const reportsQuery = (query: ReportListQuery = {}) =>
  queryOptions({
    queryKey: [...REPORTS_KEY, 'list', query],
    queryFn: async () => unwrap(await api.reports.$get({ query: toSearchParams(query) })),
  })

/** The reader's reports (an admin's: everyone's), newest first, one page at a time. */
export function useReports(query: ReportListQuery = {}) {
  // Paging keeps the last page on screen while the next one loads.
  return useQuery({ ...reportsQuery(query), placeholderData: keepPreviousData })
}
