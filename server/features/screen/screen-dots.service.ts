// A screen's dots (common/screen-dots.ts) packed and gzipped once per screen and per finished
// refresh of the results, since a map redraws the same screen far more often than the results
// change (decision 466; kept as domain/screen-kept.ts keeps them).
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { ScreenQuery } from '#common/contracts/screen.ts'
import { encodeScreenDots, type ScreenDot } from '#common/screen-dots.ts'
import type { SignedInActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import { findScreenDots, findScreenList } from '../../domain/screen.ts'
import { keptPerScreen } from '../../domain/screen-kept.ts'

const gzipAsync = promisify(gzip)

export type PackedDots = { raw: Uint8Array<ArrayBuffer>; gzipped: Uint8Array<ArrayBuffer> }

/** Screens kept: a few users' recent screens, each a megabyte or so at the demo city's size. */
const keptDots = keptPerScreen<PackedDots>(32)

async function pack(dots: ScreenDot[]): Promise<PackedDots> {
  const raw = encodeScreenDots(dots)
  return { raw, gzipped: new Uint8Array(await gzipAsync(raw)) }
}

/**
 * The dots of `query` packed, raw and gzipped. Every signed-in caller's dots of one screen are
 * the same, so they are kept by screen alone; a list's owner is checked before its kept dots are
 * given. A visitor's few are made each time.
 */
export async function packScreenDots(
  db: Db,
  actor: SignedInActor | null,
  query: ScreenQuery,
): Promise<PackedDots> {
  if (!actor) return pack(await findScreenDots(db, null, query))
  if (query.list !== undefined) await findScreenList(db, actor, query.list)
  return keptDots(db, query, async () => pack(await findScreenDots(db, actor, query)))
}
