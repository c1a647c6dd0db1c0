// A database of its own on a PostgreSQL server for one benchmark: created under a fresh name,
// handed to `use` by its URL, and dropped afterwards whatever happens, an interrupt (Ctrl-C, or
// a timeout's SIGTERM) included: a million-lot database left behind fills the disk. Its name
// starts with BENCH_DATABASE_PREFIX (lotwise_bench unless set), for a server shared with others.
import pg from 'pg'

export async function withScratchDatabase<T>(
  serverUrl: string,
  label: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'lotwise_bench'}_${label}_${Date.now()}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const drop = () => admin.query(`drop database if exists ${name} with (force)`)
  const interrupted = (signal: NodeJS.Signals) => {
    void drop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  }
  process.once('SIGINT', interrupted)
  process.once('SIGTERM', interrupted)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  try {
    return await use(url.href)
  } finally {
    process.off('SIGINT', interrupted)
    process.off('SIGTERM', interrupted)
    await drop()
    await admin.end()
  }
}
