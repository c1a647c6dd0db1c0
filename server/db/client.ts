// Opens the database: PostgreSQL when a URL is given, otherwise the embedded PGlite in a folder.
// Both speak the same SQL and run the same migrations (server/db/migrations).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { setImmediate as nextEventLoopTurn } from 'node:timers/promises'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql, type SQL } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import type { Logger } from '../lib/logger.ts'
import * as schema from './schema/index.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
  readonly db: Db
  readonly kind: 'embedded' | 'postgres'
  /** The embedded database's own client (null on PostgreSQL), for the job queue. */
  readonly pglite: PGlite | null
  /** PostgreSQL's connection URL (null for the embedded database), for the job queue. */
  readonly url: string | null
  /** Applies every migration not yet applied. */
  migrate(): Promise<void>
  /**
   * Bulk-loads CSV rows (no header) into `table` with COPY: many times faster than INSERT for
   * large loads. One statement, so it loads every row or none.
   */
  copyCsv(table: string, columns: readonly string[], csv: string): Promise<void>
  close(): Promise<void>
}

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations')
const PGLITE_EXTENSIONS = { pg_trgm }

export type DatabaseTarget = { url: string } | { dataDir: string } | { pglite: PGlite }

/** The database the settings name: PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR. */
export function databaseTargetOf(env: {
  readonly DATABASE_URL?: string | undefined
  readonly DATA_DIR: string
}): DatabaseTarget {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR }
}

/** Opens PostgreSQL at `url`, the embedded database in `dataDir`, or wraps an open PGlite. */
export async function openDatabase(target: DatabaseTarget, logger?: Logger): Promise<Database> {
  if ('url' in target) return openPostgres(target.url, logger)
  if ('pglite' in target) return wrapPglite(target.pglite)
  const folder = path.resolve(target.dataDir, 'pglite')
  await mkdir(folder, { recursive: true })
  const unlock = await lockDataFolder(folder)
  try {
    const database = wrapPglite(await PGlite.create(folder, { extensions: PGLITE_EXTENSIONS }))
    return {
      ...database,
      close: async () => {
        await database.close()
        await unlock()
      },
    }
  } catch (error) {
    await unlock()
    throw error
  }
}

export function secondOpenerMessage(folder: string, pid: number): string {
  return (
    `The embedded database in ${folder} is already open in another Lotwise process (pid ${pid}). ` +
    'Stop that process first, or set DATABASE_URL so that several processes share PostgreSQL.'
  )
}

/**
 * Claims the embedded database's folder for this process. PGlite has one writer and no lock of
 * its own: a second process would open the same files and its writes would be lost. The lock
 * file names the owner's pid; a lock whose process is gone (killed) is taken over.
 */
async function lockDataFolder(folder: string): Promise<() => Promise<void>> {
  const lockFile = path.join(folder, '..', 'pglite.lock')
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' })
      return () => rm(lockFile, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim())
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner))
      throw new Error(secondOpenerMessage(folder, owner))
    await rm(lockFile, { force: true })
  }
  throw new Error(`Could not lock the embedded database in ${folder}`)
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A fresh in-memory embedded database, optionally started from a dumped data folder. */
export async function createMemoryPglite(loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ extensions: PGLITE_EXTENSIONS, ...(loadDataDir ? { loadDataDir } : {}) })
}

function wrapPglite(client: PGlite): Database {
  // drizzle passes type parsers with every query (so that dates stay strings), and PGlite
  // 0.5.16 merges them by copying its own table first: about 320 parsers, one per array type,
  // about 100 µs of every statement (decision 197). With the table one prototype down, a
  // query without parsers (the job queue's) reads every parser as before, and the merge copies
  // only own entries: none. Queries through drizzle then get arrays in PostgreSQL's text form,
  // which drizzle's array columns parse themselves; no raw query here reads an array.
  client.parsers = Object.create(client.parsers) as PGlite['parsers']
  lettingTheEventLoopRun(client)
  const db = drizzlePglite({ client, schema, casing: 'snake_case' })
  return {
    db,
    kind: 'embedded',
    pglite: client,
    url: null,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    copyCsv: async (table, columns, csv) => {
      await client.query(
        `${copyStatement(table, columns)} FROM '/dev/blob' WITH (FORMAT csv)`,
        [],
        {
          blob: new Blob([csv]),
        },
      )
    },
    close: () => client.close(),
  }
}

/**
 * PGlite runs each statement synchronously on this thread and settles its promise as a
 * microtask, so a chain of awaited statements (a screen refresh slice, an import, the first
 * start's demo accounts) never let timers or sockets run: the server answered no request until
 * the chain ended, about a minute during the demo city's first screen refresh. Each statement
 * and transaction begun outside a transaction now first lets pending I/O run (decision 425).
 */
function lettingTheEventLoopRun(client: PGlite): void {
  const query = client.query.bind(client)
  const exec = client.exec.bind(client)
  const transaction = client.transaction.bind(client)
  client.query = async (...args: Parameters<PGlite['query']>) => {
    await nextEventLoopTurn()
    return query(...args)
  }
  client.exec = async (...args: Parameters<PGlite['exec']>) => {
    await nextEventLoopTurn()
    return exec(...args)
  }
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    await nextEventLoopTurn()
    return transaction(callback)
  }
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void

/**
 * The PostgreSQL pool. A client borrowed with `connect()` whose connection dies goes back to the
 * pool at once, where it is discarded, and its borrower's own release afterwards does nothing.
 * drizzle's transaction() (0.45.4) sends BEGIN before the try whose finally releases the client,
 * so a BEGIN on a connection terminated a moment before kept its pool slot for good: ten of those
 * and every later query waited forever (drizzle-orm issues 6023 and 6241; our fault suite saw it).
 * pool.query borrows with a callback and already gives a lost client back itself.
 */
class Pool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>
  override connect(callback: ConnectCallback): void
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback)
    return super.connect().then(releasedWhenLost)
  }
}

function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release
  let released = false
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return
    released = true
    client.removeListener('end', onLost)
    release(error)
  }
  const onLost = () => releaseOnce(new Error('the database connection was lost'))
  client.once('end', onLost)
  client.release = releaseOnce
  return client
}

function openPostgres(url: string, logger?: Logger): Database {
  const pool = new Pool({ connectionString: url, max: 10 })
  // The one pool error policy: a lost connection never crashes the process. The pool reports
  // idle clients' errors; a client checked out for a transaction reports on itself, and with
  // no listener Node would throw "Unhandled 'error' event". The query in flight fails (its
  // request answers 503, server/http/error-response.ts), the broken client is discarded on
  // release, and the next query gets a fresh connection.
  pool.on('error', (error) => logger?.warn('idle database connection lost', { error }))
  pool.on('connect', (client) => {
    client.on('error', (error) => logger?.warn('database connection lost', { error }))
  })
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' })
  return {
    db,
    kind: 'postgres',
    pglite: null,
    url,
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    copyCsv: async (table, columns, csv) => {
      const client = await pool.connect()
      try {
        const stream = client.query(
          copyFrom(`${copyStatement(table, columns)} FROM STDIN WITH (FORMAT csv)`),
        )
        await pipeline(Readable.from([csv]), stream)
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

function copyStatement(table: string, columns: readonly string[]): string {
  return `COPY "${table}" (${columns.map((column) => `"${column}"`).join(', ')})`
}

/** Resolves when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}

/**
 * Rows of a raw SQL query. Both drivers answer `{ rows }`; the generic database type cannot say
 * so, hence the one cast here.
 */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}
