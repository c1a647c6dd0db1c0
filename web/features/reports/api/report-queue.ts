import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ReportQueueQuery } from '#common/contracts/reports.ts'
import { api, unwrap } from '../../../lib/api-client.ts'
import { toSearchParams } from './list-reports.ts'
import { REPORTS_KEY } from './report-keys.ts'

export const reportQueueQuery = (query: ReportQueueQuery = {}) =>
  queryOptions({
    queryKey: [...REPORTS_KEY, 'queue', query],
    queryFn: async () => unwrap(await api.admin.reports.$get({ query: toSearchParams(query) })),
  })

/** The analysts' queue: pending first, oldest first. */
export function useReportQueue(query: ReportQueueQuery = {}) {
  return useQuery({ ...reportQueueQuery(query), placeholderData: keepPreviousData })
}
