import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

export const parcelExampleQuery = queryOptions({
  queryKey: ['parcels', 'example'],
  queryFn: async () => unwrap(await api.parcels.example.$get()),
  staleTime: 60 * 60_000,
})

/** An address and APN the server really holds, to show people what to type. */
export function useParcelExample() {
  return useQuery(parcelExampleQuery)
}
