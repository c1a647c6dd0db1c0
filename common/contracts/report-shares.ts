// Share links: read-only links to one report for people without an account (issue 11, part 5;
// decisions 170–172), and what the page such a link opens reads.
import { z } from 'zod'
import type { ReportDocument } from './report-document.ts'

/** How long a new link lasts unless the owner picks otherwise, and the longest it may. */
export const SHARE_LINK_DEFAULT_DAYS = 14
export const SHARE_LINK_MAX_DAYS = 90
/** Active links one report may have at once; a revoked or expired one frees its place. */
export const SHARE_LINKS_PER_REPORT = 20
export const TOO_MANY_SHARE_LINKS_MESSAGE = `This report already has ${SHARE_LINKS_PER_REPORT} active share links. Turn off one you no longer need, then make a new one.`
/** The lifetimes the management form offers. */
export const SHARE_LINK_DAY_CHOICES = [1, 7, 14, 30, 90] as const

export const CreateShareLinkSchema = z.object({
  expiresInDays: z
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(SHARE_LINK_MAX_DAYS, `must be at most ${SHARE_LINK_MAX_DAYS} days`)
    .default(SHARE_LINK_DEFAULT_DAYS),
})

export const ShareLinkParamsSchema = z.object({
  id: z.uuid('must be a report id'),
  linkId: z.uuid('must be a share link id'),
})

/** 32 random bytes in base64url: 43 characters. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
export const ShareTokenSchema = z.object({
  token: z.string().regex(SHARE_TOKEN_PATTERN, 'is not a share link'),
})

export type ShareLinkState = 'active' | 'expired' | 'revoked'

/** One link as its report's owner and the admins see it. */
export type ShareLink = {
  id: string
  reportId: string
  token: string
  /** The page the link opens, on this site: `/shared/{token}`. */
  path: string
  state: ShareLinkState
  expiresAt: string
  revokedAt: string | null
  viewCount: number
  lastViewedAt: string | null
  createdAt: string
}

/** Why a link no longer opens its report, in the words its page shows. */
export const SHARE_LINK_GONE_MESSAGES: Readonly<Record<'expired' | 'revoked', string>> = {
  expired:
    'This share link has expired. Ask the person who sent it for a new link, or sign in to see your own reports.',
  revoked:
    'This share link was turned off by the person who shared it. Ask them for a new link, or sign in to see your own reports.',
}
export const SHARE_LINK_NOT_FOUND =
  'There is no shared report at this address. Check that the whole link was copied.'

/**
 * A report as a share link shows it: its document for the share audience (no owner's account,
 * no editing settings), or null while it is still being prepared.
 */
export type SharedReport = {
  address: string
  document: ReportDocument | null
  /** When the link stops working. */
  expiresAt: string
}
