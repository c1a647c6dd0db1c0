import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PdfReport } from './report-pdf.ts'
import { PDF_THREAD_IDLE_MS, pdfThreadRunning, renderOffThread } from './render-off-thread.ts'

const broken = {
  data: { address: 'Nowhere' },
  engineVersion: '0.0.0',
  reportDate: '2026-11-23T00:00:00Z',
} as unknown as PdfReport
const failedRender = /^The PDF could not be rendered: /

describe('renderOffThread', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('turns a failed render into an error for that request only, and keeps rendering', async () => {
    await expect(renderOffThread(broken)).rejects.toThrow(failedRender)
    // The thread is still there: a second request is answered, not left waiting.
    await expect(renderOffThread(broken)).rejects.toThrow(failedRender)
  })

  it('ends the thread once it has been idle for a while, and starts a new one for the next PDF', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await expect(renderOffThread(broken)).rejects.toThrow(failedRender)
    vi.advanceTimersByTime(PDF_THREAD_IDLE_MS - 1)
    expect(pdfThreadRunning()).toBe(true)
    // A render meanwhile starts the wait again.
    await expect(renderOffThread(broken)).rejects.toThrow(failedRender)
    vi.advanceTimersByTime(PDF_THREAD_IDLE_MS - 1)
    expect(pdfThreadRunning()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(pdfThreadRunning()).toBe(false)
    await expect(renderOffThread(broken)).rejects.toThrow(failedRender)
    expect(pdfThreadRunning()).toBe(true)
  })
})
