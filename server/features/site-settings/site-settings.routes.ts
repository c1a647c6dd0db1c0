import { Hono } from 'hono'
import { SiteSettingKeySchema, UpdateSiteSettingSchema } from '#common/contracts/site-settings.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { validate } from '../../http/validate.ts'
import { getSiteSetting, updateSiteSetting } from './site-settings.service.ts'
import { requireActor } from '../../auth/actor.ts'
import { z } from 'zod'

const KeyParamSchema = z.object({ key: SiteSettingKeySchema })

/** Site settings are public to read (spec §3), without a session lookup. */
export const siteSettingsRoutes = new Hono<AppEnv>().get(
  '/:key',
  validate('param', KeyParamSchema),
  async (c) => {
    const setting = await getSiteSetting({ db: c.var.db, key: c.req.valid('param').key })
    return c.json(
      { key: setting.key, value: setting.value, updatedAt: setting.updatedAt.toISOString() },
      200,
    )
  },
)

/** Only admins write them (spec §3, §6); mounted where the caller is known. */
export const siteSettingsWriteRoutes = new Hono<AppEnv>().put(
  '/:key',
  validate('param', KeyParamSchema),
  validate('json', UpdateSiteSettingSchema),
  async (c) => {
    const setting = await updateSiteSetting({
      db: c.var.db,
      actor: requireActor(c.var.actor),
      key: c.req.valid('param').key,
      value: c.req.valid('json').value,
    })
    return c.json(
      { key: setting.key, value: setting.value, updatedAt: setting.updatedAt.toISOString() },
      200,
    )
  },
)
