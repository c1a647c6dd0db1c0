import { useSonner } from '../../lib/toast.ts'

/**
 * Where toasts appear, once sonner is here (web/lib/toast.ts raises them). Sonner's rich colours
 * are left off: their green title on pale green measures about 4.25:1, under the 4.5:1 that text
 * of this size needs; the plain toast is dark on white and its icon still tells success from error.
 * At the bottom (decision 597): at the top one sat over the header and, on a scrolled list, over
 * its filters, the controls a reader reaches for next.
 */
export function Toaster() {
  const sonner = useSonner()
  return sonner && <sonner.Toaster position="bottom-center" closeButton />
}
