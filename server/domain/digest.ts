// The digest email (decision 400): what changed for a user since their last email, sent as soon as
// it is found, once a day or once a week, as they chose. What goes in it comes from sources, each
// a kind of "change for this user" (the watched lots' changes, a saved screen's new lots), so
// the digest itself knows nothing of where a change came from.
//
// One user's digest is one transaction: the period is claimed on their settings row, each source
// marks its entries emailed, and the message is stored in the outbox with its send job. Killed
// halfway, nothing of it stays and the next check starts again; two workers at once, the second
// finds the period taken or the entries emailed, and sends nothing.
import { createHash } from 'node:crypto'
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import { TransactionRollbackError } from 'drizzle-orm/errors'
import {
  DEFAULT_DIGEST_FREQUENCY,
  type DigestFrequency,
  type UnsubscribeView,
} from '#common/contracts/watch.ts'
import { AppError } from '#common/errors.ts'
import type { Db } from '../db/client.ts'
import { digestSettings, users } from '../db/schema/index.ts'
import { addDays, hourInLosAngeles, todayInLosAngeles, weekdayOf } from '../lib/dates.ts'
import type { Mailer } from '../mail/mailer.ts'
import { digestEmail } from '../mail/templates.ts'
import type { UnsubscribeLinks } from '../mail/unsubscribe-links.ts'

/** One change for a user, in words: what it is about, and each difference. */
export type DigestEntry = { readonly heading: string; readonly lines: readonly string[] }

/** A kind of change a user is told of in their digest. */
export type DigestSource = {
  /** What the email calls this kind of change ("Your watched lots"). */
  readonly title: string
  /** The email's subject when these are the only changes in it. */
  subject(entries: readonly DigestEntry[]): string
  /** Where the user reads these changes in full, a path on the site, and its label. */
  readonly link: { readonly path: string; readonly label: string }
  /** The users who have entries not yet emailed. */
  pendingUsers(db: Db): Promise<string[]>
  /**
   * Marks `userId`'s entries found before `before` and not yet emailed as emailed at `now` (in
   * `tx`), and answers them.
   */
  claim(tx: Db, userId: string, before: Date, now: Date): Promise<DigestEntry[]>
}

export type DigestDeps = {
  db: Db
  mailer: Mailer
  publicUrl: string
  unsubscribeLinks: UnsubscribeLinks
}

/** The hour of the morning, in Los Angeles, from which the daily and weekly digests go out. */
export const DIGEST_HOUR = 8

/** A digest's period: its name, and when it began (what was found before goes out in it). */
export type DigestPeriod = { readonly key: string; readonly start: Date }

/**
 * The period that is under way at `now` for a user who chose `frequency`: the day (from 8:00 in
 * Los Angeles), the week (from Monday 8:00) or, for "immediately", the moment itself; null for
 * "never". One digest goes out per period, with what was found before it began.
 */
export function digestPeriod(frequency: DigestFrequency, now: Date): DigestPeriod | null {
  if (frequency === 'never') return null
  if (frequency === 'immediately') return { key: now.toISOString(), start: now }
  const today = todayInLosAngeles(now)
  const day = hourInLosAngeles(now) >= DIGEST_HOUR ? today : addDays(today, -1)
  if (frequency === 'daily') return { key: day, start: digestHourOn(day) }
  // The Monday on or before that day.
  const monday = addDays(day, -((weekdayOf(day) + 6) % 7))
  return { key: `week of ${monday}`, start: digestHourOn(monday) }
}

/** The instant it is DIGEST_HOUR on `isoDate` in Los Angeles (standard or daylight time). */
function digestHourOn(isoDate: string): Date {
  for (const offsetHours of [8, 7]) {
    const candidate = new Date(`${isoDate}T00:00:00Z`)
    candidate.setUTCHours(DIGEST_HOUR + offsetHours)
    if (hourInLosAngeles(candidate) === DIGEST_HOUR && todayInLosAngeles(candidate) === isoDate)
      return candidate
  }
  throw new Error(`no ${DIGEST_HOUR}:00 on ${isoDate} in Los Angeles`)
}

/**
 * Sends every user whose period has come their digest of what `sources` hold for them; answers
 * how many digests were queued. `now` is the clock (tests move it).
 */
export async function sendDueDigests(
  deps: DigestDeps,
  sources: readonly DigestSource[],
  now: Date = new Date(),
): Promise<number> {
  const pending = [
    ...new Set((await Promise.all(sources.map((s) => s.pendingUsers(deps.db)))).flat()),
  ]
  if (pending.length === 0) return 0
  const chosen = new Map(
    (
      await deps.db
        .select({
          userId: digestSettings.userId,
          frequency: digestSettings.frequency,
          lastPeriod: digestSettings.lastPeriod,
        })
        .from(digestSettings)
        .where(inArray(digestSettings.userId, pending))
    ).map((row) => [row.userId, row]),
  )
  let sent = 0
  for (const userId of pending) {
    const setting = chosen.get(userId)
    const period = digestPeriod(setting?.frequency ?? DEFAULT_DIGEST_FREQUENCY, now)
    if (period === null || period.key === setting?.lastPeriod) continue
    if (await sendDigest(deps, sources, userId, period, now)) sent += 1
  }
  return sent
}

