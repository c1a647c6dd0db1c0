import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ShareLink } from '#common/contracts/report-shares.ts'
import { api, unwrap } from '../../../lib/api-client.ts'
import { shareLinksKey } from './share-link-keys.ts'

export function useRevokeShareLink(reportId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (linkId: string) =>
      unwrap(
        await api.reports[':id']['share-links'][':linkId'].$delete({
          param: { id: reportId, linkId },
        }),
      ) as Promise<ShareLink>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(reportId) }),
  })
}
