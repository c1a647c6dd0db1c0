// The PDF renderer's thread: a render takes a few hundred milliseconds of CPU, which on the main
// thread would hold up every other request meanwhile (decision 175).
import { parentPort } from 'node:worker_threads'
import { renderReportPdf, type PdfReport } from './report-pdf.ts'

export type PdfJob = { readonly id: number; readonly report: PdfReport }
export type PdfDone =
  | { readonly id: number; readonly ok: true; readonly pdf: Uint8Array }
  | { readonly id: number; readonly ok: false; readonly message: string }

parentPort?.on('message', (job: PdfJob) => {
  renderReportPdf(job.report).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength)
      parentPort?.postMessage({ id: job.id, ok: true, pdf: bytes } satisfies PdfDone)
    },
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies PdfDone),
  )
})
