import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import type { ScreenParams } from '../screen-query-params.ts'

/** The lots that match a screen; the last answer stays on the page while the next one loads. */
export function useScreen(params: ScreenParams) {
  return useQuery({
    queryKey: ['screen', params],
    queryFn: async () => unwrap(await api.screen.$get({ query: params })),
    placeholderData: keepPreviousData,
  })
}
