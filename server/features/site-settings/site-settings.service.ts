import { eq } from 'drizzle-orm'
import { AppError } from '#common/errors.ts'
import { SITE_SETTING_DEFAULTS, type SiteSettingKey } from '#common/contracts/site-settings.ts'
import type { Db } from '../../db/client.ts'
import { siteSettings } from '../../db/schema/index.ts'

/** Inserts the default of every known setting that is missing (spec §3: hero_image). */
export async function ensureSiteSettingDefaults(db: Db): Promise<void> {
  await db
    .insert(siteSettings)
    .values(Object.entries(SITE_SETTING_DEFAULTS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing({ target: siteSettings.key })
}

export async function getSiteSetting({ db, key }: { db: Db; key: SiteSettingKey }) {
  const [setting] = await db
    .select({ key: siteSettings.key, value: siteSettings.value, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.key, key))
  if (!setting) throw new AppError('NOT_FOUND', `Setting ${key} is not set`)
  return setting
}
