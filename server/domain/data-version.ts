// The version of the parcel data: changes whenever an import finishes. Whatever is drawn from
// the parcels (map tiles, a report's map in its PDF) is kept under it, so nothing stale is served.
import { count, max } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { dataImports } from '../db/schema/index.ts'

export async function dataVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ runs: count(), latest: max(dataImports.finishedAt) })
    .from(dataImports)
  return `${row?.runs ?? 0}-${row?.latest?.getTime() ?? 0}`
}
