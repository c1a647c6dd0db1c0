// The signed-in person's own account: the profile screen's data (spec §2), the admin check and
// the permissions summary (spec §6, §7).
import type { PermissionsView, ProfileView } from '#common/contracts/accounts.ts'
import { creditsRemaining, monthlyAllowance } from '#common/credits.ts'
import { AppError } from '#common/errors.ts'
import { MESSAGES } from '#common/messages.ts'
import { grantsOf, roleOf } from '#common/permissions.ts'
import type { SignedInActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import { countReportsOf } from '../../domain/reports.ts'

export async function getProfileView(db: Db, actor: SignedInActor): Promise<ProfileView> {
  const { profile, id, account } = actor
  return {
    id,
    email: profile.email,
    fullName: profile.fullName,
    avatarUrl: account.avatarUrl,
    subscriptionTier: profile.subscriptionTier,
    subscriptionStatus: profile.subscriptionStatus,
    legacyTier: profile.legacyTier,
    isAdmin: profile.isAdmin,
    currentPeriodEnd: profile.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: profile.cancelAtPeriodEnd,
    twoFactorEnabled: account.twoFactorEnabled,
    stats: {
      reportsCreated: await countReportsOf(db, id),
      creditsRemaining: creditsRemaining(profile),
      monthlyReportsUsed: profile.monthlyReportsUsed,
      monthlyAllowance: monthlyAllowance(profile),
      bonusCredits: profile.bonusCredits,
    },
  }
}

/** admin_check_test: the spec's phrase for an admin, FORBIDDEN for anyone else. */
export function confirmAdmin(actor: SignedInActor): string {
  if (!actor.isAdmin) throw new AppError('FORBIDDEN', MESSAGES.adminRequired)
  return MESSAGES.adminConfirmation
}

/** debug_permissions: the caller's role and every permission the one table gives it. */
export function describePermissions(actor: SignedInActor | null): PermissionsView {
  const role = roleOf(actor)
  return { role, permissions: [...grantsOf(role)] }
}
