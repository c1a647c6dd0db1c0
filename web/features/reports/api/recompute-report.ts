import { api, unwrap } from '../../../lib/api-client.ts'
import { useReportMutation, type Outcome } from './report-mutation.ts'

export function useRecomputeReport(outcome?: Outcome) {
  return useReportMutation(
    async (id: string) => unwrap(await api.reports[':id'].recompute.$post({ param: { id } })),
    outcome,
  )
}
