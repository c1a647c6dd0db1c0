// Making admins: the admin:create command, and the demo admin of a fresh embedded database.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { profiles, users } from '../db/schema/index.ts'
import type { Auth } from './auth.ts'
import { ensureProfile } from './profiles.ts'

/** A password that meets every rule of common/password-rules.ts. */
function generatedPassword(): string {
  return `Lw-${randomBytes(12).toString('base64url')}-7a`
}

export type AdminRequest = { email: string; name?: string; password?: string }

/**
 * Promotes the account with `email` to admin, or creates it (with `password`, or a generated
 * one that is returned) when there is none.
 */
export async function createOrPromoteAdmin(
  { db, auth }: { db: Db; auth: Auth },
  request: AdminRequest,
): Promise<{ created: boolean; password?: string }> {
  const email = request.email.trim().toLowerCase()
  const [existing] = await db.select().from(users).where(eq(users.email, email))
  if (existing) {
    await ensureProfile(db, existing)
    await db
      .update(profiles)
      .set({ isAdmin: true, updatedAt: new Date() })
      .where(eq(profiles.id, existing.id))
    return { created: false }
  }
  const password = request.password ?? generatedPassword()
  const { user } = await auth.api.signUpEmail({
    body: { email, password, name: request.name ?? email.split('@')[0] ?? email },
  })
  await db.update(profiles).set({ isAdmin: true }).where(eq(profiles.id, user.id))
  return { created: true, ...(request.password ? {} : { password }) }
}
