// Admitting an /api/v1 call (decision 511): its key looked up, checked live, counted against the
// key's limit per minute and against the owner's month of calls. Done one call at a time, that
// was four round trips and three single-row commits per call, on the same few rows for every
// call of a key or a user, and at 50 connections it was most of the API's p99.
//
// A meter belongs to one server process (one per database client, apiMeterOf). It keeps the keys it has found for a short while, and
// counts the calls that arrive together in one statement: while one count is in the database the
// next calls wait, and all of them go in the next statement. The statement itself decides, in
// the database every process shares, whether each key is still live, which calls are within its
// limit, and whether the owner's month still has free or paid-for calls for all of them, so the
// limit and the charges stay exact across processes. Calls that would open a new paid block take
// the one-call path in usage.ts, which charges the block under the owner's lock.
import { sql } from 'drizzle-orm'
import { API_KEY_PATTERN, API_KEY_REQUESTS_PER_MINUTE } from '#common/contracts/api-keys.ts'
import { AppError } from '#common/errors.ts'
import { queryRows, type Db } from '../../db/client.ts'
import { sqlState } from '../../db/errors.ts'
import { secondsLeftIn } from '../../db/hit-counter.ts'
import { API_CALLS_PRODUCT, countApiCall } from '../../domain/usage.ts'
import { createBatchedLookup } from '../../lib/batched-lookup.ts'
import { todayInLosAngeles } from '../../lib/dates.ts'
import {
  API_KEY_INVALID_MESSAGE,
  API_KEY_MISSING_MESSAGE,
  findLiveApiKeys,
  hashOfApiKey,
  type ApiCaller,
} from './api-keys.service.ts'

/** How long a found key's owner and scopes are used before they are read again. */
export const API_KEY_KEPT_MS = 30_000

/** Keys kept at most; past it, the longest kept go first. */
const KEYS_KEPT = 10_000

/** A call admitted, or refused for its key's limit with the seconds to wait. */
export type Admission = { caller: ApiCaller } | { retryAfterSeconds: number }

export type ApiMeter = {
  /**
   * The caller behind `secret` (the Authorization header's key), with the call counted against
   * the key's limit and the owner's month: UNAUTHENTICATED when the key is missing, malformed,
   * unknown or revoked; the seconds to wait when over the limit; PAYMENT_REQUIRED (from
   * usage.ts) past the month's free and paid calls without the credits for more.
   */
  admit(secret: string | null, pricingUrl: string): Promise<Admission>
}

/** What one counting statement says of one call. */
type Outcome = { live: false } | { live: true; retryAfterSeconds: number | null; counted: boolean }

/** A call waiting for its count. */
type Waiting = { settle: (outcome: Outcome) => void; fail: (error: unknown) => void }

type Counted = {
  keyId: string
  /** The key's hits in its window, these calls included. */
  hits: number
  secondsLeft: number
  /** How many of these calls are within the key's limit. */
  served: number
  /** Whether the owner's month took all of them as free or already paid for. */
  monthCounted: boolean
}

const DEADLOCK = '40P01'

/**
 * One statement for every key waiting: `keyIds` and `calls` side by side. A revoked or deleted
 * key is left out, so its calls are refused whichever process revoked it. Each key's hits go on
 * its row in rate_limit_hits as a hit each (the window of a minute starting anew as
 * countHit's does); the first calls of a key up to its limit are served. The owner's month takes
 * all their served calls at once, or none when they would pass the calls allowed. A month not
 * begun yet (its first calls, or a server's first after the turn of the month) is begun here with
 * the price's free calls, as countApiCall begins it, when the calls fit in them: otherwise each of
 * them went through countApiCall's transaction, one after another (decision 745).
 */
function countStatement(keyIds: string[], calls: number[], month: string) {
  const window = sql`interval '1 minute'`
  return sql`
    with batch as (
      select k.id as key_id, k.user_id, b.calls
      from unnest(${sql.param(keyIds)}::uuid[], ${sql.param(calls)}::int[]) as b(key_id, calls)
      join api_keys k on k.id = b.key_id and k.revoked_at is null
    ),
    used as (
      update api_keys set last_used_at = now()
      where id in (select key_id from batch)
        and (last_used_at is null or last_used_at < now() - ${window})
    ),
    hits as (
      insert into rate_limit_hits as h (key, window_started_at, count)
      select 'api-key:' || key_id, now(), calls from batch order by key_id
      on conflict (key) do update set
        count = case when h.window_started_at < now() - ${window}
          then excluded.count else h.count + excluded.count end,
        window_started_at = case when h.window_started_at < now() - ${window}
          then now() else h.window_started_at end
      returning h.key, h.count,
        ${secondsLeftIn(sql`h.window_started_at`, window)} as seconds_left
    ),
    served as (
      select b.key_id, b.user_id, h.count, h.seconds_left,
        greatest(0, least(b.calls, ${API_KEY_REQUESTS_PER_MINUTE} - (h.count - b.calls))) as served
      from batch b join hits h on h.key = 'api-key:' || b.key_id
    ),
    price as (
      select free_units from products
      where id = ${API_CALLS_PRODUCT} and kind = 'usage' and active and credits <> 0
    ),
    month_counted as (
      insert into api_usage as u (user_id, month, calls, allowed)
      select s.user_id, ${month}, s.calls, coalesce((select free_units from price), 0)
      from (select user_id, sum(served)::int as calls from served group by user_id) s
      where s.calls > 0 and (
        s.calls <= (select coalesce(free_units, 0) from price)
        or exists (select 1 from api_usage e where e.user_id = s.user_id and e.month = ${month}))
      on conflict (user_id, month) do update set calls = u.calls + excluded.calls
        where u.calls + excluded.calls <= u.allowed
      returning u.user_id
    )
    select key_id::text as "keyId", count as hits, seconds_left as "secondsLeft", served,
      user_id in (select user_id from month_counted) as "monthCounted"
    from served`
}

