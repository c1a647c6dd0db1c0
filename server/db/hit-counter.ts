// Counters in a fixed window, kept in the database so every server shares them and they survive
// a restart: the sign-in limits and the report-notification limit count here.
import { sql } from 'drizzle-orm'
import type { Db } from './client.ts'
import { rateLimitHits } from './schema/index.ts'

export type Limit = { max: number; windowMinutes: number }

/** Counts one hit on `key` and says whether it is over `limit`. */
export async function hit(db: Db, key: string, limit: Limit): Promise<boolean> {
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
    .returning({ count: rateLimitHits.count })
  return (row?.count ?? 0) > limit.max
}
