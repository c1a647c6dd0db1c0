// Reports for the profile grid: the list, and an admin's publish and delete.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api-client.ts'

export const reportsQuery = queryOptions({
  queryKey: ['reports'],
  queryFn: async () => (await unwrap(await api.reports.$get())).reports,
})

export function useReports() {
  return useQuery(reportsQuery)
}

/** What to tell the person; given to the mutation itself, so it fires even if the card is gone. */
export type Outcome = { onSuccess: () => void; onError: () => void }

function useReportMutation<T>(action: (id: string) => Promise<T>, outcome: Outcome) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: action,
    onSuccess: outcome.onSuccess,
    onError: outcome.onError,
    // Publishing and deleting are not repeated blindly: the list is re-read instead.
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
      ]),
  })
}

export function usePublishReport(outcome: Outcome) {
  return useReportMutation(
    async (id) => unwrap(await api.reports[':id'].publish.$post({ param: { id } })),
    outcome,
  )
}

export function useDeleteReport(outcome: Outcome) {
  return useReportMutation(async (id) => {
    const response = await api.reports[':id'].$delete({ param: { id } })
    if (!response.ok) await unwrap(response)
  }, outcome)
}
