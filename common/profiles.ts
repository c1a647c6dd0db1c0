// Profile vocabulary of the spec (§3).
export const SUBSCRIPTION_TIERS = ['basic', 'pro', 'specialist'] as const
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number]

export const LEGACY_TIERS = ['pro', 'pro_legacy'] as const
export type LegacyTier = (typeof LEGACY_TIERS)[number]
