// Saved screens (decision 415): a user names a screen to run again. Each keeps the lots it
// matched when last checked; after every refresh of the screen results it is matched again, and
// the lots not among its matches before are recorded as new: shown on Find Lots until its owner
// opens the screen, and (their choice) emailed in the digest (./saved-screens-digest.ts).
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  SAVED_SCREEN_NOT_FOUND,
  SAVED_SCREENS_PER_USER,
  ScreenQuerySchema,
  TOO_MANY_SAVED_SCREENS_MESSAGE,
  type SavedScreen,
  type SaveScreen,
  type ScreenQuery,
} from '#common/contracts/screen.ts'
import { AppError } from '#common/errors.ts'
import type { SignedInActor } from '../../auth/actor.ts'
import { queryRows, type Db } from '../../db/client.ts'
import {
  parcels,
  profiles,
  savedScreenLots,
  savedScreenNews,
  savedScreens,
  screenRuns,
} from '../../db/schema/index.ts'
import { findScreenList, selectMatchingApns } from '../../domain/screen.ts'

/** New lots a saved screen names in the app; the rest are counted. */
const NEW_LOTS_NAMED = 5

const QUERY_KEYS = Object.keys(ScreenQuerySchema.shape)

/** The screen parameters of an address's query string, the unknown ones left out. */
function paramsOf(query: string): Record<string, string> {
  const search = new URLSearchParams(query.replace(/^\?/, ''))
  const params: Record<string, string> = {}
  for (const key of QUERY_KEYS) {
    const value = search.get(key)?.trim()
    if (value) params[key] = value
  }
  return params
}

/** The screen `params` hold, or the first problem naming its field. */
function parseScreen(params: Record<string, string>) {
  return ScreenQuerySchema.safeParse(params)
}

type SavedScreenRow = typeof savedScreens.$inferSelect

function toView(row: SavedScreenRow, newLots: SavedScreen['newLots']): SavedScreen {
  return {
    id: row.id,
    name: row.name,
    // In the address's order: the database keeps an object's keys in an order of its own.
    query: new URLSearchParams(
      QUERY_KEYS.flatMap((key) => {
        const value = row.params[key]
        return value === undefined ? [] : [[key, value] as [string, string]]
      }),
    ).toString(),
    emailNewLots: row.emailNewLots,
    createdAt: row.createdAt.toISOString(),
    newLots,
  }
}

/**
 * Keeps the screen `input.query` under `input.name` for `actor`, with the lots it matches now:
 * only lots that match it after a later refresh are new.
 */
export async function saveScreen(
  db: Db,
  actor: SignedInActor,
  input: Required<SaveScreen>,
): Promise<SavedScreen> {
  const params = paramsOf(input.query)
  const parsed = parseScreen(params)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: `query.${issue.path.join('.')}`,
      message: issue.message,
    }))
    throw new AppError('INVALID_INPUT', `${issues[0]?.path}: ${issues[0]?.message}`, issues)
  }
  if (parsed.data.list !== undefined) await findScreenList(db, actor, parsed.data.list)
  const row = await db.transaction(async (tx) => {
    // The owner's profile row is locked while their screens are counted: two saves racing for
    // the last place are decided one after the other.
    await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, actor.id))
      .for('update')
    const [kept] = await tx
      .select({ n: count() })
      .from(savedScreens)
      .where(eq(savedScreens.userId, actor.id))
    if ((kept?.n ?? 0) >= SAVED_SCREENS_PER_USER)
      throw new AppError('CONFLICT', TOO_MANY_SAVED_SCREENS_MESSAGE)
    const [inserted] = await tx
      .insert(savedScreens)
      .values({ userId: actor.id, name: input.name, params, emailNewLots: input.emailNewLots })
      .returning()
    if (!inserted)
      throw new AppError('INTERNAL', 'The screen could not be saved. Please try again.')
    await tx.execute(sql`
      insert into ${savedScreenLots} (saved_screen_id, apn)
      select ${inserted.id}::uuid, m.apn from (${selectMatchingApns(tx, parsed.data)}) m`)
    return inserted
  })
  return toView(row, { total: 0, first: [] })
}

