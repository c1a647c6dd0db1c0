// Runs one import: the whole file in one transaction (a file that cannot be read leaves the
// database as it was), rejected rows written with their reasons, progress while it runs, and a
// summary at the end that is also kept in data_imports.
import { randomUUID } from 'node:crypto'
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { dataImports } from '../../db/schema/index.ts'
import { dataChanged } from '../../domain/data-version.ts'
import { assessorImporter } from './assessor.importer.ts'
import { gtfsImporter } from './gtfs.importer.ts'
import type { ImportContext, ImportCounts, Importer } from './import-context.ts'
import { metroLinesImporter } from './metro-lines.importer.ts'
import { overlayImporter } from './overlay.importer.ts'
import { parcelShapesImporter } from './parcel-shapes.importer.ts'
import { transitStopsImporter } from './transit-stops.importer.ts'
import { zimasImporter } from './zimas.importer.ts'
import { zoningImporter } from './zoning.importer.ts'

export const IMPORTERS = {
  assessor: assessorImporter,
  zimas: zimasImporter,
  zoning: zoningImporter,
  gtfs: gtfsImporter,
  'metro-lines': metroLinesImporter,
  overlay: overlayImporter,
  'parcel-shapes': parcelShapesImporter,
  'transit-stops': transitStopsImporter,
} as const satisfies Record<string, Importer>

export type ImportKind = keyof typeof IMPORTERS

export function isImportKind(value: string): value is ImportKind {
  return Object.hasOwn(IMPORTERS, value)
}

export type ImportRequest = {
  db: Db
  kind: ImportKind
  file: string
  /** Name recorded as the source of the imported fields; defaults to the importer's. */
  dataset?: string
  /** Date of the data (YYYY-MM-DD); defaults to the file's modification date. */
  datasetDate?: string
  /** Where rejected rows go; null writes none. */
  rejectsFile: string | null
  settings?: Readonly<Record<string, string>>
  /** Called now and then with the rows read so far. */
  onProgress?: (read: number) => void
}

export type ImportSummary = ImportCounts & {
  kind: ImportKind
  file: string
  dataset: string
  datasetDate: string
  rejectsFile: string | null
  derived: Record<string, number>
  durationMs: number
}

const PROGRESS_EVERY_MS = 1000

export async function runImport(request: ImportRequest): Promise<ImportSummary> {
  const importer = IMPORTERS[request.kind]
  const started = new Date()
  const datasetDate = request.datasetDate ?? (await fileDate(request.file))
  const dataset = request.dataset ?? importer.dataset
  const counts: ImportCounts = { read: 0, inserted: 0, updated: 0, rejected: 0 }
  const derived: Record<string, number> = {}
  const rejects = createRejectsWriter(request.rejectsFile)
  const importId = newImportId()
  let lastProgress = Date.now()

  try {
    await request.db.transaction(async (tx) => {
      const context: ImportContext = {
        tx: tx as unknown as Db,
        importId,
        file: request.file,
        dataset,
        datasetDate,
        counts,
        derived,
        settings: request.settings ?? {},
        reject(line, reason, row) {
          counts.rejected += 1
          rejects.write(line, reason, row)
        },
        progress() {
          const now = Date.now()
          if (now - lastProgress >= PROGRESS_EVERY_MS) {
            lastProgress = now
            request.onProgress?.(counts.read)
          }
        },
      }
      await importer.run(context)
      await tx.insert(dataImports).values({
        id: importId,
        kind: request.kind,
        file: path.basename(request.file),
        dataset,
        datasetDate,
        ...counts,
        startedAt: started,
        finishedAt: new Date(),
      })
    })
  } catch (error) {
    await rejects.discard()
    throw error
  }
  dataChanged()
  await rejects.close()
  // Fresh planner statistics for what was just loaded: without them the search plans depend on
  // whether autovacuum happened to analyse the tables yet (issue 12, the bench:data spread).
  await request.db.execute(sql`analyze`)
  return {
    kind: request.kind,
    file: request.file,
    dataset,
    datasetDate,
    ...counts,
    rejectsFile: counts.rejected > 0 ? request.rejectsFile : null,
    derived,
    durationMs: Date.now() - started.getTime(),
  }
}

/** A short id: parcels repeat it in `sources` for every field, so its length matters. */
export function newImportId(): string {
  return randomUUID().replaceAll('-', '').slice(0, 12)
}

async function fileDate(file: string): Promise<string> {
  const info = await stat(file).catch(() => null)
  return (info?.mtime ?? new Date()).toISOString().slice(0, 10)
}

/** A CSV of rejected rows (line, reason, the row as JSON), created on the first reject. */
function createRejectsWriter(file: string | null) {
  let stream: WriteStream | null = null
  const csv = (value: string) => `"${value.replaceAll('"', '""')}"`
  return {
    write(line: number, reason: string, row: unknown) {
      if (file === null) return
      if (!stream) {
        mkdirSync(path.dirname(file), { recursive: true })
        stream = createWriteStream(file)
        stream.write('line,reason,row\n')
      }
      stream.write(`${line},${csv(reason)},${csv(JSON.stringify(row))}\n`)
    },
    async close() {
      const open = stream
      if (open) await new Promise<void>((resolve) => open.end(resolve))
    },
    /** The import failed: its rejects describe nothing that happened. */
    async discard() {
      await this.close()
      if (file !== null && stream) await rm(file, { force: true })
    },
  }
}