export function createApiMeter(db: Db): ApiMeter {
  const keys = new Map<string, { caller: ApiCaller; until: number }>()
  /** The calls waiting for the next statement, by key id. */
  let waiting = new Map<string, Waiting[]>()
  let counting = false
  // Keys not kept are looked up together, as they are counted: a server's first calls, or a round
  // of keys whose 30 seconds ran out at once, are one query rather than one each.
  const findKey = createBatchedLookup((hashes) => findLiveApiKeys(db, hashes))

  async function callerOf(hash: string): Promise<ApiCaller | null> {
    const kept = keys.get(hash)
    if (kept && kept.until > Date.now()) return kept.caller
    const found = await findKey(hash)
    keys.delete(hash)
    if (!found) return null
    if (keys.size >= KEYS_KEPT) keys.delete(keys.keys().next().value as string)
    keys.set(hash, { caller: found, until: Date.now() + API_KEY_KEPT_MS })
    return found
  }

  async function countOnce(batch: Map<string, Waiting[]>): Promise<Counted[]> {
    // In one order, so that two processes take the rows' locks in the same order.
    const keyIds = [...batch.keys()].sort()
    const calls = keyIds.map((id) => batch.get(id)?.length ?? 0)
    const statement = countStatement(keyIds, calls, todayInLosAngeles().slice(0, 7))
    // Two processes counting the same keys and owners can meet in a deadlock, which PostgreSQL
    // breaks by rolling one statement back whole; counting it again counts each call once.
    for (;;) {
      try {
        return await queryRows<Counted>(db, statement)
      } catch (error) {
        if (sqlState(error) !== DEADLOCK) throw error
      }
    }
  }

  /** Counts every call waiting, one statement at a time, until none is left. */
  async function countWaiting() {
    while (waiting.size > 0) {
      const batch = waiting
      waiting = new Map()
      try {
        const counted = new Map((await countOnce(batch)).map((row) => [row.keyId, row]))
        for (const [keyId, calls] of batch) {
          const row = counted.get(keyId)
          calls.forEach(({ settle }, index) =>
            settle(
              row
                ? {
                    live: true,
                    retryAfterSeconds: index < row.served ? null : Math.max(1, row.secondsLeft),
                    counted: row.monthCounted,
                  }
                : { live: false },
            ),
          )
        }
      } catch (error) {
        for (const calls of batch.values()) for (const { fail } of calls) fail(error)
      }
    }
    counting = false
  }

  function count(caller: ApiCaller): Promise<Outcome> {
    return new Promise((settle, fail) => {
      const calls = waiting.get(caller.keyId) ?? []
      calls.push({ settle, fail })
      waiting.set(caller.keyId, calls)
      // The calls whose requests were read in the same turn of the event loop go together.
      if (!counting) {
        counting = true
        setImmediate(() => void countWaiting())
      }
    })
  }

  return {
    async admit(secret, pricingUrl) {
      if (!secret) throw new AppError('UNAUTHENTICATED', API_KEY_MISSING_MESSAGE)
      if (!API_KEY_PATTERN.test(secret))
        throw new AppError('UNAUTHENTICATED', API_KEY_INVALID_MESSAGE)
      const hash = hashOfApiKey(secret)
      const caller = await callerOf(hash)
      if (!caller) throw new AppError('UNAUTHENTICATED', API_KEY_INVALID_MESSAGE)
      const outcome = await count(caller)
      if (!outcome.live) {
        keys.delete(hash)
        throw new AppError('UNAUTHENTICATED', API_KEY_INVALID_MESSAGE)
      }
      if (outcome.retryAfterSeconds !== null)
        return { retryAfterSeconds: outcome.retryAfterSeconds }
      // Past what the month has allowed so far: this call alone, under the owner's lock.
      if (!outcome.counted) await countApiCall(db, caller.actor.id, pricingUrl)
      return { caller }
    },
  }
}

const meters = new WeakMap<Db, ApiMeter>()

/** This process's meter on `db`: made on its first call, then the same one. */
export function apiMeterOf(db: Db): ApiMeter {
  let meter = meters.get(db)
  if (!meter) {
    meter = createApiMeter(db)
    meters.set(db, meter)
  }
  return meter
}
