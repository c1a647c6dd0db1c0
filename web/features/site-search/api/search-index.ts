import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SearchIndex } from '#common/site-search.ts'
import { AppError } from '#common/errors.ts'

/** The prose index the build writes (scripts/write-search-index.ts); it changes only on deploy. */
export const searchIndexQuery = queryOptions({
  queryKey: ['site-search', 'index'],
  queryFn: async (): Promise<SearchIndex> => {
    const response = await fetch('/search-index.json')
    if (!response.ok) {
      throw new AppError('INTERNAL', 'The search is not answering. Please try again.')
    }
    return (await response.json()) as SearchIndex
  },
  staleTime: Infinity,
})

export function useSearchIndex(enabled: boolean) {
  return useQuery({ ...searchIndexQuery, enabled })
}
