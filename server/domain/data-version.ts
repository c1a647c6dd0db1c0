// The version of the parcel data: changes whenever an import finishes. Whatever is drawn from
// the parcels (map tiles, a report's map in its PDF) is kept under it, so nothing stale is served.
//
// A map asks for dozens of tiles a second and each needs the version, so it is kept in memory per
// database rather than read for every tile. This process moves it on at once when it records an
// import (`dataChanged`); an import run by another process (the import command against the same
// PostgreSQL) is seen when the kept version is next read again, at most RECHECK_MS later.
import { count, max } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { dataImports } from '../db/schema/index.ts'

/** How long a version read from the database is trusted before it is read again. */
export const DATA_VERSION_RECHECK_MS = 5000

let kept = new WeakMap<Db, { version: Promise<string>; readAt: number }>()

export function dataVersion(db: Db): Promise<string> {
  const known = kept.get(db)
  if (known && performance.now() - known.readAt < DATA_VERSION_RECHECK_MS) return known.version
  const version = readDataVersion(db)
  const entry = { version, readAt: performance.now() }
  kept.set(db, entry)
  // A failed read is not kept: the next request asks the database again.
  version.catch(() => {
    if (kept.get(db) === entry) kept.delete(db)
  })
  return version
}

/**
 * The one place the data version moves: call it once a data_imports row is committed (after the
 * import's transaction, not inside it, or a tile read before the commit would keep the old one).
 */
export function dataChanged(): void {
  kept = new WeakMap()
}

async function readDataVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ runs: count(), latest: max(dataImports.finishedAt) })
    .from(dataImports)
  return `${row?.runs ?? 0}-${row?.latest?.getTime() ?? 0}`
}
