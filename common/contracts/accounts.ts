// What the profile, reports and notification endpoints exchange with the web app.
import { z } from 'zod'
import { isValidEmail, sanitizeText } from '../sanitize.ts'
import type { LegacyTier, SubscriptionTier } from '../profiles.ts'
import { REPORT_TYPES, type ReportStatus, type ReportType } from '../reports.ts'

export const ADMIN_CONFIRMATION = 'You are an admin'

export const REPORT_EDIT_FORBIDDEN = "You don't have permission to edit this report"
export const REPORT_DELETE_FORBIDDEN = 'Only admins can delete reports'
export const REPORT_PUBLISH_FORBIDDEN = 'Only admins can publish reports'

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
  twoFactorEnabled: boolean
  stats: {
    reportsCreated: number
    creditsRemaining: number
    monthlyReportsUsed: number
    monthlyAllowance: number
    bonusCredits: number
  }
}

export type ReportSummary = {
  id: string
  userId: string
  address: string
  reportType: ReportType
  status: ReportStatus
  createdAt: string
  /** Only in an admin's list: the reporter, from profiles. */
  user_email?: string | null
  user_name?: string | null
}

export const ReportIdSchema = z.object({ id: z.uuid('must be a report id') })

export const ReportNotesSchema = z.object({
  notes: z.string().max(10_000).transform(sanitizeText),
})

const email = z.string().refine(isValidEmail, 'must be an email address')

/** send-report-notification's body (spec §7). */
export const ReportNotificationSchema = z.object({
  type: z.enum(['request', 'completion']),
  reportId: z.uuid('must be a report id'),
  userEmail: email,
  userName: z.string().min(1).max(200).transform(sanitizeText),
  address: z.string().min(1).max(300).transform(sanitizeText),
  reportType: z.enum(REPORT_TYPES),
})
export type ReportNotification = z.input<typeof ReportNotificationSchema>

export type ReportNotificationResult = {
  success: boolean
  error?: string
  userEmailSent: boolean
  adminEmailSent: boolean
}

export type OutboxMessage = {
  id: string
  to: string
  subject: string
  text: string
  status: 'queued' | 'sent' | 'failed' | 'held'
  attempts: number
  lastError: string | null
  createdAt: string
  sentAt: string | null
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
