import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { REPORTS_KEY } from './report-keys.ts'
import { useReportMutation, type Outcome } from './report-mutation.ts'

/** How often a running bulk recompute's progress is read. */
const PROGRESS_POLL_MS = 1000

export const recomputeRunQuery = queryOptions({
  queryKey: [...REPORTS_KEY, 'recompute-run'],
  queryFn: async () => (await unwrap(await api.admin.reports.recompute.$get())).run,
})

/** The latest bulk recompute; re-read every second while it runs. */
export function useRecomputeRun() {
  return useQuery({
    ...recomputeRunQuery,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? PROGRESS_POLL_MS : false),
  })
}

export function useStartBulkRecompute(outcome?: Outcome) {
  return useReportMutation(
    async () => (await unwrap(await api.admin.reports.recompute.$post())).run,
    outcome,
  )
}
