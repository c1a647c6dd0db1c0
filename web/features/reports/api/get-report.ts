import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ReportView } from '#common/contracts/reports.ts'
import { api, unwrap } from '../../../lib/api-client.ts'
import { REPORTS_KEY } from './report-keys.ts'

export const reportQuery = (id: string) =>
  queryOptions({
    queryKey: [...REPORTS_KEY, 'one', id],
    queryFn: async (): Promise<ReportView> =>
      unwrap(await api.reports[':id'].$get({ param: { id } })) as Promise<ReportView>,
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
