// Share links (issue 11, part 5): the owner or an admin makes a read-only link to one report,
// lists its links with their view counts and revokes them; anyone holding an active link reads
// the report without an account (decisions 170–172).
import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import {
  SHARE_LINK_GONE_MESSAGES,
  SHARE_LINK_NOT_FOUND,
  SHARE_LINKS_PER_REPORT,
  TOO_MANY_SHARE_LINKS_MESSAGE,
  type ShareLink,
  type SharedReport,
} from '#common/contracts/report-shares.ts'
import { AppError } from '#common/errors.ts'
import { assertCan } from '#common/permissions.ts'
import type { SignedInActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import { reports, reportShareLinks } from '../../db/schema/index.ts'
import { assertCanSee, getReportWithOwner } from '../../domain/reports.ts'
import { loadReportDocument } from './report-document.service.ts'

type LinkRow = typeof reportShareLinks.$inferSelect
const DAY_MS = 24 * 60 * 60 * 1000

function stateOf(row: LinkRow, now: Date): ShareLink['state'] {
  if (row.revokedAt) return 'revoked'
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active'
}

function toShareLink(row: LinkRow, now: Date): ShareLink {
  return {
    id: row.id,
    reportId: row.reportId,
    token: row.token,
    path: `/shared/${row.token}`,
    state: stateOf(row, now),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    viewCount: row.viewCount,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** A new link to report `reportId`, lasting `expiresInDays` from now. */
export async function createShareLink(
  db: Db,
  actor: SignedInActor,
  reportId: string,
  expiresInDays: number,
): Promise<ShareLink> {
  const report = await getReportWithOwner(db, reportId)
  assertCanSee(actor, report)
  assertCan(actor, 'share:report', report)
  const now = new Date()
  const row = await db.transaction(async (tx) => {
    // The report row is locked while its links are counted, so two requests racing for the
    // last place are decided one after the other.
    await tx.select({ id: reports.id }).from(reports).where(eq(reports.id, reportId)).for('update')
    const [active] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(reportShareLinks)
      .where(
        and(
          eq(reportShareLinks.reportId, reportId),
          isNull(reportShareLinks.revokedAt),
          gt(reportShareLinks.expiresAt, now),
        ),
      )
    if ((active?.count ?? 0) >= SHARE_LINKS_PER_REPORT)
      throw new AppError('CONFLICT', TOO_MANY_SHARE_LINKS_MESSAGE)
    const [inserted] = await tx
      .insert(reportShareLinks)
      .values({
        reportId,
        // 256 bits from the system's CSPRNG: not guessable, and unique in practice.
        token: randomBytes(32).toString('base64url'),
        createdBy: actor.id,
        expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS),
        createdAt: now,
      })
      .returning()
    return inserted
  })
  if (!row) throw new AppError('INTERNAL', 'The share link could not be saved')
  return toShareLink(row, now)
}

/** Every link of the report, newest first, revoked and expired ones included. */
export async function listShareLinks(
  db: Db,
  actor: SignedInActor,
  reportId: string,
): Promise<{ links: ShareLink[] }> {
  const report = await getReportWithOwner(db, reportId)
  assertCanSee(actor, report)
  assertCan(actor, 'share:report', report)
  const rows = await db
    .select()
    .from(reportShareLinks)
    .where(eq(reportShareLinks.reportId, reportId))
    .orderBy(desc(reportShareLinks.createdAt), desc(reportShareLinks.id))
  const now = new Date()
  return { links: rows.map((row) => toShareLink(row, now)) }
}

/** Turns a link off for good. Revoking a revoked link changes nothing (the first time stands). */
export async function revokeShareLink(
  db: Db,
  actor: SignedInActor,
  reportId: string,
  linkId: string,
): Promise<ShareLink> {
  const report = await getReportWithOwner(db, reportId)
  assertCanSee(actor, report)
  assertCan(actor, 'share:report', report)
  const now = new Date()
  const where = and(eq(reportShareLinks.id, linkId), eq(reportShareLinks.reportId, reportId))
  await db
    .update(reportShareLinks)
    .set({ revokedAt: now })
    .where(and(where, isNull(reportShareLinks.revokedAt)))
  const [row] = await db.select().from(reportShareLinks).where(where)
  if (!row) throw new AppError('NOT_FOUND', 'This report has no such share link')
  return toShareLink(row, now)
}

/**
 * The link behind `token` while it is active, or the error its page explains: NOT_FOUND for a
 * token that never existed, GONE (with the reason) for a revoked or expired one.
 */
export async function findActiveShareLink(db: Db, token: string): Promise<LinkRow> {
  const [row] = await db.select().from(reportShareLinks).where(eq(reportShareLinks.token, token))
  if (!row) throw new AppError('NOT_FOUND', SHARE_LINK_NOT_FOUND)
  const state = stateOf(row, new Date())
  if (state !== 'active')
    throw new AppError('GONE', SHARE_LINK_GONE_MESSAGES[state], { reason: state })
  return row
}

/** The report behind an active link, for anyone holding it; each call counts as one view. */
export async function openSharedReport(db: Db, token: string): Promise<SharedReport> {
  const link = await findActiveShareLink(db, token)
  // Counted in the database, so views arriving together are all counted.
  await db
    .update(reportShareLinks)
    .set({ viewCount: sql`${reportShareLinks.viewCount} + 1`, lastViewedAt: new Date() })
    .where(eq(reportShareLinks.id, link.id))
  const expiresAt = link.expiresAt.toISOString()
  const [row] = await db
    .select({ address: reports.address })
    .from(reports)
    .where(eq(reports.id, link.reportId))
  if (!row) throw new AppError('NOT_FOUND', SHARE_LINK_NOT_FOUND)
  // Anyone holding an active link may read the report: the link is the permission.
  const document = await loadReportDocument(db, link.reportId, 'share', () => undefined, expiresAt)
  return { address: row.address, document, expiresAt }
}
