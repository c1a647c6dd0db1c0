import { eq } from 'drizzle-orm'
import { AppError } from '#common/errors.ts'
import type { z } from 'zod'
import { HeroImageValueSchema } from '#common/contracts/site-settings.ts'
import { SITE_SETTING_DEFAULTS, type SiteSettingKey } from '#common/site-settings.ts'
import { assertCan, type Actor } from '#common/permissions.ts'
import type { Db } from '../../db/client.ts'
import { siteSettings } from '../../db/schema/index.ts'

/** Inserts the default of every known setting that is missing (spec §3: hero_image). */
export async function ensureSiteSettingDefaults(db: Db): Promise<void> {
  await db
    .insert(siteSettings)
    .values(Object.entries(SITE_SETTING_DEFAULTS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing({ target: siteSettings.key })
}

/** A setting's value; a key with no row reads as its default (spec §3). */
export async function getSiteSetting({ db, key }: { db: Db; key: SiteSettingKey }) {
  const [setting] = await db
    .select({ key: siteSettings.key, value: siteSettings.value, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.key, key))
  return setting ?? { key, value: SITE_SETTING_DEFAULTS[key], updatedAt: new Date(0) }
}

const VALUE_SCHEMAS: Readonly<Record<SiteSettingKey, z.ZodType<string>>> = {
  hero_image: HeroImageValueSchema,
}

/** Admins only (spec §3, §6): validates the value for its key and writes it. */
export async function updateSiteSetting({
  db,
  actor,
  key,
  value,
}: {
  db: Db
  actor: Actor
  key: SiteSettingKey
  value: string
}) {
  assertCan(actor, 'update:site_setting')
  const parsed = VALUE_SCHEMAS[key].safeParse(value)
  if (!parsed.success) {
    throw new AppError(
      'INVALID_INPUT',
      parsed.error.issues[0]?.message ?? 'That value is not valid.',
    )
  }
  const now = new Date()
  const [setting] = await db
    .insert(siteSettings)
    .values({ key, value: parsed.data, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: parsed.data, updatedAt: now } })
    .returning({
      key: siteSettings.key,
      value: siteSettings.value,
      updatedAt: siteSettings.updatedAt,
    })
  if (!setting) throw new AppError('INTERNAL', 'The setting could not be saved.')
  return setting
}
