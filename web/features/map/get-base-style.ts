import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api-client.ts'

const baseStyleQuery = queryOptions({
  queryKey: ['map', 'base-style'],
  queryFn: async () => unwrap(await api.map['base-style'].$get()),
  staleTime: Infinity,
})

/**
 * The base map's style address (MAP_STYLE_URL), asked for only once a map is wanted: undefined
 * while it is on its way, null for the lots alone (also when the server cannot be asked).
 */
export function useBaseStyleUrl(wanted: boolean): string | null | undefined {
  const query = useQuery({ ...baseStyleQuery, enabled: wanted, retry: false })
  if (query.isError) return null
  return query.data?.styleUrl
}
