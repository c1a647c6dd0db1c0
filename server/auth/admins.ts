// Making admins (npm run admin:create) and the demo accounts of a fresh embedded database.
import { randomBytes } from 'node:crypto'
import { count, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { parcels, profiles, reports, users } from '../db/schema/index.ts'
import type { Auth } from './auth.ts'
import { ensureProfile } from './profiles.service.ts'

/** Sign-in details of the demo accounts; also written in the README. */
export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@demo.lotwise.local',
    password: 'Demo-Admin-Lotwise-1',
    name: 'Dana Admin',
  },
  user: { email: 'user@demo.lotwise.local', password: 'Demo-User-Lotwise-1', name: 'Riley User' },
} as const

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

/**
 * On a database with no accounts, creates the demo admin and demo user, and gives the user
 * three reports on demo parcels (two pending, one completed) so the profile has something to show.
 * Returns false when accounts already existed.
 */
export async function createDemoAccountsIfEmpty({
  db,
  auth,
}: {
  db: Db
  auth: Auth
}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users)
  if ((row?.n ?? 0) > 0) return false
  await createOrPromoteAdmin({ db, auth }, DEMO_ACCOUNTS.admin)
  const { user } = await auth.api.signUpEmail({ body: { ...DEMO_ACCOUNTS.user } })
  const places = await db
    .select({ address: parcels.addressDisplay })
    .from(parcels)
    .where(sql`${parcels.addressDisplay} is not null`)
    .orderBy(parcels.apn)
    .limit(3)
  const addresses = places.map((place) => place.address ?? '')
  while (addresses.length < 3)
    addresses.push(`${1200 + addresses.length * 2} Demo Street, Los Angeles, CA 90012`)
  await db.insert(reports).values([
    { userId: user.id, address: addresses[0]!, reportType: 'single_family', status: 'completed' },
    {
      userId: user.id,
      address: addresses[1]!,
      reportType: 'multifamily_zoning',
      status: 'pending',
    },
    {
      userId: user.id,
      address: addresses[2]!,
      reportType: 'multifamily_development',
      status: 'pending',
    },
  ])
  return true
}
