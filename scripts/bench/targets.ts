// Where a benchmark runs the server: the embedded database in a fresh folder, or a fresh database
// on the machine's PostgreSQL (BENCH_POSTGRES_URL), each with a cleanup that removes it again.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

export type Target = { name: string; env: Record<string, string>; cleanup: () => Promise<void> }

export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** `label` names the temporary folder and database, so a leftover says which benchmark left it. */
export async function embeddedTarget(label: string): Promise<Target> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `lotwise-bench-${label}-`))
  return {
    name: 'embedded',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
  }
}

/** A new database on PostgreSQL, or null (said on the console) when the server is not there. */
export async function postgresTarget(label: string): Promise<Target | null> {
  const name = `lotwise_bench_${label}_${Date.now()}`
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  try {
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
  } catch (error) {
    console.log(
      `postgresql   skipped: ${POSTGRES_ADMIN_URL} not reachable (${(error as Error).message})`,
    )
    return null
  } finally {
    await admin.end().catch(() => undefined)
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), `lotwise-bench-${label}-pg-`))
  return {
    name: 'postgresql',
    env: {
      DATABASE_URL: `${POSTGRES_ADMIN_URL.replace(/\/[^/]*$/, '')}/${name}`,
      DATA_DIR: dataDir,
    },
    cleanup: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