async function sendDigest(
  deps: DigestDeps,
  sources: readonly DigestSource[],
  userId: string,
  period: DigestPeriod,
  now: Date,
): Promise<boolean> {
  try {
    return await deps.db.transaction(async (tx) => {
      // A deleted account has no row here (and its changes went with it): nothing is sent.
      const [user] = await tx
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, userId))
      if (!user) return false
      // Claims the period: a second worker waits on this row, then finds the period taken.
      const [claimed] = await tx
        .insert(digestSettings)
        .values({
          userId,
          frequency: DEFAULT_DIGEST_FREQUENCY,
          lastPeriod: period.key,
          lastSentAt: now,
        })
        .onConflictDoUpdate({
          target: digestSettings.userId,
          set: { lastPeriod: period.key, lastSentAt: now },
          setWhere: and(
            ne(digestSettings.frequency, 'never'),
            or(isNull(digestSettings.lastPeriod), ne(digestSettings.lastPeriod, period.key)),
          ),
        })
        .returning({ frequency: digestSettings.frequency })
      if (!claimed) return false
      const groups = []
      for (const source of sources) {
        const entries = await source.claim(tx, userId, period.start, now)
        if (entries.length > 0) groups.push({ source, entries })
      }
      // Nothing to tell yet (found after the period began, sent by another worker, or read on
      // the site): the period stays open.
      if (groups.length === 0) tx.rollback()
      const message = digestEmail({
        to: user.email,
        name: user.name,
        frequency: claimed.frequency,
        groups: groups.map(({ source, entries }) => ({
          title: source.title,
          subject: source.subject(entries),
          entries,
          link: { link: `${deps.publicUrl}${source.link.path}`, label: source.link.label },
        })),
        settingsUrl: `${deps.publicUrl}/profile#watch-emails`,
        unsubscribeUrl: deps.unsubscribeLinks.url(deps.publicUrl, userId, now),
      })
      // Keyed by what it tells: however it is retried, the same entries go out once.
      const key = createHash('sha256')
        .update(JSON.stringify(groups.map((group) => group.entries)))
        .digest('hex')
      await deps.mailer.send(
        {
          ...message,
          onceKey: `digest:${userId}:${period.key}:${key}`,
          unsubscribeUrl: deps.unsubscribeLinks.oneClickUrl(deps.publicUrl, userId, now),
        },
        { tx },
      )
      return true
    })
  } catch (error) {
    if (error instanceof TransactionRollbackError) return false
    throw error
  }
}

/** How often `userId` is emailed (the default when they never chose). */
export async function readDigestFrequency(db: Db, userId: string): Promise<DigestFrequency> {
  const [row] = await db
    .select({ frequency: digestSettings.frequency })
    .from(digestSettings)
    .where(eq(digestSettings.userId, userId))
  return row?.frequency ?? DEFAULT_DIGEST_FREQUENCY
}

/** Stores `userId`'s choice; it holds from the next check on. */
export async function saveDigestFrequency(
  db: Db,
  userId: string,
  frequency: DigestFrequency,
): Promise<void> {
  await db
    .insert(digestSettings)
    .values({ userId, frequency })
    .onConflictDoUpdate({
      target: digestSettings.userId,
      set: { frequency, updatedAt: sql`now()` },
    })
}

export const UNSUBSCRIBE_FORGED =
  'This unsubscribe link is not one we sent, so nothing was changed. Check that the whole link was copied, or sign in and choose which emails you get in your profile.'
export const UNSUBSCRIBE_EXPIRED =
  'This unsubscribe link has expired, so nothing was changed. Use the link in a newer email, or sign in and choose which emails you get in your profile.'

/** Whose emails `token` stops, and how often they come now; refused when forged or expired. */
export async function readUnsubscribe(
  db: Db,
  links: UnsubscribeLinks,
  token: string,
  now: Date = new Date(),
): Promise<UnsubscribeView & { userId: string }> {
  const check = links.check(token, now)
  if (!check.valid)
    throw check.reason === 'expired'
      ? new AppError('GONE', UNSUBSCRIBE_EXPIRED)
      : new AppError('INVALID_INPUT', UNSUBSCRIBE_FORGED)
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, check.userId))
  // Signed by us for an account that has since been deleted: there is nothing left to stop.
  if (!user) throw new AppError('GONE', 'This account no longer exists, so it gets no emails.')
  return {
    userId: check.userId,
    email: user.email,
    frequency: await readDigestFrequency(db, check.userId),
  }
}

/** Stops the digest for the link's owner at once (a digest already being sent is the last). */
export async function unsubscribe(
  db: Db,
  links: UnsubscribeLinks,
  token: string,
  now: Date = new Date(),
): Promise<UnsubscribeView> {
  const { userId, email } = await readUnsubscribe(db, links, token, now)
  await saveDigestFrequency(db, userId, 'never')
  return { email, frequency: 'never' }
}
