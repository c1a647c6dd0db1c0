// A screen as its address holds it: the filters and the order, as `/screen?…` parameters, so a
// screen can be shared or bookmarked. The server validates the same names (ScreenQuerySchema).
import type { ScreenQueryInput } from '#common/contracts/screen.ts'

/** Every parameter a screen's address may carry. */
const KEYS = [
  'pathway',
  'status',
  'minHomes',
  'minValue',
  'minLotSf',
  'maxLotSf',
  'zone',
  'maxTransitMi',
  'plan',
  'exclude',
  'area',
  'list',
  'sort',
  'dir',
] as const satisfies ReadonlyArray<keyof ScreenQueryInput>

/** The screen's parameters as strings (the server reads and checks them). */
export type ScreenParams = Partial<Record<(typeof KEYS)[number], string>>

export function readScreenParams(params: URLSearchParams): ScreenParams {
  const read: ScreenParams = {}
  for (const key of KEYS) {
    const value = params.get(key)?.trim()
    if (value) read[key] = value
  }
  return read
}

export function writeScreenParams(screen: ScreenParams): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of KEYS) {
    const value = screen[key]?.trim()
    if (value) params.set(key, value)
  }
  return params
}
