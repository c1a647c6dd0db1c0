// API keys (decision 350): their owner makes, lists and revokes them on the profile page; every
// /api/v1 request is served as the owner of the key it carries, within the key's scopes and its
// limit per minute. A key is shown once; only its SHA-256 is kept, which is enough for 256 random
// bits (no password to stretch).
import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  API_KEY_PREFIX_LENGTH,
  API_KEYS_PER_USER,
  TOO_MANY_API_KEYS_MESSAGE,
  type ApiKeyScope,
  type ApiKeyView,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '#common/contracts/api-keys.ts'
import { AppError } from '#common/errors.ts'
import { actorOf, type SignedInActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import { apiKeys, profiles, users } from '../../db/schema/index.ts'

type KeyRow = typeof apiKeys.$inferSelect

export const API_KEY_MISSING_MESSAGE =
  'This endpoint needs an API key: send it as "Authorization: Bearer lw_…". Make one on your profile page.'
export const API_KEY_INVALID_MESSAGE =
  'That API key is not valid: it was revoked or never existed. Make a new one on your profile page.'
export const API_KEY_NOT_FOUND = 'No API key of yours has that id.'

export function hashOfApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

function toView(row: KeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }
}

/** A new key for the caller: the answer holds the whole key, the only time it is ever shown. */
export async function createApiKey(
  db: Db,
  actor: SignedInActor,
  input: Required<CreateApiKeyInput>,
): Promise<CreatedApiKey> {
  const secret = `lw_${randomBytes(32).toString('base64url')}`
  const row = await db.transaction(async (tx) => {
    // The owner's profile row is locked while their keys are counted, so two requests racing
    // for the last place are decided one after the other.
    await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, actor.id))
      .for('update')
    const [active] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, actor.id), isNull(apiKeys.revokedAt)))
    if ((active?.count ?? 0) >= API_KEYS_PER_USER)
      throw new AppError('CONFLICT', TOO_MANY_API_KEYS_MESSAGE)
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        userId: actor.id,
        name: input.name,
        prefix: secret.slice(0, API_KEY_PREFIX_LENGTH),
        secretHash: hashOfApiKey(secret),
        scopes: [...new Set(input.scopes)],
      })
      .returning()
    return inserted
  })
  if (!row) throw new AppError('INTERNAL', 'The API key could not be made. Please try again.')
  return { key: toView(row), secret }
}

/** The caller's keys, newest first, revoked ones included. */
export async function listApiKeys(db: Db, actor: SignedInActor): Promise<ApiKeyView[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, actor.id))
    .orderBy(desc(apiKeys.createdAt))
  return rows.map(toView)
}

/** Turns one of the caller's keys off for good; revoking it again changes nothing. */
export async function revokeApiKey(db: Db, actor: SignedInActor, id: string): Promise<ApiKeyView> {
  const mine = and(eq(apiKeys.id, id), eq(apiKeys.userId, actor.id))
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(mine, isNull(apiKeys.revokedAt)))
  const [row] = await db.select().from(apiKeys).where(mine)
  // Someone else's key is answered as no key at all: its existence is not the caller's to learn.
  if (!row) throw new AppError('NOT_FOUND', API_KEY_NOT_FOUND)
  return toView(row)
}

/** Who a request with a valid key is served as, and what the key may do. */
export type ApiCaller = { actor: SignedInActor; keyId: string; scopes: readonly ApiKeyScope[] }

/**
 * The live keys among `hashes` (SHA-256s), by hash: who each one's calls are served as, and what
 * it may do. A hash of no key, or of a revoked one, is left out. One query for keys that arrive
 * together (the meter's batched lookup, decision 745).
 */
export async function findLiveApiKeys(
  db: Db,
  hashes: readonly string[],
): Promise<Map<string, ApiCaller>> {
  const found = await db
    .select({
      key: { id: apiKeys.id, scopes: apiKeys.scopes, secretHash: apiKeys.secretHash },
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        image: users.image,
        twoFactorEnabled: users.twoFactorEnabled,
      },
      profile: profiles,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .innerJoin(profiles, eq(profiles.id, apiKeys.userId))
    .where(and(inArray(apiKeys.secretHash, [...hashes]), isNull(apiKeys.revokedAt)))
  return new Map(
    found.map((row) => [
      row.key.secretHash,
      {
        actor: actorOf(row.user, row.profile),
        keyId: row.key.id,
        scopes: row.key.scopes as ApiKeyScope[],
      },
    ]),
  )
}
