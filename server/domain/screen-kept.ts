// What a screen answers from its filters alone (how many lots match, the map's dots) kept in the
// server's memory per screen, since a table pages and a map redraws one screen far more often
// than the results change (decisions 466, 490). Kept per finished refresh of the results and per
// import of the parcels: while a refresh runs the results move under every answer, so nothing is
// kept until it finishes, and an import changes the parcel columns a screen filters on before
// the next refresh has begun.
import { desc } from 'drizzle-orm'
import type { ScreenQuery } from '#common/contracts/screen.ts'
import type { Db } from '../db/client.ts'
import { screenRuns } from '../db/schema/index.ts'
import { currentDataStamp } from './data-stamp.ts'

/** What the results rest on, or null while a refresh runs (or before the first). */
async function resultsVersion(db: Db): Promise<string | null> {
  const [[run], dataStamp] = await Promise.all([
    db
      .select({ id: screenRuns.id, finishedAt: screenRuns.finishedAt })
      .from(screenRuns)
      .orderBy(desc(screenRuns.startedAt))
      .limit(1),
    currentDataStamp(db),
  ])
  return run?.finishedAt ? JSON.stringify([run.id, dataStamp]) : null
}

/**
 * A store of up to `capacity` screens' `T`, the oldest dropped first. `find` answers the kept
 * value of `query` (its order aside, which changes neither) or makes and keeps it.
 */
export function keptPerScreen<T>(capacity: number) {
  const kept = new Map<string, T>()
  return async function find(db: Db, query: ScreenQuery, make: () => Promise<T>): Promise<T> {
    const version = await resultsVersion(db)
    if (version === null) return make()
    const key = JSON.stringify([version, { ...query, sort: null, dir: null }])
    const found = kept.get(key)
    if (found !== undefined) return found
    const made = await make()
    kept.set(key, made)
    if (kept.size > capacity) kept.delete(kept.keys().next().value!)
    return made
  }
}
