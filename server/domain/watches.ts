// Watching a lot, the one way: from a parcel card, a screen, the map, or a report its owner
// orders. A watch starts from the lot's snapshot today, which the next re-run compares with.
import { isDeepStrictEqual } from 'node:util'
import { and, desc, eq } from 'drizzle-orm'
import type { WatchSnapshot, WatchSource } from '#common/contracts/watch.ts'
import { AppError } from '#common/errors.ts'
import type { Db } from '../db/client.ts'
import { watches, watchSnapshots } from '../db/schema/index.ts'
import { findParcelsForAnalysis } from './parcels.ts'
import { computeWatchSnapshot } from './watch-snapshot.ts'

/** Two snapshots say the same figures (whatever the engine version or date that produced them). */
export function sameFigures(a: WatchSnapshot, b: WatchSnapshot): boolean {
  return isDeepStrictEqual(a.facts, b.facts) && isDeepStrictEqual(a.pathways, b.pathways)
}

/**
 * The id of a snapshot saying `snapshot`'s figures for `apn`: the lot's latest when it says the
 * same, else a new one stored beside it (snapshots are never overwritten).
 */
export async function storeSnapshot(
  tx: Db,
  apn: string,
  snapshot: WatchSnapshot,
  runId: string | null = null,
): Promise<string> {
  const [latest] = await tx
    .select({ id: watchSnapshots.id, snapshot: watchSnapshots.snapshot })
    .from(watchSnapshots)
    .where(eq(watchSnapshots.apn, apn))
    .orderBy(desc(watchSnapshots.createdAt))
    .limit(1)
  if (latest && sameFigures(latest.snapshot, snapshot)) return latest.id
  const [stored] = await tx
    .insert(watchSnapshots)
    .values({
      apn,
      engineVersion: snapshot.engineVersion,
      analysisDate: snapshot.analysisDate,
      snapshot,
      runId,
    })
    .returning({ id: watchSnapshots.id })
  if (!stored) throw new AppError('INTERNAL', 'The lot could not be saved.')
  return stored.id
}

/**
 * Watches `apn` for `userId` (the APN in its canonical form, in the records); watching it again
 * changes nothing. Answers the watch's id and whether it is new. Run in the caller's transaction.
 */
export async function watchLot(
  tx: Db,
  input: { userId: string; apn: string; source: WatchSource },
  analysisDate: string,
): Promise<{ id: string; created: boolean }> {
  const [made] = await tx
    .insert(watches)
    .values(input)
    .onConflictDoNothing({ target: [watches.userId, watches.apn] })
    .returning({ id: watches.id })
  if (!made) {
    const [existing] = await tx
      .select({ id: watches.id })
      .from(watches)
      .where(and(eq(watches.userId, input.userId), eq(watches.apn, input.apn)))
    if (!existing) throw new AppError('INTERNAL', 'The lot could not be saved.')
    return { id: existing.id, created: false }
  }
  const parcel = (await findParcelsForAnalysis(tx, [input.apn])).get(input.apn) ?? null
  const snapshotId = await storeSnapshot(tx, input.apn, computeWatchSnapshot(parcel, analysisDate))
  await tx.update(watches).set({ snapshotId }).where(eq(watches.id, made.id))
  return { id: made.id, created: true }
}
