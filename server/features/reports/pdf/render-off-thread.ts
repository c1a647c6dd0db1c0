// Renders PDFs on one worker thread, started on the first PDF and left running. It keeps the
// process alive only while a render is waiting on it. If the thread dies, the renders waiting on
// it fail and the next PDF starts a new one.
import { Worker } from 'node:worker_threads'
import type { PdfDone, PdfJob } from './pdf-worker.ts'
import type { PdfReport } from './report-pdf.ts'

type Waiting = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }

let worker: Worker | null = null
let nextId = 1
const waiting = new Map<number, Waiting>()

function failAll(error: Error) {
  for (const entry of waiting.values()) entry.reject(error)
  waiting.clear()
  worker = null
}

function startWorker(): Worker {
  const started = new Worker(new URL('./pdf-worker.ts', import.meta.url))
  started.on('message', (done: PdfDone) => {
    const entry = waiting.get(done.id)
    if (!entry) return
    waiting.delete(done.id)
    if (waiting.size === 0) started.unref()
    if (done.ok)
      entry.resolve(Buffer.from(done.pdf.buffer, done.pdf.byteOffset, done.pdf.byteLength))
    else entry.reject(new Error(`The PDF could not be rendered: ${done.message}`))
  })
  started.on('error', (error) => failAll(error))
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`The PDF renderer stopped (exit code ${code})`))
  })
  return started
}

export function renderOffThread(report: PdfReport): Promise<Buffer> {
  worker ??= startWorker()
  const id = nextId
  nextId += 1
  const job: PdfJob = { id, report }
  const promise = new Promise<Buffer>((resolve, reject) => waiting.set(id, { resolve, reject }))
  // Referenced while renders wait (a script awaiting a PDF must not exit), unreferenced once
  // idle (before, the thread kept every process that had made a PDF alive for good).
  worker.ref()
  worker.postMessage(job)
  return promise
}
