import { Toaster as SonnerToaster } from 'sonner'

/**
 * Where toasts appear. Messages are raised with `toast` from 'sonner'. Sonner's rich colours are
 * left off: their green title on pale green measures about 4.25:1, under the 4.5:1 that text of
 * this size needs; the plain toast is dark on white and its icon still tells success from error.
 * At the bottom (decision 597): at the top one sat over the header and, on a scrolled list, over
 * its filters, the controls a reader reaches for next.
 */
export function Toaster() {
  return <SonnerToaster position="bottom-center" closeButton />
}
