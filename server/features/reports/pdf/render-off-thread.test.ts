import { describe, expect, it } from 'vitest'
import type { PdfReport } from './report-pdf.ts'
import { renderOffThread } from './render-off-thread.ts'

describe('renderOffThread', () => {
  it('turns a failed render into an error for that request only, and keeps rendering', async () => {
    const broken = {
      data: { address: 'Nowhere' },
      engineVersion: '0.0.0',
      reportDate: '2026-11-23T00:00:00Z',
    } as unknown as PdfReport
    await expect(renderOffThread(broken)).rejects.toThrow(/^The PDF could not be rendered: /)
    // The thread is still there: a second request is answered, not left waiting.
    await expect(renderOffThread(broken)).rejects.toThrow(/^The PDF could not be rendered: /)
  })
})
