import { useMutation, useQueryClient } from '@tanstack/react-query'
import { REPORTS_KEY } from './report-keys.ts'
import { reportQuery, type ReportAnswer } from './get-report.ts'

/** What to tell the person; given to the mutation itself, so it fires even if the card is gone. */
export type Outcome = { onSuccess?: () => void; onError?: (error: Error) => void }

/**
 * A change to reports. Changes are not repeated blindly (a correction twice is two audit rows):
 * the lists and the profile's counts are re-read instead. A change that answers with the whole
 * report puts it straight into the cache.
 */
export function useReportMutation<Input, Result>(
  action: (input: Input) => Promise<Result>,
  outcome: Outcome = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: action,
    retry: false,
    onSuccess: (result) => {
      if (isReportView(result))
        queryClient.setQueryData(reportQuery(result.report.id).queryKey, result)
      outcome.onSuccess?.()
    },
    onError: (error) => outcome.onError?.(error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
      ]),
  })
}

function isReportView(value: unknown): value is ReportAnswer {
  return typeof value === 'object' && value !== null && 'report' in value && 'corrections' in value
}
