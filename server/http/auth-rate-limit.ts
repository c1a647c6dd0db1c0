// Limits on guessing and flooding: sign-in, sign-up, password reset and second-factor codes
// are counted per network address, per account, or per account from one address, in the
// database (so the count is shared by every server and survives a restart). Over the limit, the
// answer is 429 with a clear message. Sign-in counts an account per address: a stranger's wrong
// guesses slow the stranger down but never lock the owner out (docs/decisions/071).
import type { IncomingMessage } from 'node:http'
import { createMiddleware } from 'hono/factory'
import { AppError } from '#common/errors.ts'
import { hit, type Limit } from '../db/hit-counter.ts'
import type { AppEnv } from './app-env.ts'

type Rule = {
  perAddress: Limit
  /** Counted for the account whoever asks: for floods aimed at one person (reset emails). */
  perAccount?: Limit
  /** Counted for the account from one address: for guessing, without a lock-out by strangers. */
  perAccountAndAddress?: Limit
}

const FIFTEEN_MINUTES = 15
const ONE_HOUR = 60

const SIGN_IN: Rule = {
  perAddress: { max: 30, windowMinutes: FIFTEEN_MINUTES },
  perAccountAndAddress: { max: 10, windowMinutes: FIFTEEN_MINUTES },
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
  '/phone-number/reset-password': SIGN_IN,
  '/phone-number/verify': SIGN_IN,
  '/two-factor/verify-totp': { perAddress: { max: 30, windowMinutes: FIFTEEN_MINUTES } },
  '/two-factor/verify-backup-code': { perAddress: { max: 30, windowMinutes: FIFTEEN_MINUTES } },
}

export function rateLimitMessage(windowMinutes: number): string {
  const wait = windowMinutes >= 60 ? 'an hour' : `${windowMinutes} minutes`
  return `Too many attempts. Please wait ${wait} and try again.`
}

/**
 * The caller's network address: the socket's, or with `trustedProxyHops` proxies of our own in
 * front, the address the outermost of them saw (X-Forwarded-For, read from the right, since
 * the client can write anything on its left). "unknown" outside a real server.
 */
export function clientAddress(env: unknown, forwardedFor: string | undefined, hops: number) {
  const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming
  const socketAddress = incoming?.socket.remoteAddress ?? 'unknown'
  if (hops === 0 || !forwardedFor) return socketAddress
  const chain = [...forwardedFor.split(',').map((entry) => entry.trim()), socketAddress]
  return chain[Math.max(0, chain.length - 1 - hops)] || socketAddress
}

/** The body's fields, whichever encoding better-auth accepts it in (JSON or a form). */
async function bodyFields(request: Request): Promise<Record<string, unknown> | null> {
  const contentType = request.headers.get('content-type') ?? ''
  if (/form-data|x-www-form-urlencoded/i.test(contentType)) {
    const form = await request
      .clone()
      .formData()
      .catch(() => null)
    return form
      ? Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))
      : null
  }
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null)
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null
}

/** The email or phone number the request is about, normalised, when its body names one. */
async function accountOf(request: Request): Promise<string | null> {
  const body = await bodyFields(request)
  if (!body) return null
  const { email, phoneNumber } = body
  if (typeof email === 'string' && email.trim()) return email.trim().toLowerCase()
  if (typeof phoneNumber === 'string' && phoneNumber.trim()) return phoneNumber.replace(/\s+/g, '')
  return null
}

/** Mounted on /api/auth/*: refuses attempts over the limits above. */
export function authRateLimit(trustedProxyHops = 0) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const endpoint = c.req.path.replace(/^\/api\/auth/, '')
    const rule = c.req.method === 'POST' ? AUTH_RATE_LIMITS[endpoint] : undefined
    if (!rule) return next()
    const address = clientAddress(c.env, c.req.header('x-forwarded-for'), trustedProxyHops)
    const checks: Array<[string, Limit]> = [[`${endpoint}:address:${address}`, rule.perAddress]]
    const account = rule.perAccount || rule.perAccountAndAddress ? await accountOf(c.req.raw) : null
    if (account && rule.perAccount) checks.push([`${endpoint}:account:${account}`, rule.perAccount])
    if (account && rule.perAccountAndAddress)
      checks.push([`${endpoint}:account:${account}:address:${address}`, rule.perAccountAndAddress])
    for (const [key, limit] of checks) {
      if (await hit(c.var.db, key, limit)) {
        const error = new AppError('RATE_LIMITED', rateLimitMessage(limit.windowMinutes))
        return c.json(error.toBody(), 429, { 'Retry-After': String(limit.windowMinutes * 60) })
      }
    }
    return next()
  })
}
