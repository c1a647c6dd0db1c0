// Keys to the public API (/api/v1, issue 39 part 6; decision 350): what the profile page sends to
// make one and what it lists, and the scopes a key may carry.
import { z } from 'zod'

/** What a key may be used for, each a group of /api/v1 endpoints. */
export const API_KEY_SCOPES = ['parcels:read', 'analysis:run', 'screen:read'] as const
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number]

/** How each scope reads on the profile page and the reference page. */
export const API_KEY_SCOPE_LABELS: Readonly<Record<ApiKeyScope, string>> = {
  'parcels:read': 'Look up parcels',
  'analysis:run': 'Run analyses',
  'screen:read': 'Run screens',
}

/** Keys one person may hold at once; a revoked key frees its place. */
export const API_KEYS_PER_USER = 10
export const TOO_MANY_API_KEYS_MESSAGE = `You already have ${API_KEYS_PER_USER} active API keys. Revoke one you no longer use, then make a new one.`

/** Requests one key may make in a minute; more get a 429 with Retry-After. */
export const API_KEY_REQUESTS_PER_MINUTE = 120

/** "lw_" and 32 random bytes in base64url. */
export const API_KEY_PATTERN = /^lw_[A-Za-z0-9_-]{43}$/
/** Characters of a key kept (and shown) to tell keys apart: "lw_" and the first eight. */
export const API_KEY_PREFIX_LENGTH = 11

export const CreateApiKeySchema = z.object({
  name: z
    .string({ error: 'Give the key a name.' })
    .trim()
    .min(1, 'Give the key a name.')
    .max(60, 'A key name has at most 60 characters.'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: `must be among ${API_KEY_SCOPES.join(', ')}` }), {
      error: 'Choose what the key may do.',
    })
    .min(1, 'Choose at least one thing the key may do.'),
})
export type CreateApiKeyInput = z.input<typeof CreateApiKeySchema>

export const ApiKeyIdSchema = z.object({ id: z.uuid('must be an API key id') })

/** One key as its owner sees it in the list. The secret is never in it. */
export type ApiKeyView = {
  id: string
  name: string
  /** The key's first characters ("lw_AbC12xYz"), to tell keys apart. */
  prefix: string
  scopes: ApiKeyScope[]
  createdAt: string
  lastUsedAt: string | null
  revokedAt: string | null
}

/** The answer to making a key: the only time the whole key is shown. */
export type CreatedApiKey = { key: ApiKeyView; secret: string }
