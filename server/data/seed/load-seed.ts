// The real City of Los Angeles parcels and LA Metro's major transit stops a fresh install ships
// (server/data/seed), loaded beside the demo city through the same importers an operator runs,
// one import per public source, so that every field of a parcel records its own source and
// retrieval date. The stops load last: their import recomputes every parcel's transit distances.
import path from 'node:path'
import { and, eq, ne, sql } from 'drizzle-orm'
import { normalizeApn } from '#common/contracts/parcels.ts'
import { queryRows, type Database } from '../../db/client.ts'
import { dataImports } from '../../db/schema/index.ts'
import type { Logger } from '../../lib/logger.ts'
import { readCsv } from '../import/import-context.ts'
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

/** The seed's column naming each lot's community plan area. */
const PLAN_AREA_COLUMN = 'cpa_2015_name'

/**
 * Gives the seed's lots the community plan area an install that loaded the seed before decision
 * 780 left out: the zoning file names it, but the importer then did not keep it, and the seed is
 * never loaded twice. Only a lot with no plan area whose zone that same file wrote is filled, and
 * credited to it, as a fresh load would have; a plan area from any other source is kept. A start
 * after the first finds none to fill (decision 810). Returns the lots filled.
 */
export async function fillSeedPlanAreas({
  database,
  logger,
}: {
  database: Database
  logger: Logger
}): Promise<number> {
  const { db } = database
  const source = (await readSeedManifest()).files.find((file) => PLAN_AREA_COLUMN in file.columns)
  if (!source) return 0
  const runs = await db
    .select({ id: dataImports.id })
    .from(dataImports)
    .where(and(eq(dataImports.file, source.file), eq(dataImports.dataset, source.dataset)))
  if (runs.length === 0) return 0
  const apns: string[] = []
  const plans: string[] = []
  for await (const { record } of readCsv(path.join(SEED_DIR, source.file), [['AIN']])) {
    const apn = normalizeApn(record.AIN ?? '')
    const plan = record[PLAN_AREA_COLUMN]
    if (apn && plan) {
      apns.push(apn)
      plans.push(plan)
    }
  }
  const filled = await queryRows<{ apn: string }>(
    db,
    sql`
    update parcels p
    set community_plan_area = seed.plan,
      sources = p.sources || jsonb_build_object('communityPlanArea', p.sources ->> 'zoneString')
    from unnest(${sql.param(apns)}::text[], ${sql.param(plans)}::text[]) as seed(apn, plan)
    where p.apn = seed.apn
      and p.community_plan_area is null
      and p.sources ->> 'zoneString' = any(${sql.param(runs.map((run) => run.id))}::text[])
    returning p.apn`,
  )
  const count = filled.length
  if (count > 0) logger.info('community plan areas filled in from the seed', { lots: count })
  return count
}
