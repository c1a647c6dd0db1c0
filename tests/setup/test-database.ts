// A fresh, migrated database for one test file, on PGlite or on PostgreSQL (TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { createMemoryPglite, openDatabase, type Database } from '#server/db/client.ts'

export async function createTestDatabase(): Promise<Database> {
  const templateFile = inject('pgliteTemplateFile')
  if (templateFile) {
    const dump = new Blob([await readFile(templateFile)])
    return openDatabase({ pglite: await createMemoryPglite(dump) })
  }
  const clone = await createPostgresClone()
  const database = await openDatabase({ url: clone.url })
  return {
    ...database,
    close: async () => {
      await database.close()
      await clone.drop()
    },
  }
}

/** True when the tests run against PostgreSQL (TEST_DATABASE_URL) rather than PGlite. */
export function isTestingOnPostgres(): boolean {
  return inject('postgresTemplateUrl') !== null
}

/** A new PostgreSQL database copied from the migrated template, and a way to drop it. */
export async function createPostgresClone(): Promise<{ url: string; drop(): Promise<void> }> {
  const templateUrl = inject('postgresTemplateUrl')
  if (!templateUrl) throw new Error('The test database global setup did not run')
  const templateName = new URL(templateUrl).pathname.slice(1)
  const cloneName = `${templateName}_${randomBytes(4).toString('hex')}`
  const admin = new URL(templateUrl)
  admin.pathname = '/postgres'
  await runAdmin(admin.href, `CREATE DATABASE "${cloneName}" TEMPLATE "${templateName}"`)
  const cloneUrl = new URL(templateUrl)
  cloneUrl.pathname = `/${cloneName}`
  return {
    url: cloneUrl.href,
    drop: () => runAdmin(admin.href, `DROP DATABASE IF EXISTS "${cloneName}" WITH (FORCE)`),
  }
}

async function runAdmin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
