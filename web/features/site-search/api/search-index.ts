import { queryOptions, useQuery } from '@tanstack/react-query'
import { SearchIndexSchema, type SearchIndex } from '#common/site-search.ts'
import { AppError } from '#common/errors.ts'

const NOT_ANSWERING = 'The search is not answering. Please try again.'

/** The prose index the build writes (scripts/write-search-index.ts); it changes only on deploy. */
export const searchIndexQuery = queryOptions({
  queryKey: ['site-search', 'index'],
  queryFn: async (): Promise<SearchIndex> => {
    const response = await fetch('/search-index.json')
    if (!response.ok) throw new AppError('INTERNAL', NOT_ANSWERING)
    // An index of another build's shape (a stale cache, a proxy's page) is no index at all.
    const parsed = SearchIndexSchema.safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw new AppError('INTERNAL', NOT_ANSWERING)
    return parsed.data
  },
  staleTime: Infinity,
})

export function useSearchIndex(enabled: boolean) {
  return useQuery({ ...searchIndexQuery, enabled })
}
