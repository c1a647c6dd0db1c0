import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/**
 * The report behind a share link. Each read counts as a view, so it is read once per visit:
 * never again on focus, reconnect or while it is in the cache.
 */
export function useSharedReport(token: string) {
  return useQuery({
    queryKey: ['shared-report', token],
    queryFn: async () => unwrap(await api.shared[':token'].$get({ param: { token } })),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
    retry: false,
  })
}
