// Opens the database: PostgreSQL when a URL is given, otherwise the embedded PGlite in a folder.
// Both speak the same SQL and run the same migrations (server/db/migrations).
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { Logger } from '../lib/logger.ts'
import * as schema from './schema/index.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
  readonly db: Db
  readonly kind: 'embedded' | 'postgres'
  /** Applies every migration not yet applied. */
  migrate(): Promise<void>
  close(): Promise<void>
}

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations')
const PGLITE_EXTENSIONS = { pg_trgm }

export type DatabaseTarget = { url: string } | { dataDir: string } | { pglite: PGlite }

/** Opens PostgreSQL at `url`, the embedded database in `dataDir`, or wraps an open PGlite. */
export async function openDatabase(target: DatabaseTarget, logger?: Logger): Promise<Database> {
  if ('url' in target) return openPostgres(target.url, logger)
  if ('pglite' in target) return wrapPglite(target.pglite)
  const folder = path.resolve(target.dataDir, 'pglite')
  await mkdir(folder, { recursive: true })
  return wrapPglite(await PGlite.create(folder, { extensions: PGLITE_EXTENSIONS }))
}

/** A fresh in-memory embedded database, optionally started from a dumped data folder. */
export async function createMemoryPglite(loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ extensions: PGLITE_EXTENSIONS, ...(loadDataDir ? { loadDataDir } : {}) })
}

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' })
  return {
    db,
    kind: 'embedded',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  }
}

function openPostgres(url: string, logger?: Logger): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle client that loses its connection must not crash the process: log it; the next
  // query gets a fresh connection and /api/health reports any outage.
  pool.on('error', (error) => logger?.warn('idle database connection lost', { error }))
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' })
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  }
}

/** Resolves when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}
