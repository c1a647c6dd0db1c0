import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_HERO_IMAGE } from '#common/contracts/site-settings.ts'
import { siteSettings } from '#server/db/schema/index.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { ensureSiteSettingDefaults } from './site-settings.service.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('site settings', () => {
  it('gives anyone the hero image, with its default inserted at start', async () => {
    const response = await t.request('/api/site-settings/hero_image')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ key: 'hero_image', value: DEFAULT_HERO_IMAGE })
  })

  it('puts the default back when the setting is missing, and keeps a chosen value', async () => {
    const db = t.database.db
    await db.delete(siteSettings).where(eq(siteSettings.key, 'hero_image'))
    await ensureSiteSettingDefaults(db)
    expect((await db.select().from(siteSettings)).map((s) => s.value)).toEqual([DEFAULT_HERO_IMAGE])

    await db
      .update(siteSettings)
      .set({ value: '/images/custom.jpg' })
      .where(eq(siteSettings.key, 'hero_image'))
    await ensureSiteSettingDefaults(db)
    expect((await db.select().from(siteSettings)).map((s) => s.value)).toEqual([
      '/images/custom.jpg',
    ])
  })
})
