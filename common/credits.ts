// A user's monthly allowance and remaining credits, exactly as spec §6 states them, including
// its quirk: a specialist is shown an allowance of 1 but counts as 0 in the credits formula.
import type { LegacyTier, SubscriptionTier } from './profiles.ts'

export type CreditsProfile = {
  readonly subscriptionTier: SubscriptionTier
  readonly subscriptionStatus: string | null
  readonly legacyTier: LegacyTier | null
  readonly monthlyReportsUsed: number
  readonly bonusCredits: number
}

export const PRO_MONTHLY_ALLOWANCE = 2
export const SPECIALIST_SHOWN_ALLOWANCE = 1

function isLegacyPro(profile: CreditsProfile): boolean {
  return profile.legacyTier === 'pro' || profile.legacyTier === 'pro_legacy'
}

/** Monthly reports the profile shows: 2 for an active pro or a legacy pro, 1 for an active specialist. */
export function monthlyAllowance(profile: CreditsProfile): number {
  const active = profile.subscriptionStatus === 'active'
  if ((profile.subscriptionTier === 'pro' && active) || isLegacyPro(profile))
    return PRO_MONTHLY_ALLOWANCE
  if (profile.subscriptionTier === 'specialist' && active) return SPECIALIST_SHOWN_ALLOWANCE
  return 0
}

/** The paid plan the profile has now: its tier while the subscription is active, else null. */
export function activePlan(
  profile: Pick<CreditsProfile, 'subscriptionStatus' | 'subscriptionTier'>,
): 'pro' | 'specialist' | null {
  if (profile.subscriptionStatus !== 'active' || profile.subscriptionTier === 'basic') return null
  return profile.subscriptionTier
}

/** max(0, allowance + bonus credits − monthly reports used), with a specialist's allowance as 0. */
export function creditsRemaining(profile: CreditsProfile): number {
  const allowance = profile.subscriptionTier === 'specialist' ? 0 : monthlyAllowance(profile)
  return Math.max(0, allowance + profile.bonusCredits - profile.monthlyReportsUsed)
}

/**
 * The profile's Monthly Reports Used stat. The spec shows it "as used/allowance" (§2) and gives
 * an allowance only to an active or legacy pro (2) and an active specialist (shown as 1, §6): a
 * tier without one has no allowance to show, so it reads "None", with a note saying why and any
 * reports still counted this month, never "0/0" (decision 846).
 */
export function monthlyReportsStat(
  used: number,
  allowance: number,
): { readonly value: string; readonly note: string | null } {
  if (allowance > 0) return { value: `${used}/${allowance}`, note: null }
  const counted = used > 0 ? `; ${used} used this month` : ''
  return { value: 'None', note: `Your plan has no monthly reports${counted}` }
}
