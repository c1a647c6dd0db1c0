// The digest email's setting (GET/PUT /api/profile/digest) and the unsubscribe link's page
// (GET/POST /api/unsubscribe/{token}), which needs no session.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DigestFrequency } from '#common/contracts/watch.ts'
import { api, unwrap } from '../../../lib/api-client.ts'

const DIGEST_KEY = ['digest-setting'] as const

export function useDigestSetting() {
  return useQuery({
    queryKey: DIGEST_KEY,
    queryFn: async () => unwrap(await api.profile.digest.$get()),
  })
}

export function useSaveDigestSetting() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (frequency: DigestFrequency) =>
      unwrap(await api.profile.digest.$put({ json: { frequency } })),
    retry: false,
    onSuccess: (saved) => queryClient.setQueryData(DIGEST_KEY, saved),
  })
}

/** Whose emails the link stops; read once (a link that is refused stays refused). */
export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: async () => unwrap(await api.unsubscribe[':token'].$get({ param: { token } })),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => unwrap(await api.unsubscribe[':token'].$post({ param: { token } })),
    retry: false,
    onSuccess: (view) => queryClient.setQueryData(['unsubscribe', token], view),
  })
}
