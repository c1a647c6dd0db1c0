import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { REPORTS_KEY } from './report-keys.ts'

/** One whole report, as the API answers it. */
async function fetchReport(id: string) {
  return unwrap(await api.reports[':id'].$get({ param: { id } }))
}

/** A report as the page holds it: the view's JSON. */
export type ReportAnswer = Awaited<ReturnType<typeof fetchReport>>

export const reportQuery = (id: string) =>
  queryOptions({
    queryKey: [...REPORTS_KEY, 'one', id],
    queryFn: () => fetchReport(id),
  })

/** How often a report whose analysis is still being computed is read again. */
const PENDING_POLL_MS = 1000

/** One whole report: its analysis, what it was computed from, notes and corrections. */
export function useReport(id: string) {
  return useQuery({
    ...reportQuery(id),
    refetchInterval: (query) =>
      query.state.data?.report.analysisStatus === 'pending' ? PENDING_POLL_MS : false,
  })
}
