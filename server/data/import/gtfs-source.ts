// The tables of a GTFS feed, from a zip or from a lone stops.txt, streamed as CSV records.
import path from 'node:path'
import yauzl from 'yauzl'
import { ImportFileError, readCsv } from './import-context.ts'

export type GtfsSource = {
  readonly tables: ReadonlySet<string>
  rows(table: string): AsyncGenerator<{ line: number; record: Record<string, string> }>
  close(): void
}

export async function openGtfs(file: string): Promise<GtfsSource> {
  if (!/\.zip$/i.test(file)) {
    const name = path.basename(file)
    return { tables: new Set([name]), rows: () => readCsv(file, []), close: () => {} }
  }
  const zip = await yauzl
    .openPromise(file, { lazyEntries: true, autoClose: false })
    .catch((error: NodeJS.ErrnoException) => {
      throw new ImportFileError(
        file,
        null,
        error.code === 'ENOENT' ? 'no such file' : `not a readable zip file (${error.message})`,
      )
    })
  const entries = await new Promise<Map<string, yauzl.Entry>>((resolve, reject) => {
    const found = new Map<string, yauzl.Entry>()
    zip.on('entry', (entry: yauzl.Entry) => {
      found.set(path.posix.basename(entry.fileName), entry)
      zip.readEntry()
    })
    zip.on('end', () => resolve(found))
    zip.on('error', (error: Error) =>
      reject(new ImportFileError(file, null, `not a readable zip file (${error.message})`)),
    )
    zip.readEntry()
  })
  return {
    tables: new Set(entries.keys()),
    async *rows(table) {
      const entry = entries.get(table)
      if (!entry) return
      yield* readCsv(`${file}!${table}`, [], await zip.openReadStreamPromise(entry))
    },
    close: () => zip.close(),
  }
}
