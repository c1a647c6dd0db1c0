import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { shareLinksKey } from './share-link-keys.ts'

/** Every link of one report, newest first, with its state and view count. */
export function useShareLinks(reportId: string, enabled: boolean) {
  return useQuery({
    queryKey: shareLinksKey(reportId),
    queryFn: async () =>
      unwrap(await api.reports[':id']['share-links'].$get({ param: { id: reportId } })),
    enabled,
    // View counts move while the dialog is open elsewhere; read them fresh each time.
    staleTime: 0,
  })
}
