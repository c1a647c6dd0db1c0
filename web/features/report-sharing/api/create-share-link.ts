import { useMutation, useQueryClient } from '@tanstack/react-query'
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
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(reportId) }),
  })
}
