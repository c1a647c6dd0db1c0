// The site settings' wire schemas; the keys and defaults are in common/site-settings.ts.
import { z } from 'zod'
import { SITE_SETTING_KEYS } from '../site-settings.ts'

export const SiteSettingKeySchema = z.enum(SITE_SETTING_KEYS)

export const UpdateSiteSettingSchema = z.object({
  value: z.string().trim().min(1).max(1000),
})
export type UpdateSiteSetting = z.infer<typeof UpdateSiteSettingSchema>

/** "/images/hero.png": a path on this site, without a host or a step up. */
const SITE_PATH = /^\/(?!\/)(?!.*\.\.)\S+$/
/** "https://cdn.example.com/hero.jpg". */
const HTTPS_ADDRESS = /^https:\/\/[a-z0-9.-]+(:\d+)?\/\S+$/i

/** Picture files a browser shows in an <img> on every current engine. */
const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i

/**
 * A hero picture: a file of this site (a path such as /images/hero.png) or an https address,
 * ending in an image file name. Anything else is refused in words.
 */
export const HeroImageValueSchema = z
  .string({ error: 'Give the picture as a site path or an https address.' })
  .trim()
  .min(1, 'Give the picture as a site path or an https address.')
  .max(1000, 'That address is too long (at most 1000 characters).')
  .refine((value) => SITE_PATH.test(value) || HTTPS_ADDRESS.test(value), {
    error: 'The picture must be a path on this site (starting with /) or an https:// address.',
  })
  .refine((value) => IMAGE_FILE.test(value.replace(/[?#].*$/, '')), {
    error: 'The address must end in an image file name (.svg, .png, .jpg, .webp, .avif or .gif).',
  })
