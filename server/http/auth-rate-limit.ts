// Limits on guessing and flooding: sign-in, sign-up, password reset and second-factor codes
// are counted per network address and per account, in the database (so the count is shared by
// every server and survives a restart). Over the limit, the answer is 429 with a clear message.
import type { IncomingMessage } from 'node:http'
import { sql } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { AppError } from '#common/errors.ts'
import type { Db } from '../db/client.ts'
import { rateLimitHits } from '../db/schema/index.ts'
import type { AppEnv } from './app-env.ts'

type Limit = { max: number; windowMinutes: number }
type Rule = { perAddress: Limit; perAccount?: Limit }

const FIFTEEN_MINUTES = 15
const ONE_HOUR = 60

const SIGN_IN: Rule = {
  perAddress: { max: 30, windowMinutes: FIFTEEN_MINUTES },
  perAccount: { max: 10, windowMinutes: FIFTEEN_MINUTES },
}

/** Per endpoint under /api/auth. Counting every attempt, successful or not. */
export const AUTH_RATE_LIMITS: Readonly<Record<string, Rule>> = {
  '/sign-in/email': SIGN_IN,
  '/sign-in/phone-number': SIGN_IN,
  '/sign-up/email': {
    perAddress: { max: 60, windowMinutes: ONE_HOUR },
    perAccount: { max: 5, windowMinutes: ONE_HOUR },
  },
  '/request-password-reset': {
    perAddress: { max: 20, windowMinutes: ONE_HOUR },
    perAccount: { max: 5, windowMinutes: ONE_HOUR },
  },
  // Switched off until there is a text sender (TEXT_MESSAGE_PATHS); limited like email resets.
  '/phone-number/send-otp': {
    perAddress: { max: 20, windowMinutes: ONE_HOUR },
    perAccount: { max: 5, windowMinutes: ONE_HOUR },
  },
  '/phone-number/request-password-reset': {
    perAddress: { max: 20, windowMinutes: ONE_HOUR },
    perAccount: { max: 5, windowMinutes: ONE_HOUR },
  },
  '/phone-number/reset-password': {
    perAddress: { max: 30, windowMinutes: FIFTEEN_MINUTES },
    perAccount: { max: 10, windowMinutes: FIFTEEN_MINUTES },
  },
  '/phone-number/verify': {
    perAddress: { max: 30, windowMinutes: FIFTEEN_MINUTES },
    perAccount: { max: 10, windowMinutes: FIFTEEN_MINUTES },
  },
  '/two-factor/verify-totp': { perAddress: { max: 30, windowMinutes: FIFTEEN_MINUTES } },
  '/two-factor/verify-backup-code': { perAddress: { max: 30, windowMinutes: FIFTEEN_MINUTES } },
}

export function rateLimitMessage(windowMinutes: number): string {
  const wait = windowMinutes >= 60 ? 'an hour' : `${windowMinutes} minutes`
  return `Too many attempts. Please wait ${wait} and try again.`
}

/** Counts one hit on `key` and says whether it is over `limit`. */
async function hit(db: Db, key: string, limit: Limit): Promise<boolean> {
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

/** The caller's network address as the socket saw it ("unknown" outside a real server). */
function clientAddress(env: unknown): string {
  const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming
  return incoming?.socket.remoteAddress ?? 'unknown'
}

/** The email or phone number the request is about, normalised, when its body names one. */
async function accountOf(request: Request): Promise<string | null> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null)
  if (typeof body !== 'object' || body === null) return null
  const { email, phoneNumber } = body as { email?: unknown; phoneNumber?: unknown }
  if (typeof email === 'string' && email.trim()) return email.trim().toLowerCase()
  if (typeof phoneNumber === 'string' && phoneNumber.trim()) return phoneNumber.replace(/\s+/g, '')
  return null
}

/** Mounted on /api/auth/*: refuses attempts over the limits above. */
export function authRateLimit() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const endpoint = c.req.path.replace(/^\/api\/auth/, '')
    const rule = c.req.method === 'POST' ? AUTH_RATE_LIMITS[endpoint] : undefined
    if (!rule) return next()
    const checks: Array<[string, Limit]> = [
      [`${endpoint}:address:${clientAddress(c.env)}`, rule.perAddress],
    ]
    const account = rule.perAccount ? await accountOf(c.req.raw) : null
    if (account && rule.perAccount) checks.push([`${endpoint}:account:${account}`, rule.perAccount])
    for (const [key, limit] of checks) {
      if (await hit(c.var.db, key, limit)) {
        const error = new AppError('RATE_LIMITED', rateLimitMessage(limit.windowMinutes))
        return c.json(error.toBody(), 429, { 'Retry-After': String(limit.windowMinutes * 60) })
      }
    }
    return next()
  })
}
