// The signed-in user's profile (spec §2 Profile) and the admin check (spec §6, §7).
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { ADMIN_CONFIRMATION, type ProfileView } from '#common/contracts/accounts.ts'
import { creditsRemaining, monthlyAllowance } from '#common/credits.ts'
import { AppError } from '#common/errors.ts'
import { requireActor } from '../../auth/current-user.ts'
import { users } from '../../db/schema/index.ts'
import type { AppEnv } from '../../lib/app-env.ts'
import { countReports } from '../reports/reports.service.ts'

export const profileRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { profile, id } = requireActor(c.var.actor)
  const [user] = await c.var.db
    .select({ image: users.image, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, id))
  const view: ProfileView = {
    id,
    email: profile.email,
    fullName: profile.fullName,
    avatarUrl: user?.image ?? null,
    subscriptionTier: profile.subscriptionTier,
    subscriptionStatus: profile.subscriptionStatus,
    legacyTier: profile.legacyTier,
    isAdmin: profile.isAdmin,
    currentPeriodEnd: profile.currentPeriodEnd?.toISOString() ?? null,
    twoFactorEnabled: user?.twoFactorEnabled ?? false,
    stats: {
      reportsCreated: await countReports(c.var.db, id),
      creditsRemaining: creditsRemaining(profile),
      monthlyReportsUsed: profile.monthlyReportsUsed,
      monthlyAllowance: monthlyAllowance(profile),
      bonusCredits: profile.bonusCredits,
    },
  }
  return c.json(view, 200)
})

/** Remote functions (spec §7). admin_check_test answers the phrase only to an admin. */
export const rpcRoutes = new Hono<AppEnv>().post('/admin_check_test', (c) => {
  const actor = requireActor(c.var.actor)
  if (!actor.isAdmin) throw new AppError('FORBIDDEN', 'Admin authentication required')
  return c.json(ADMIN_CONFIRMATION, 200)
})
