// Authentication by better-auth, mounted at /api/auth: email-and-password accounts and
// database sessions in HttpOnly cookies.
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { Db } from '../db/client.ts'
import { accounts, sessions, users, verifications } from '../db/schema/index.ts'

export type AuthOptions = {
  db: Db
  /** The site's public address; the only origin allowed to change state. */
  publicUrl: string
  secret: string
}

export function createAuth({ db, publicUrl, secret }: AuthOptions) {
  return betterAuth({
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: { enabled: true },
    telemetry: { enabled: false },
  })
}

export type Auth = ReturnType<typeof createAuth>
