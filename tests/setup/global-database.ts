// Vitest global setup for tests that need a database. Migrations run once; each test file
// then starts from a copy: a PGlite data folder loaded in memory, or, with TEST_DATABASE_URL,
// a PostgreSQL database cloned from the migrated one (see test-database.ts).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { createMemoryPglite, openDatabase, type Database } from '#server/db/client.ts'
import { createJobQueue } from '#server/jobs/queue.ts'
import { createLogger } from '#server/lib/logger.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding the migrated embedded database (set when TEST_DATABASE_URL is unset). */
    pgliteTemplateFile: string | null
    /** Migrated PostgreSQL database each test file clones (set with TEST_DATABASE_URL). */
    postgresTemplateUrl: string | null
  }
}

export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL
  if (postgresUrl) {
    const database = await openDatabase({ url: postgresUrl })
    await prepare(database)
    await database.close()
    project.provide('postgresTemplateUrl', postgresUrl)
    project.provide('pgliteTemplateFile', null)
    return
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'lotwise-test-'))
  const pglite = await createMemoryPglite()
  const database = await openDatabase({ pglite })
  await prepare(database)
  const file = path.join(folder, 'migrated.tar')
  await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()))
  await database.close()
  project.provide('pgliteTemplateFile', file)
  project.provide('postgresTemplateUrl', null)
  return async () => rm(folder, { recursive: true, force: true })
}

/** Migrations, and the job queue's own tables (pg-boss installs them on its first start). */
async function prepare(database: Database) {
  await database.migrate()
  const queue = createJobQueue(database, createLogger('silent'))
  await queue.start()
  await queue.stop()
}
