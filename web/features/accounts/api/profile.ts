// The signed-in user's profile with its stats (GET /api/profile).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: async () => unwrap(await api.profile.$get()),
})

export function useProfile() {
  return useQuery(profileQuery)
}
