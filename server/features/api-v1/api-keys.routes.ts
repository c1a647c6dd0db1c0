// The caller's API keys, on the profile page: listed, made (the key shown once) and revoked.
import { Hono } from 'hono'
import { ApiKeyIdSchema, CreateApiKeySchema } from '#common/contracts/api-keys.ts'
import { requireActor } from '../../auth/actor.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { validate } from '../../http/validate.ts'
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts'

export const apiKeyRoutes = new Hono<AppEnv>()
  .get('/', async (c) =>
    c.json({ keys: await listApiKeys(c.var.db, requireActor(c.var.actor)) }, 200),
  )
  .post('/', validate('json', CreateApiKeySchema), async (c) =>
    c.json(await createApiKey(c.var.db, requireActor(c.var.actor), c.req.valid('json')), 201),
  )
  .delete('/:id', validate('param', ApiKeyIdSchema), async (c) =>
    c.json(
      { key: await revokeApiKey(c.var.db, requireActor(c.var.actor), c.req.valid('param').id) },
      200,
    ),
  )
