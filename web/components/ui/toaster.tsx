import { Toaster as SonnerToaster } from 'sonner'

/** Where toasts appear. Messages are raised with `toast` from 'sonner'. */
export function Toaster() {
  return <SonnerToaster position="top-center" richColors closeButton />
}
