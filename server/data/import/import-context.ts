// What every importer gets and gives back: streamed input, rejects, progress, a summary, and
// one error type for files that cannot be read at all.
import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import { parse, type CsvError } from 'csv-parse'
import { sql, type SQL } from 'drizzle-orm'
import { toSnakeCase } from 'drizzle-orm/casing'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'

/** A file that cannot be imported: names the file, the line and the problem. */
export class ImportFileError extends Error {
  readonly file: string
  readonly line: number | null

  constructor(file: string, line: number | null, problem: string) {
    super(`${file}${line === null ? '' : `:${line}`}: ${problem}`)
    this.name = 'ImportFileError'
    this.file = file
    this.line = line
  }
}

export type ImportCounts = { read: number; inserted: number; updated: number; rejected: number }

export type ImportContext = {
  /** A transaction: everything the import writes commits together or not at all. */
  readonly tx: Db
  readonly file: string
  /** This run's data_imports id: every field written records it as its source. */
  readonly importId: string
  /** Dataset name and date of the file (kept in data_imports). */
  readonly dataset: string
  readonly datasetDate: string
  readonly counts: ImportCounts
  /** Facts the import derived (parcels with a parsed zone, distances computed…), by label. */
  readonly derived: Record<string, number>
  reject(line: number, reason: string, row: unknown): void
  progress(): void
  /** Importer-specific settings from the command line (e.g. the overlay flag). */
  readonly settings: Readonly<Record<string, string>>
}

export type Importer = {
  /** Default dataset name when the caller does not give one. */
  readonly dataset: string
  readonly description: string
  run(context: ImportContext): Promise<void>
}

/**
 * Streams CSV records keyed by header, with the line each record started on, from a file (or
 * from an already open stream named `file`, such as an entry of a zip). A structural problem
 * (unbalanced quotes, a missing required column) stops the import.
 */
export async function* readCsv(
  file: string,
  required: ReadonlyArray<readonly string[]>,
  input: Readable = createReadStream(file),
): AsyncGenerator<{ line: number; record: Record<string, string> }> {
  const parser = input.pipe(
    parse({
      columns: (header: string[]) => header.map((name) => name.trim()),
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }),
  )
  input.on('error', (error) => parser.destroy(error))
  let checked = false
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>
      info: { lines: number }
    }>) {
      if (!checked) {
        const columns = Object.keys(record)
        for (const alternatives of required) {
          if (!alternatives.some((name) => columns.includes(name))) {
            throw new ImportFileError(
              file,
              1,
              `missing column ${alternatives.join(' or ')} (the header has: ${columns.join(', ')})`,
            )
          }
        }
        checked = true
      }
      yield { line: info.lines, record }
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error
    const csvError = error as CsvError & { lines?: number }
    if (csvError.code?.startsWith('CSV_')) {
      throw new ImportFileError(
        file,
        csvError.lines ?? null,
        `not a readable CSV file (${csvError.message})`,
      )
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new ImportFileError(file, null, 'no such file')
    throw error
  }
}

/** The first non-empty value among a record's alternative column names. */
export function pick(record: Record<string, string>, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = record[name]
    if (value !== undefined && value !== '') return value
  }
  return undefined
}

/** A number, or undefined when empty; NaN when present but not a number (the caller rejects). */
export function numberOrUndefined(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  return Number(value.replace(/,/g, ''))
}

/** A point from its latitude and longitude as written, or null when either is missing or not a number. */
export function pointOf(
  lat: string | undefined,
  lon: string | undefined,
): { lat: number; lon: number } | null {
  const [y, x] = [numberOrUndefined(lat), numberOrUndefined(lon)]
  return y === undefined || x === undefined || !Number.isFinite(y) || !Number.isFinite(x)
    ? null
    : { lat: y, lon: x }
}

/** "True"/"Yes" → true, "False"/"No" → false, anything else (blank) → undefined. */
export function yesNo(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined
  if (/^(true|yes|y|1)$/i.test(value.trim())) return true
  if (/^(false|no|n|0)$/i.test(value.trim())) return false
  return undefined
}

/** Counts one derived fact ("zone strings parsed fully", "fire-zone flags set") for the summary. */
export function countDerived(context: ImportContext, label: string): void {
  context.derived[label] = (context.derived[label] ?? 0) + 1
}

/** An upsert's `returning` column: true for a new row, false for one it replaced (xmax = 0). */
export const WAS_INSERTED = { inserted: sql<boolean>`(xmax = 0)` }

/** Adds the rows an upsert wrote to the import's counts, as inserted or updated. */
export function countWrites(context: ImportContext, written: readonly { inserted: boolean }[]) {
  for (const { inserted } of written) {
    if (inserted) context.counts.inserted += 1
    else context.counts.updated += 1
  }
}

const UPSERT_BATCH_SIZE = 500

/**
 * Writes `rows` in batches; a row whose `target` key exists replaces the stored `columns` (and
 * `extra` assignments). Inserts and updates are counted.
 */
export async function upsertInBatches<Table extends PgTable>(
  context: ImportContext,
  table: Table,
  target: PgColumn,
  rows: ReadonlyArray<Table['$inferInsert']>,
  columns: ReadonlyArray<keyof Table['$inferInsert'] & string>,
  extra: Record<string, SQL> = {},
): Promise<void> {
  const set = {
    ...Object.fromEntries(columns.map((key) => [key, sql.raw(`excluded."${toSnakeCase(key)}"`)])),
    ...extra,
  } as PgUpdateSetSource<Table>
  for (let i = 0; i < rows.length; i += UPSERT_BATCH_SIZE) {
    const written = await context.tx
      .insert(table)
      .values(rows.slice(i, i + UPSERT_BATCH_SIZE) as Table['$inferInsert'][])
      .onConflictDoUpdate({ target, set })
      .returning(WAS_INSERTED)
    countWrites(context, written as Array<{ inserted: boolean }>)
  }
}
