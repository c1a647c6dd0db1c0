import { useEffect, useEffectEvent, type RefObject } from 'react'

/**
 * Calls `onNear` when `target` comes within `rootMargin` of the viewport, for as long as
 * `watching` holds: what a page loads only for a reader who gets near it (a map, a calculator).
 */
export function useNearScreen(
  target: RefObject<Element | null>,
  watching: boolean,
  rootMargin: string,
  onNear: () => void,
): void {
  const near = useEffectEvent(onNear)
  useEffect(() => {
    const element = target.current
    if (!watching || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near()
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [target, watching, rootMargin])
}
