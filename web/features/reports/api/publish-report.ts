import { api, unwrap } from '../../../lib/api-client.ts'
import { useReportMutation, type Outcome } from './report-mutation.ts'

export function usePublishReport(outcome: Outcome) {
  return useReportMutation(
    async (id: string) => unwrap(await api.reports[':id'].publish.$post({ param: { id } })),
    outcome,
  )
}
