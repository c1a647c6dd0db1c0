// What stored results rest on in the data: the latest import. Runs that keep results current
// (the screen's, the watched lots') compare it with their last run's.
import { desc } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { dataImports } from '../db/schema/index.ts'

/** The latest import's id, or "none" before any. */
export async function currentDataStamp(db: Db): Promise<string> {
  const [latest] = await db
    .select({ id: dataImports.id })
    .from(dataImports)
    .orderBy(desc(dataImports.finishedAt), desc(dataImports.id))
    .limit(1)
  return latest?.id ?? 'none'
}
