import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ShareLink } from '#common/contracts/report-shares.ts'
import { api, unwrap } from '../../../lib/api-client.ts'
import { shareLinksKey } from './share-link-keys.ts'

export function useCreateShareLink(reportId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (expiresInDays: number) =>
      unwrap(
        await api.reports[':id']['share-links'].$post({
          param: { id: reportId },
          json: { expiresInDays },
        }),
      ) as Promise<ShareLink>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(reportId) }),
  })
}