/** The caller's saved screens, newest first, each with the new lots not yet opened. */
export async function listSavedScreens(db: Db, actor: SignedInActor): Promise<SavedScreen[]> {
  const rows = await db
    .select()
    .from(savedScreens)
    .where(eq(savedScreens.userId, actor.id))
    .orderBy(desc(savedScreens.createdAt), desc(savedScreens.id))
  if (rows.length === 0) return []
  const news = await db
    .select({ savedScreenId: savedScreenNews.savedScreenId, apns: savedScreenNews.apns })
    .from(savedScreenNews)
    .where(
      and(
        inArray(
          savedScreenNews.savedScreenId,
          rows.map((row) => row.id),
        ),
        isNull(savedScreenNews.seenAt),
      ),
    )
    .orderBy(asc(savedScreenNews.createdAt))
  const newApns = new Map<string, string[]>()
  for (const entry of news) {
    const apns = newApns.get(entry.savedScreenId) ?? []
    // A lot that left and came back after two refreshes is one new lot.
    for (const apn of entry.apns) if (!apns.includes(apn)) apns.push(apn)
    newApns.set(entry.savedScreenId, apns)
  }
  const named = [...newApns.values()].flatMap((apns) => apns.slice(0, NEW_LOTS_NAMED))
  const addresses = new Map(
    named.length === 0
      ? []
      : (
          await db
            .select({ apn: parcels.apn, address: parcels.addressDisplay })
            .from(parcels)
            .where(inArray(parcels.apn, named))
        ).map((parcel) => [parcel.apn, parcel.address]),
  )
  return rows.map((row) => {
    const apns = newApns.get(row.id) ?? []
    return toView(row, {
      total: apns.length,
      first: apns
        .slice(0, NEW_LOTS_NAMED)
        .map((apn) => ({ apn, address: addresses.get(apn) ?? null })),
    })
  })
}

async function ownedScreen(db: Db, actor: SignedInActor, id: string) {
  const [row] = await db
    .select({ id: savedScreens.id })
    .from(savedScreens)
    .where(and(eq(savedScreens.id, id), eq(savedScreens.userId, actor.id)))
  // Someone else's screen is answered as none at all: its existence is not the caller's to learn.
  if (!row) throw new AppError('NOT_FOUND', SAVED_SCREEN_NOT_FOUND)
}

/** The owner opened the screen: its new lots are no longer new, in the app or the digest. */
export async function markSavedScreenSeen(db: Db, actor: SignedInActor, id: string) {
  await ownedScreen(db, actor, id)
  await db
    .update(savedScreenNews)
    .set({ seenAt: new Date() })
    .where(and(eq(savedScreenNews.savedScreenId, id), isNull(savedScreenNews.seenAt)))
}

export async function deleteSavedScreen(db: Db, actor: SignedInActor, id: string) {
  const deleted = await db
    .delete(savedScreens)
    .where(and(eq(savedScreens.id, id), eq(savedScreens.userId, actor.id)))
    .returning({ id: savedScreens.id })
  if (deleted.length === 0) throw new AppError('NOT_FOUND', SAVED_SCREEN_NOT_FOUND)
}

/**
 * Matches every saved screen again after the refresh `runId` finished: the lots that match now
 * and did not before are recorded as new, and the screen keeps what it matches now. One screen
 * per transaction, marked checked for the run in it, so a check retried or raced records each
 * screen's new lots once. A screen saved while the run was under way only takes what it matches
 * now: the lots that run computed after the save are new to the results, not to the screen (a
 * screen saved during a fresh install's first refresh would otherwise call every lot new).
 * Answers how many screens have new lots.
 */
export async function checkSavedScreens(db: Db, runId: string): Promise<number> {
  const [run] = await db
    .select({ startedAt: screenRuns.startedAt })
    .from(screenRuns)
    .where(eq(screenRuns.id, runId))
  const screens = await db.select({ id: savedScreens.id }).from(savedScreens)
  let withNews = 0
  for (const { id } of screens) {
    const found = await db.transaction(async (tx) => {
      const [screen] = await tx
        .select()
        .from(savedScreens)
        .where(eq(savedScreens.id, id))
        .for('update')
      if (!screen || screen.checkedRunId === runId) return false
      await tx.update(savedScreens).set({ checkedRunId: runId }).where(eq(savedScreens.id, id))
      const parsed = parseScreen(screen.params)
      // Saved valid; a later change of the filters' rules can refuse it. It stays as saved, and
      // is not matched until its owner saves it again.
      if (!parsed.success) return false
      const query: ScreenQuery = parsed.data
      const added = await queryRows<{ apn: string }>(
        tx,
        sql`
          insert into ${savedScreenLots} (saved_screen_id, apn)
          select ${id}::uuid, m.apn from (${selectMatchingApns(tx, query)}) m
          on conflict do nothing
          returning apn`,
      )
      await tx.execute(sql`
        delete from ${savedScreenLots} l
        where l.saved_screen_id = ${id}::uuid
          and l.apn not in (select m.apn from (${selectMatchingApns(tx, query)}) m)`)
      const savedDuringRun = !run || screen.createdAt > run.startedAt
      if (added.length === 0 || savedDuringRun) return false
      await tx
        .insert(savedScreenNews)
        .values({ savedScreenId: id, runId, apns: added.map((row) => row.apn).sort() })
        .onConflictDoNothing()
      return true
    })
    if (found) withNews += 1
  }
  return withNews
}
