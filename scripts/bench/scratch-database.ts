// A database of its own on a PostgreSQL server for one benchmark: created under a fresh name,
// handed to `use` by its URL, and dropped afterwards whatever happens.
import pg from 'pg'

export async function withScratchDatabase<T>(
  serverUrl: string,
  label: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const name = `lotwise_bench_${label}_${Date.now()}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  try {
    return await use(url.href)
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}
