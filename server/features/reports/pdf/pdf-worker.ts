// The PDF renderer's thread: a render takes a few hundred milliseconds of CPU, which on the main
// thread would hold up every other request meanwhile (decision 175).
import { setPriority } from 'node:os'
import { parentPort } from 'node:worker_threads'
import { renderReportPdf, type PdfReport } from './report-pdf.ts'

/** The lowest priority there is: on an idle core a render still runs at full speed. */
const RENDER_NICENESS = 19

/**
 * The render yields the CPU to everything else (decision 177): on a busy machine the requests
 * of the main thread go first and a PDF waits, instead of the reverse. On Linux the nice value
 * belongs to the thread, so this lowers only the renderer's; elsewhere it would lower the whole
 * process, so it is left alone there.
 */
if (process.platform === 'linux') setPriority(RENDER_NICENESS)

export type PdfJob = { readonly id: number; readonly report: PdfReport }
export type PdfDone =
  | { readonly id: number; readonly ok: true; readonly pdf: Uint8Array<ArrayBuffer> }
  | { readonly id: number; readonly ok: false; readonly message: string }

parentPort?.on('message', (job: PdfJob) => {
  renderReportPdf(job.report).then(
    (pdf) => {
      // Bytes of their own, handed over rather than copied again: the server keeps and sends
      // them as they arrive.
      const bytes = new Uint8Array(pdf)
      parentPort?.postMessage({ id: job.id, ok: true, pdf: bytes } satisfies PdfDone, [
        bytes.buffer,
      ])
    },
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies PdfDone),
  )
})
