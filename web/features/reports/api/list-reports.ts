import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ReportListQuery } from '#common/contracts/reports.ts'
import { api, unwrap } from '../../../lib/api-client.ts'
import { REPORTS_KEY } from './report-keys.ts'

/**
 * Query parameters as the URL carries them: strings, blanks left out. (The client types a
 * query as the validator's parsed output; the server parses these strings into it.)
 */
export function toSearchParams<Parsed>(
  query: Readonly<Record<string, string | number | boolean | undefined>>,
): Parsed {
  return Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  ) as Parsed
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
