// A screen's dots (common/screen-dots.ts) packed and gzipped once per screen and per finished
// refresh of the results, since a map redraws the same screen far more often than the results
// change (decision 466). While a refresh runs the results move under every answer, so nothing is
// kept until it finishes.
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { desc } from 'drizzle-orm'
import type { ScreenQuery } from '#common/contracts/screen.ts'
import { encodeScreenDots } from '#common/screen-dots.ts'
import type { SignedInActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import { screenRuns } from '../../db/schema/index.ts'
import { findScreenDots, findScreenList } from '../../domain/screen.ts'

const gzipAsync = promisify(gzip)

/** Screens kept: a few users' recent screens, each a megabyte or so at the demo city's size. */
const KEPT = 32

export type PackedDots = { raw: Uint8Array<ArrayBuffer>; gzipped: Uint8Array<ArrayBuffer> }

const kept = new Map<string, PackedDots>()

/** The finished refresh the results rest on, or null while one runs (or before the first). */
async function resultsVersion(db: Db): Promise<string | null> {
  const [run] = await db
    .select({ id: screenRuns.id, finishedAt: screenRuns.finishedAt })
    .from(screenRuns)
    .orderBy(desc(screenRuns.startedAt))
    .limit(1)
  return run?.finishedAt ? run.id : null
}

/**
 * The dots of `query` packed, raw and gzipped. Every signed-in caller's dots of one screen are
 * the same, so they are kept by screen alone (the order aside); a list's owner is checked before
 * its kept dots are given. A visitor's few are made each time.
 */
export async function packScreenDots(
  db: Db,
  actor: SignedInActor | null,
  query: ScreenQuery,
): Promise<PackedDots> {
  const version = actor ? await resultsVersion(db) : null
  const key =
    version === null ? null : JSON.stringify([version, { ...query, sort: null, dir: null }])
  const found = key === null ? undefined : kept.get(key)
  if (found) {
    if (query.list !== undefined) await findScreenList(db, actor, query.list)
    return found
  }
  const raw = encodeScreenDots(await findScreenDots(db, actor, query))
  const packed = { raw, gzipped: new Uint8Array(await gzipAsync(raw)) }
  if (key !== null) {
    kept.set(key, packed)
    // The oldest screen goes first.
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!)
  }
  return packed
}
