import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query'
import { SCREEN_PAGE_ROWS, type ScreenRow } from '#common/contracts/screen.ts'
import { decodeScreenDots } from '#common/screen-dots.ts'
import { api, throwIfFailed, unwrap } from '../../../lib/api-client.ts'
import type { ScreenParams } from '../screen-query-params.ts'

const pageOf = async (params: ScreenParams, offset: number) =>
  unwrap(
    await api.screen.$get({
      query: { ...params, offset: String(offset), limit: String(SCREEN_PAGE_ROWS) },
    }),
  )

/**
 * A screen's count and figures with its first page of lots; the last answer stays on the page
 * while the next one loads.
 */
export function useScreen(params: ScreenParams) {
  return useQuery({
    queryKey: ['screen', params, 0],
    queryFn: () => pageOf(params, 0),
    placeholderData: keepPreviousData,
  })
}

/**
 * The rows of a screen from `first` up to (not including) `last`, its pages fetched as the table
 * reaches them: a row not yet arrived is undefined. `firstPage` is the screen's first answer.
 */
export function useScreenRows(
  params: ScreenParams,
  firstPage: readonly ScreenRow[],
  first: number,
  last: number,
): (index: number) => ScreenRow | undefined {
  const offsets: number[] = []
  for (
    let offset = Math.floor(first / SCREEN_PAGE_ROWS) * SCREEN_PAGE_ROWS;
    offset < last;
    offset += SCREEN_PAGE_ROWS
  )
    if (offset > 0) offsets.push(offset)
  const pages = useQueries({
    queries: offsets.map((offset) => ({
      queryKey: ['screen', params, offset],
      queryFn: () => pageOf(params, offset),
    })),
  })
  return (index) => {
    if (index < SCREEN_PAGE_ROWS) return firstPage[index]
    const at = offsets.indexOf(Math.floor(index / SCREEN_PAGE_ROWS) * SCREEN_PAGE_ROWS)
    return pages[at]?.data?.rows[index % SCREEN_PAGE_ROWS]
  }
}

/** Every lot of a screen as its map draws it (the order aside: the dots are the same). */
export function useScreenDots(params: ScreenParams) {
  const screen = { ...params, sort: undefined, dir: undefined }
  return useQuery({
    queryKey: ['screen-dots', screen],
    queryFn: async () => {
      const response = await api.screen.dots.$get({ query: screen })
      await throwIfFailed(response)
      return decodeScreenDots(await response.arrayBuffer())
    },
    placeholderData: keepPreviousData,
  })
}
