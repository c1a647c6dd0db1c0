import { z } from 'zod'

/** The settings the site knows about (spec §3: site_settings). */
export const SITE_SETTING_KEYS = ['hero_image'] as const
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number]

export const SiteSettingKeySchema = z.enum(SITE_SETTING_KEYS)

/** The home hero picture when none has been chosen. */
export const DEFAULT_HERO_IMAGE = '/images/hero-lot.svg'

export const SITE_SETTING_DEFAULTS: Readonly<Record<SiteSettingKey, string>> = {
  hero_image: DEFAULT_HERO_IMAGE,
}

export const UpdateSiteSettingSchema = z.object({
  value: z.string().trim().min(1).max(1000),
})
export type UpdateSiteSetting = z.infer<typeof UpdateSiteSettingSchema>
