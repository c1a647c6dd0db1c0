// The signed-in user's watched lots (GET/POST/DELETE /api/watches), and marking their changes
// seen. Every change re-reads the list, so the card's button and the watch page agree.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { WatchSource } from '#common/contracts/watch.ts'
import { api, throwIfFailed, unwrap } from '../../../lib/api-client.ts'

const WATCHES_KEY = ['watches'] as const

export function useWatches(enabled = true) {
  return useQuery({
    queryKey: WATCHES_KEY,
    queryFn: async () => unwrap(await api.watches.$get()),
    enabled,
  })
}

function useWatchMutation<Input>(action: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: action,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WATCHES_KEY }),
  })
}

export function useAddWatch() {
  return useWatchMutation(async (input: { apn: string; source: WatchSource }) =>
    unwrap(await api.watches.$post({ json: input })),
  )
}

export function useRemoveWatch() {
  return useWatchMutation(async (id: string) => {
    const response = await api.watches[':id'].$delete({ param: { id } })
    await throwIfFailed(response)
  })
}

export function useMarkChangesSeen() {
  return useWatchMutation(async () => {
    const response = await api.watches.seen.$post()
    await throwIfFailed(response)
  })
}

/**
 * What moved on a report's lot since its analysis was computed (GET /api/reports/{id}/changes).
 * Keyed under "reports", so refreshing or editing any report reads it again.
 */
export function useReportChanges(reportId: string) {
  return useQuery({
    queryKey: ['reports', 'changes', reportId],
    queryFn: async () => unwrap(await api.reports[':id'].changes.$get({ param: { id: reportId } })),
  })
}
