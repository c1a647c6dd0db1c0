import { api, throwIfFailed } from '../../../lib/api-client.ts'
import { useReportMutation, type Outcome } from './report-mutation.ts'

export function useDeleteReport(outcome: Outcome) {
  return useReportMutation(async (id: string) => {
    const response = await api.reports[':id'].$delete({ param: { id } })
    await throwIfFailed(response)
  }, outcome)
}
