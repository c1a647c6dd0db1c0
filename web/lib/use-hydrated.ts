import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while a prerendered page hydrates, true after: what depends on the address's query
 * string (absent when the page was prerendered) waits for it, so hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
