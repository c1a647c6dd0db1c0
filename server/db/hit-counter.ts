// Counters in a fixed window, kept in the database so every server shares them and they survive
// a restart: the sign-in limits and the report-notification limit count here. The API keys' limit
// keeps its hits in the same table, counted many keys at a time by the API meter (decision 511).
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from './client.ts'
import { rateLimitHits } from './schema/index.ts'

export type Limit = { max: number; windowMinutes: number }

/** One counted hit: whether it went over the limit, and the seconds until its window ends. */
export type Hit = { over: boolean; retryAfterSeconds: number }

/**
 * The whole seconds left in a window of length `window` opened at `windowStartedAt`, as a
 * statement counting a hit sees it. At most the window: a statement begun before the one that
 * opened the window (and kept waiting on its row) would see it end more than a window after its
 * own now(). The API meter counts its keys' hits with it too (decision 511).
 */
export function secondsLeftIn(windowStartedAt: SQL, window: SQL): SQL<number> {
  return sql<number>`ceil(least(extract(epoch from ${window}), extract(epoch from ${windowStartedAt} + ${window} - now())))::int`
}

/** Counts one hit on `key` against `limit`. */
export async function countHit(db: Db, key: string, limit: Limit): Promise<Hit> {
  const window = sql`${`${limit.windowMinutes} minutes`}::interval`
  const expired = sql`${rateLimitHits.windowStartedAt} < now() - ${window}`
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStartedAt: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitHits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimitHits.windowStartedAt} end`,
      },
    })
    .returning({
      count: rateLimitHits.count,
      secondsLeft: secondsLeftIn(sql`${rateLimitHits.windowStartedAt}`, window),
    })
  return {
    over: (row?.count ?? 0) > limit.max,
    retryAfterSeconds: Math.max(1, row?.secondsLeft ?? limit.windowMinutes * 60),
  }
}

/** Counts one hit on `key` and says whether it is over `limit`. */
export async function hit(db: Db, key: string, limit: Limit): Promise<boolean> {
  return (await countHit(db, key, limit)).over
}
