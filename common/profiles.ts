// Profile vocabulary of the spec (§3).
export const SUBSCRIPTION_TIERS = ['basic', 'pro', 'specialist'] as const
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number]

export const LEGACY_TIERS = ['pro', 'pro_legacy'] as const
export type LegacyTier = (typeof LEGACY_TIERS)[number]

/** The tier badge of the profile screen (spec §2): "Pro User (Legacy)" for a legacy tier. */
export function tierLabel(tier: SubscriptionTier, legacyTier: LegacyTier | null): string {
  const base = tier === 'basic' ? 'Basic User' : tier === 'pro' ? 'Pro User' : 'Specialist User'
  return legacyTier ? `${base} (Legacy)` : base
}
