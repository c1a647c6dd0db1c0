// Renders PDFs on one worker thread, started on the first PDF and ended once it has had nothing
// to render for PDF_THREAD_IDLE_MS: the thread's own JavaScript heap (the PDF libraries, their
// fonts and what loading them left behind) is about 170 MB of the server's resident memory, kept
// for good while it runs (decision 575). It keeps the process alive only while a render is
// waiting on it. If the thread dies, the renders waiting on it fail and the next PDF starts a new
// one.
import { Worker } from 'node:worker_threads'
import type { PdfDone, PdfJob } from './pdf-worker.ts'
import type { PdfReport } from './report-pdf.ts'

/**
 * How long the thread waits for another render before it ends. Starting it again makes the next
 * render wait for the PDF libraries to load; downloads of a kept PDF (most of them) never need it.
 */
export const PDF_THREAD_IDLE_MS = 60_000

type Waiting = { resolve: (pdf: Uint8Array<ArrayBuffer>) => void; reject: (error: Error) => void }

let worker: Worker | null = null
let idleTimer: NodeJS.Timeout | null = null
let nextId = 1
const waiting = new Map<number, Waiting>()

function failAll(error: Error) {
  for (const entry of waiting.values()) entry.reject(error)
  waiting.clear()
  worker = null
}

/** Ends the thread once it has been idle for PDF_THREAD_IDLE_MS; a render meanwhile keeps it. */
function endWhenIdle(idle: Worker) {
  idleTimer = setTimeout(() => {
    idleTimer = null
    // Forgotten first, so its exit is not taken for a crash and the next PDF starts a new one.
    if (worker === idle) worker = null
    void idle.terminate()
  }, PDF_THREAD_IDLE_MS)
  idleTimer.unref()
}

function startWorker(): Worker {
  const started = new Worker(new URL('./pdf-worker.ts', import.meta.url))
  started.on('message', (done: PdfDone) => {
    const entry = waiting.get(done.id)
    if (!entry) return
    waiting.delete(done.id)
    if (waiting.size === 0) {
      started.unref()
      endWhenIdle(started)
    }
    if (done.ok) entry.resolve(done.pdf)
    else entry.reject(new Error(`The PDF could not be rendered: ${done.message}`))
  })
  started.on('error', (error) => failAll(error))
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`The PDF renderer stopped (exit code ${code})`))
  })
  return started
}

/** Whether the render thread is running (it ends when idle: see PDF_THREAD_IDLE_MS). */
export function pdfThreadRunning(): boolean {
  return worker !== null
}

export function renderOffThread(report: PdfReport): Promise<Uint8Array<ArrayBuffer>> {
  if (idleTimer) {
    clearTimeout(idleTimer)
    idleTimer = null
  }
  worker ??= startWorker()
  const id = nextId
  nextId += 1
  const job: PdfJob = { id, report }
  const promise = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) =>
    waiting.set(id, { resolve, reject }),
  )
  // Referenced while renders wait (a script awaiting a PDF must not exit), unreferenced once
  // idle (before, the thread kept every process that had made a PDF alive for good).
  worker.ref()
  worker.postMessage(job)
  return promise
}
