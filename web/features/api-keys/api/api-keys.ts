// The caller's API keys: listed, made (the secret comes back once) and revoked.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiKeyScope } from '#common/contracts/api-keys.ts'
import { api, unwrap } from '../../../lib/api-client.ts'

const API_KEYS_KEY = ['profile', 'api-keys'] as const

export function useApiKeys() {
  return useQuery({
    queryKey: API_KEYS_KEY,
    queryFn: async () => unwrap(await api.profile['api-keys'].$get()),
  })
}

export function useCreateApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: { name: string; scopes: ApiKeyScope[] }) =>
      unwrap(await api.profile['api-keys'].$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  })
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await api.profile['api-keys'][':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  })
}
