import { Hono } from 'hono'
import { pingDatabase, type Db } from '../../db/client.ts'
import type { AppEnv } from '../../http/app-env.ts'
import type { Logger } from '../../lib/logger.ts'

/** A database that takes longer than this to answer counts as down. */
const DATABASE_TIMEOUT_MS = 2000

/**
 * A database answer is reused for this long: load balancers and monitors ask many times a
 * second, and one query a second says as much as one per request.
 */
export const DATABASE_CHECK_MS = 1000

/** The latest database check per database, shared by the requests that arrive meanwhile. */
const latestCheck = new WeakMap<Db, { startedAt: number; up: Promise<boolean> }>()

function databaseUp(db: Db, logger: Logger): Promise<boolean> {
  const latest = latestCheck.get(db)
  if (latest && Date.now() - latest.startedAt < DATABASE_CHECK_MS) return latest.up
  const up = withTimeout(pingDatabase(db), DATABASE_TIMEOUT_MS)
    .then(() => true)
    .catch((error: unknown) => {
      logger.warn('health check: database did not answer', { error })
      return false
    })
  latestCheck.set(db, { startedAt: Date.now(), up })
  return up
}

/** 200 when the database answers, 503 when it does not; both carry the running version. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const up = await databaseUp(c.var.db, c.var.logger)
  const body = {
    status: up ? ('ok' as const) : ('unavailable' as const),
    version: c.var.version,
    checks: { database: up ? ('up' as const) : ('down' as const) },
  }
  return up ? c.json(body, 200) : c.json(body, 503)
})

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
