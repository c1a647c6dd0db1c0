// The site's settings (spec §3: site_settings) and their defaults, apart from their wire
// schemas (common/contracts/site-settings.ts): the home page shows the default hero picture
// without loading the validation library.

/** The settings the site knows about. */
export const SITE_SETTING_KEYS = ['hero_image'] as const
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number]

/** The home hero picture when none has been chosen. */
export const DEFAULT_HERO_IMAGE = '/images/hero-lot.svg'

export const SITE_SETTING_DEFAULTS: Readonly<Record<SiteSettingKey, string>> = {
  hero_image: DEFAULT_HERO_IMAGE,
}
