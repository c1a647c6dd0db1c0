import { useMutation, useQueryClient } from '@tanstack/react-query'
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
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(reportId) }),
  })
}
