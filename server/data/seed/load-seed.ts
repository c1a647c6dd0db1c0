// The real City of Los Angeles parcels and LA Metro's major transit stops a fresh install ships
// (server/data/seed), loaded beside the demo city through the same importers an operator runs,
// one import per public source, so that every field of a parcel records its own source and
// retrieval date. The stops load last: their import recomputes every parcel's transit distances.
import path from 'node:path'
import { ne } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { dataImports } from '../../db/schema/index.ts'
import type { Logger } from '../../lib/logger.ts'
import { runImport } from '../import/run-import.ts'
import { SEED_DIR, readSeedManifest } from './seed-manifest.ts'

/**
 * Loads the seed's files that are not loaded yet, when the database holds nothing but the demo
 * city and the seed: an install whose operator imported real data keeps exactly that. A start
 * interrupted between two files loads the rest on the next. Returns whether it loaded any.
 */
export async function loadSeedIfMissing({
  database,
  logger,
}: {
  database: Database
  logger: Logger
}): Promise<boolean> {
  const { db } = database
  const manifest = await readSeedManifest()
  const seedKey = (file: string, dataset: string) => `${file}\n${dataset}`
  const seedFiles = new Set(manifest.files.map((source) => seedKey(source.file, source.dataset)))
  const imported = await db
    .select({ file: dataImports.file, dataset: dataImports.dataset })
    .from(dataImports)
    .where(ne(dataImports.kind, 'demo'))
  const done = new Set(imported.map((row) => seedKey(row.file, row.dataset)))
  if ([...done].some((key) => !seedFiles.has(key))) return false
  const missing = manifest.files.filter((source) => !done.has(seedKey(source.file, source.dataset)))
  if (missing.length === 0) return false
  const started = Date.now()
  for (const source of missing) {
    const summary = await runImport({
      db,
      kind: source.importer,
      file: path.join(SEED_DIR, source.file),
      dataset: source.dataset,
      datasetDate: source.retrieved,
      rejectsFile: null,
    })
    logger.info('seed file loaded', {
      file: source.file,
      read: summary.read,
      inserted: summary.inserted,
      updated: summary.updated,
      rejected: summary.rejected,
    })
  }
  logger.info('real City of Los Angeles parcels and Metro stops loaded', {
    durationMs: Date.now() - started,
  })
  return true
}
