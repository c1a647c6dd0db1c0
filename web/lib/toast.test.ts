import { describe, expect, it, vi } from 'vitest'
import { toast } from './toast.ts'

describe('toasts raised before sonner has loaded', () => {
  it('reach sonner once it is here, in the order they were raised, the first included', async () => {
    toast('First')
    toast.success('Second', { duration: 8000 })
    toast.error('Third')
    // Sonner's own record of the toasts it holds, as its toaster is handed them.
    const { toast: sonnerToast } = await import('sonner')
    await vi.waitFor(() =>
      expect(sonnerToast.getToasts()).toMatchObject([
        { title: 'First' },
        { title: 'Second', type: 'success', duration: 8000 },
        { title: 'Third', type: 'error' },
      ]),
    )
    toast.warning('Fourth')
    expect(sonnerToast.getToasts().at(-1)).toMatchObject({ title: 'Fourth', type: 'warning' })
  })
})
