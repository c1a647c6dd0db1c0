// Authentication by better-auth, mounted at /api/auth: email-and-password accounts (or phone
// number and password where the account has one), TOTP two-factor, password reset by email,
// and database sessions in HttpOnly cookies. The password rules of common/ are enforced here on
// every path that sets a password.
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import { phoneNumber, twoFactor } from 'better-auth/plugins'
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIREMENTS_MESSAGE,
  passwordProblems,
} from '#common/password-rules.ts'
import { INVALID_EMAIL_MESSAGE, isValidEmail, sanitizeText } from '#common/sanitize.ts'
import type { Db } from '../db/client.ts'
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema/index.ts'
import type { Logger } from '../lib/logger.ts'
import { siteOrigins } from '../lib/site-origins.ts'
import type { Mailer } from '../mail/mailer.ts'
import { passwordResetEmail } from '../mail/templates.ts'
import { ensureProfile } from './profiles.ts'

export type AuthOptions = {
  db: Db
  mailer: Mailer
  logger: Logger
  /**
   * The site's public address: the only origin allowed to change state, or, when it is this
   * machine, any of its loopback names at the same port (decision 510).
   */
  publicUrl: string
  secret: string
}

const SESSION_LIFETIME_S = 7 * 24 * 60 * 60
/** An active session is extended once a day, so it never expires while in use. */
const SESSION_REFRESH_AGE_S = 24 * 60 * 60
const RESET_LINK_LIFETIME_S = 60 * 60

/** Where each endpoint carries the password it sets. */
const PASSWORD_FIELDS: Readonly<Record<string, string>> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/phone-number/reset-password': 'newPassword',
}

/**
 * The phone-number routes that need a text message to reach the person. Lotwise has no text
 * sender, so they are switched off; sign-in with a phone number and password needs none. When a
 * sender arrives, removing a path here is enough: its password rules (PASSWORD_FIELDS) and its
 * limits (server/http/auth-rate-limit.ts) are already in place.
 */
export const TEXT_MESSAGE_PATHS = [
  '/phone-number/send-otp',
  '/phone-number/verify',
  '/phone-number/update',
  '/phone-number/request-password-reset',
  '/phone-number/reset-password',
] as const

/** Endpoints that write a person's own words into their account. */
const USER_TEXT_ENDPOINTS = new Set(['/sign-up/email', '/update-user'])
/** Those words: cleaned and cut to length like every other free text (spec §5). */
const USER_TEXT_FIELDS = ['name', 'image'] as const

function sanitizedUserFields(path: string, body: Record<string, unknown>): Record<string, string> {
  if (!USER_TEXT_ENDPOINTS.has(path)) return {}
  const cleaned: Record<string, string> = {}
  for (const field of USER_TEXT_FIELDS) {
    const value = body[field]
    if (typeof value === 'string') cleaned[field] = sanitizeText(value)
  }
  return cleaned
}

export function createAuth({ db, mailer, logger, publicUrl, secret }: AuthOptions) {
  return betterAuth({
    appName: 'Lotwise',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: siteOrigins(publicUrl),
    disabledPaths: [...TEXT_MESSAGE_PATHS],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    session: { expiresIn: SESSION_LIFETIME_S, updateAge: SESSION_REFRESH_AGE_S },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_S,
      revokeSessionsOnPasswordReset: true,
      // The link opens the web page, which posts the token with the new password.
      sendResetPassword: async ({ user, token }) => {
        const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`
        await mailer.send(passwordResetEmail(user.email, user.name, link))
      },
    },
    plugins: [
      twoFactor({ issuer: 'Lotwise' }),
      // Sign-in with a phone number and password for accounts that have one. Lotwise sends no
      // text messages: the routes that would send one are disabled above, and this refusal
      // stays as a second line should one be switched on without a sender.
      phoneNumber({
        sendOTP: () => {
          throw new APIError('NOT_IMPLEMENTED', { message: 'Text messages are not available' })
        },
      }),
    ],
    // Counted per address and per account in the database instead (server/auth/rate-limit.ts).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: publicUrl.startsWith('https://'),
      // better-auth skips its origin checks when NODE_ENV is test; they are kept on whatever the
      // setting, so that what tests see is what people get.
      disableOriginCheck: false,
      // A session is read with its user in one query (drizzle relations in schema/auth.ts):
      // every signed-in request starts with that read.
      database: { generateId: () => crypto.randomUUID(), joins: true },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>
        // better-auth answers true for any token, revoking only the caller's own: a token that
        // is not one of the caller's sessions is refused instead, naming nothing about it.
        if (ctx.path === '/revoke-session') {
          const caller = await getSessionFromCtx(ctx)
          const token = typeof body.token === 'string' ? body.token : ''
          const [owner] = caller
            ? await db
                .select({ userId: sessions.userId })
                .from(sessions)
                .where(eq(sessions.token, token))
            : []
          if (caller && owner?.userId !== caller.user.id)
            throw new APIError('NOT_FOUND', {
              message: REVOKE_UNKNOWN_SESSION_MESSAGE,
              code: 'SESSION_NOT_FOUND',
            })
        }
        const changes: Record<string, unknown> = { ...sanitizedUserFields(ctx.path, body) }
        const field = PASSWORD_FIELDS[ctx.path]
        if (field) {
          if (ctx.path === '/sign-up/email' && !isValidEmail(String(body.email ?? ''))) {
            throw new APIError('BAD_REQUEST', {
              message: INVALID_EMAIL_MESSAGE,
              code: 'INVALID_EMAIL',
            })
          }
          const password = typeof body[field] === 'string' ? body[field] : ''
          const problems = passwordProblems(password)
          if (problems.length > 0) {
            throw new APIError('BAD_REQUEST', {
              message: PASSWORD_REQUIREMENTS_MESSAGE,
              code: 'PASSWORD_REQUIREMENTS',
              details: problems,
            })
          }
        }
        // A changed password signs out every other session, whatever the client asked.
        if (ctx.path === '/change-password') changes.revokeOtherSessions = true
        if (Object.keys(changes).length === 0) return
        return { context: { body: { ...body, ...changes } } }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await ensureProfile(db, { id: user.id, email: user.email, name: user.name })
          },
        },
      },
    },
    // better-auth's own messages (failed sign-ins and the like) join the structured log.
    logger: {
      log: (level, message, ...details) =>
        logger[level](`auth: ${message}`, details.length > 0 ? { details } : undefined),
    },
    telemetry: { enabled: false },
  })
}

export type Auth = ReturnType<typeof createAuth>

export const REVOKE_UNKNOWN_SESSION_MESSAGE = 'You have no session with this token.'
