import { Hono } from 'hono'
import { pingDatabase } from '../../db/client.ts'
import type { AppEnv } from '../../http/app-env.ts'

/** A database that takes longer than this to answer counts as down. */
const DATABASE_TIMEOUT_MS = 2000

/** 200 when the database answers, 503 when it does not; both carry the running version. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const databaseUp = await withTimeout(pingDatabase(c.var.db), DATABASE_TIMEOUT_MS)
    .then(() => true)
    .catch((error: unknown) => {
      c.var.logger.warn('health check: database did not answer', { error })
      return false
    })
  const body = {
    status: databaseUp ? ('ok' as const) : ('unavailable' as const),
    version: c.var.version,
    checks: { database: databaseUp ? ('up' as const) : ('down' as const) },
  }
  return databaseUp ? c.json(body, 200) : c.json(body, 503)
})

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
