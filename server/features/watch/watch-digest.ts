// The watched lots' changes as digest entries (decision 400): each change not yet emailed and not
// yet read on the watch page, headed by its lot's address, each difference in words with both
// figures as the re-run wrote it.
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { parcels, watchChanges, watches } from '../../db/schema/index.ts'
import type { DigestSource } from '../../domain/digest.ts'

const notYetTold = and(isNull(watchChanges.emailedAt), isNull(watchChanges.seenAt))

export const watchChangesDigest: DigestSource = {
  title: 'Your watched lots',
  link: { path: '/watch', label: 'See every change on your watched lots' },
  subject: (entries) =>
    entries.length === 1 && entries[0]
      ? `What changed on ${entries[0].heading}`
      : `What changed on ${entries.length} of your watched lots`,

  async pendingUsers(db) {
    const rows = await db
      .selectDistinct({ userId: watches.userId })
      .from(watchChanges)
      .innerJoin(watches, eq(watches.id, watchChanges.watchId))
      .where(notYetTold)
    return rows.map((row) => row.userId)
  },

  async claim(tx: Db, userId, before, now) {
    const mine = tx.select({ id: watches.id }).from(watches).where(eq(watches.userId, userId))
    const claimed = await tx
      .update(watchChanges)
      .set({ emailedAt: now })
      // `= any(array(…))`, not `in (…)`: the user's watches are found first and their changes by
      // index, where a planner without fresh statistics (right after a re-run wrote thousands)
      // scanned every change for each user: 0.1 s per digest at 100,000 changes (bench:watch).
      .where(
        and(
          notYetTold,
          lt(watchChanges.createdAt, before),
          sql`${watchChanges.watchId} = any(array(${mine}))`,
        ),
      )
      .returning({
        watchId: watchChanges.watchId,
        differences: watchChanges.differences,
        createdAt: watchChanges.createdAt,
      })
    if (claimed.length === 0) return []
    const lots = await tx
      .select({ id: watches.id, apn: watches.apn, address: parcels.addressDisplay })
      .from(watches)
      .leftJoin(parcels, eq(parcels.apn, watches.apn))
      .where(
        inArray(
          watches.id,
          claimed.map((change) => change.watchId),
        ),
      )
      .orderBy(asc(parcels.addressDisplay), asc(watches.apn))
    // One entry per lot, its changes oldest first, so a figure that moved twice reads in order.
    return lots.map((lot) => ({
      heading: lot.address ? `${lot.address} (APN ${lot.apn})` : `APN ${lot.apn}`,
      lines: claimed
        .filter((change) => change.watchId === lot.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .flatMap((change) => change.differences),
    }))
  },
}
