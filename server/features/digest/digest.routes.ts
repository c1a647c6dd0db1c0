// The digest email's settings (decision 400): how often the signed-in user hears of changes, and
// the unsubscribe link, which works without signing in (decision 401).
import { Hono } from 'hono'
import { z } from 'zod'
import { DigestSettingSchema } from '#common/contracts/watch.ts'
import { requireActor } from '../../auth/actor.ts'
import {
  readDigestFrequency,
  readUnsubscribe,
  saveDigestFrequency,
  unsubscribe,
  UNSUBSCRIBE_FORGED,
} from '../../domain/digest.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { validate } from '../../http/validate.ts'

export const digestSettingRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json({ frequency: await readDigestFrequency(c.var.db, actor.id) }, 200)
  })
  .put('/', validate('json', DigestSettingSchema), async (c) => {
    const actor = requireActor(c.var.actor)
    const { frequency } = c.req.valid('json')
    await saveDigestFrequency(c.var.db, actor.id, frequency)
    return c.json({ frequency }, 200)
  })

const TokenSchema = z.object({ token: z.string().min(1).max(400, { error: UNSUBSCRIBE_FORGED }) })

/** Anyone holding a link we signed: whose emails it stops, and stopping them. */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get('/:token', validate('param', TokenSchema), async (c) => {
    const { email, frequency } = await readUnsubscribe(
      c.var.db,
      c.var.unsubscribeLinks,
      c.req.valid('param').token,
    )
    return c.json({ email, frequency }, 200)
  })
  .post('/:token', validate('param', TokenSchema), async (c) =>
    c.json(await unsubscribe(c.var.db, c.var.unsubscribeLinks, c.req.valid('param').token), 200),
  )
