import { Hono } from 'hono'
import { SiteSettingKeySchema } from '#common/contracts/site-settings.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { validate } from '../../http/validate.ts'
import { getSiteSetting } from './site-settings.service.ts'
import { z } from 'zod'

/** Site settings are public to read (spec §3). */
export const siteSettingsRoutes = new Hono<AppEnv>().get(
  '/:key',
  validate('param', z.object({ key: SiteSettingKeySchema })),
  async (c) => {
    const setting = await getSiteSetting({ db: c.var.db, key: c.req.valid('param').key })
    return c.json(
      { key: setting.key, value: setting.value, updatedAt: setting.updatedAt.toISOString() },
      200,
    )
  },
)
