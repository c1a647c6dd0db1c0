import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** Searches shorter than this are not sent: they would match too much to help. */
export const MIN_SEARCH_LENGTH = 2

export const parcelSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['parcels', 'search', q],
    queryFn: async () => unwrap(await api.parcels.search.$get({ query: { q } })),
    staleTime: 60_000,
  })

/** Matches for what is typed; keeps the previous matches on screen while the next arrive. */
export function useParcelSearch(q: string) {
  return useQuery({
    ...parcelSearchQuery(q),
    enabled: q.trim().length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  })
}
