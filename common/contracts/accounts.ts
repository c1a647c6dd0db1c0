// What the account endpoints (the profile, the admin check, the permissions summary) exchange
// with the web app, and the sign-in form's rules.
import type { LegacyTier, SubscriptionTier } from '../profiles.ts'
import type { Permission, Role } from '../permissions.ts'

export type ProfileView = {
  id: string
  email: string
  fullName: string | null
  avatarUrl: string | null
  subscriptionTier: SubscriptionTier
  subscriptionStatus: string | null
  legacyTier: LegacyTier | null
  isAdmin: boolean
  currentPeriodEnd: string | null
  /** The owner cancelled the plan: it ends at `currentPeriodEnd` instead of renewing. */
  cancelAtPeriodEnd: boolean
  twoFactorEnabled: boolean
  stats: {
    reportsCreated: number
    creditsRemaining: number
    monthlyReportsUsed: number
    monthlyAllowance: number
    bonusCredits: number
  }
}

/** debug_permissions (spec §7): the caller's role and what it may do. */
export type PermissionsView = {
  role: Role
  permissions: ReadonlyArray<{ permission: Permission; scope: 'own' | 'any' }>
}

/**
 * The phone number in E.164 form when the sign-in identifier is one ("(213) 555-0142" →
 * "+12135550142"; ten digits are taken as a US number), or null for anything else (an email).
 */
export function phoneNumberFrom(identifier: string): string | null {
  const text = identifier.trim()
  if (!/^\+?[\d\s().-]+$/.test(text)) return null
  const digits = text.replace(/\D/g, '')
  if (text.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null
  if (digits.length === 10) return `+1${digits}`
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`
  return null
}

/** The one answer to a failed sign-in, whether or not the account exists. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email, phone number or password'
