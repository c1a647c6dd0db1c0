import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ScreenQuery } from '#common/contracts/screen.ts'
import { api, unwrap } from '../../../lib/api-client.ts'
import type { ScreenParams } from '../screen-query-params.ts'

/** The lots that match a screen; the last answer stays on the page while the next one loads. */
export function useScreen(params: ScreenParams) {
  return useQuery({
    queryKey: ['screen', params],
    // The client types the query as the validator's parsed output; the server parses strings.
    queryFn: async () => unwrap(await api.screen.$get({ query: params as unknown as ScreenQuery })),
    placeholderData: keepPreviousData,
  })
}
