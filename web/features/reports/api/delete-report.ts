import { api, unwrap } from '../../../lib/api-client.ts'
import { useReportMutation, type Outcome } from './report-mutation.ts'

export function useDeleteReport(outcome: Outcome) {
  return useReportMutation(async (id: string) => {
    const response = await api.reports[':id'].$delete({ param: { id } })
    if (!response.ok) await unwrap(response)
  }, outcome)
}
