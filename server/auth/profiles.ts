// The profiles row behind every account (spec §3): created when missing, with the basic tier.
import { eq, sql } from 'drizzle-orm'
import { AppError } from '#common/errors.ts'
import { MESSAGES } from '#common/messages.ts'
import type { Db } from '../db/client.ts'
import { isConnectionLoss } from '../db/errors.ts'
import { preparedQuery } from '../db/prepared.ts'
import { profiles } from '../db/schema/index.ts'

export type Profile = typeof profiles.$inferSelect

/** The profile read of every signed-in request (server/http/load-actor.ts). */
function profileById(db: Db) {
  return preparedQuery(db, 'profile_by_id', (on) =>
    on
      .select()
      .from(profiles)
      .where(eq(profiles.id, sql.placeholder('id'))),
  )
}

/** The user's profile, created with id, email and the basic tier when it is missing. */
export async function ensureProfile(
  db: Db,
  user: { id: string; email: string; name?: string | null },
): Promise<Profile> {
  try {
    const [existing] = await profileById(db).execute({ id: user.id })
    if (existing) return existing
    // Two first requests may race here; the loser's insert does nothing and reads the winner's row.
    const [created] = await db
      .insert(profiles)
      .values({
        id: user.id,
        email: user.email,
        fullName: user.name || null,
        subscriptionTier: 'basic',
      })
      .onConflictDoNothing()
      .returning()
    if (created) return created
    const [raced] = await db.select().from(profiles).where(eq(profiles.id, user.id))
    if (raced) return raced
  } catch (error) {
    // A database blip is not a failure to create the profile: the general mapping says "try again".
    if (isConnectionLoss(error)) throw error
    throw new AppError('INTERNAL', MESSAGES.profileCreateFailed, undefined, { cause: error })
  }
  throw new AppError('INTERNAL', MESSAGES.profileCreateFailed)
}
