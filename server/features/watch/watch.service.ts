// A signed-in user's watched lots: saving and removing them, and reading them with the changes
// found since. Every query is bound to the caller's id: a watch of someone else's is not found.
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { normalizeApn } from '#common/contracts/parcels.ts'
import type { Watch, WatchChange, WatchRequest } from '#common/contracts/watch.ts'
import { AppError } from '#common/errors.ts'
import type { SignedInActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import { parcels, watchChanges, watches, watchSnapshots } from '../../db/schema/index.ts'
import { watchLot } from '../../domain/watches.ts'
import { todayInLosAngeles } from '../../lib/dates.ts'

export const WATCH_NOT_FOUND = 'That watched lot is not on your list.'

/** Saves a lot to the caller's watchlist (again: no change); answers it and whether it is new. */
export async function addWatch(
  db: Db,
  actor: SignedInActor,
  request: WatchRequest,
): Promise<{ watch: Watch; created: boolean }> {
  const apn = normalizeApn(request.apn)
  if (!apn)
    throw new AppError(
      'INVALID_INPUT',
      'An APN has 10 digits, written like 4306-026-007 or 4306026007.',
    )
  const [parcel] = await db.select({ apn: parcels.apn }).from(parcels).where(eq(parcels.apn, apn))
  if (!parcel) throw new AppError('NOT_FOUND', `No parcel with APN ${apn} is in our records.`)
  const { id, created } = await db.transaction((tx) =>
    watchLot(tx, { userId: actor.id, apn, source: request.source }, todayInLosAngeles()),
  )
  const [watch] = await listWatches(db, actor, id)
  if (!watch) throw new AppError('INTERNAL', 'The lot could not be saved.')
  return { watch, created }
}

/** Removes one of the caller's watches, with its changes. */
export async function removeWatch(db: Db, actor: SignedInActor, id: string): Promise<void> {
  const removed = await db
    .delete(watches)
    .where(and(eq(watches.id, id), eq(watches.userId, actor.id)))
    .returning({ id: watches.id })
  if (removed.length === 0) throw new AppError('NOT_FOUND', WATCH_NOT_FOUND)
}

/** Changes found on the caller's lots that the caller has not yet seen on the watch page. */
export async function countUnseenChanges(db: Db, actor: SignedInActor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(watchChanges)
    .innerJoin(watches, eq(watches.id, watchChanges.watchId))
    .where(and(eq(watches.userId, actor.id), isNull(watchChanges.seenAt)))
  return row?.n ?? 0
}

/** Marks every change on the caller's lots as seen. */
export async function markChangesSeen(db: Db, actor: SignedInActor): Promise<void> {
  const mine = db.select({ id: watches.id }).from(watches).where(eq(watches.userId, actor.id))
  await db
    .update(watchChanges)
    .set({ seenAt: new Date() })
    .where(and(inArray(watchChanges.watchId, mine), isNull(watchChanges.seenAt)))
}

const before = alias(watchSnapshots, 'before')
const after = alias(watchSnapshots, 'after')

/**
 * The caller's watched lots, most recently changed or saved first, each with its current
 * snapshot and its changes newest first (`only`: just that watch).
 */
export async function listWatches(db: Db, actor: SignedInActor, only?: string): Promise<Watch[]> {
  const rows = await db
    .select({
      id: watches.id,
      apn: watches.apn,
      source: watches.source,
      createdAt: watches.createdAt,
      address: parcels.addressDisplay,
      current: watchSnapshots.snapshot,
    })
    .from(watches)
    .leftJoin(parcels, eq(parcels.apn, watches.apn))
    .leftJoin(watchSnapshots, eq(watchSnapshots.id, watches.snapshotId))
    .where(and(eq(watches.userId, actor.id), only ? eq(watches.id, only) : undefined))
    .orderBy(desc(watches.createdAt))
  if (rows.length === 0) return []
  const changes = await db
    .select({
      id: watchChanges.id,
      watchId: watchChanges.watchId,
      differences: watchChanges.differences,
      before: before.snapshot,
      after: after.snapshot,
      createdAt: watchChanges.createdAt,
      seenAt: watchChanges.seenAt,
    })
    .from(watchChanges)
    .innerJoin(before, eq(before.id, watchChanges.fromSnapshotId))
    .innerJoin(after, eq(after.id, watchChanges.toSnapshotId))
    .where(
      inArray(
        watchChanges.watchId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(desc(watchChanges.createdAt))
  const byWatch = new Map<string, WatchChange[]>()
  for (const change of changes) {
    const list = byWatch.get(change.watchId) ?? []
    list.push({
      id: change.id,
      differences: change.differences,
      before: change.before,
      after: change.after,
      foundAt: change.createdAt.toISOString(),
      seen: change.seenAt !== null,
    })
    byWatch.set(change.watchId, list)
  }
  const watched = rows.map((row) => ({
    id: row.id,
    apn: row.apn,
    address: row.address,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    current: row.current,
    changes: byWatch.get(row.id) ?? [],
  }))
  // Lots with the newest change first, then the others by when they were saved.
  const latest = (watch: Watch) => watch.changes[0]?.foundAt ?? watch.createdAt
  return watched.sort((a, b) => latest(b).localeCompare(latest(a)))
}
