// The app's toasts (spec §8), raised with `toast` from here and drawn by sonner. Sonner is not
// part of a page's first load (issue 37, decision 695): it is fetched when the app's monitors
// start, once the page is up, or by the first toast if that comes sooner. The monitors report a
// lost network and a new deployment, when no file can be fetched any more, so sonner must be
// here before either happens. A toast raised before sonner is here waits for it, in order.
import { useSyncExternalStore } from 'react'
import type * as SonnerModule from 'sonner'
import type { ExternalToast } from 'sonner'

type Sonner = typeof SonnerModule
type Show = (sonner: Sonner) => void

let sonner: Sonner | null = null
let loading: Promise<void> | null = null
const waiting: Show[] = []
const listeners = new Set<() => void>()

/** Fetches sonner, once; a failed fetch (offline, say) is tried again by the next toast. */
export function loadToasts(): void {
  loading ??= import('sonner').then(
    (loaded) => {
      sonner = loaded
      // Sonner keeps these until its toaster subscribes, and hands them to it in this order.
      for (const show of waiting.splice(0)) show(loaded)
      for (const listener of listeners) listener()
    },
    () => {
      loading = null
    },
  )
}

function raise(show: Show): void {
  if (sonner) {
    show(sonner)
    return
  }
  waiting.push(show)
  loadToasts()
}

type Raise = (message: string, options?: ExternalToast) => void
type Kind = 'success' | 'error' | 'warning' | 'message'

/** A toast of one kind, raised once sonner is here. */
const ofKind =
  (kind: Kind): Raise =>
  (message, options) =>
    raise((loaded) => loaded.toast[kind](message, options))

/** A plain toast, or one of a kind: `toast('…')`, `toast.success('…')`, `toast.error('…')`. */
export const toast: Raise & Record<Kind, Raise> = Object.assign(
  (message: string, options?: ExternalToast) => raise((loaded) => loaded.toast(message, options)),
  {
    success: ofKind('success'),
    error: ofKind('error'),
    warning: ofKind('warning'),
    message: ofKind('message'),
  },
)

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Sonner once it is here, for the toaster that draws the toasts; null before, and on the server. */
export function useSonner(): Sonner | null {
  return useSyncExternalStore(
    subscribe,
    () => sonner,
    () => null,
  )
}
