import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_HERO_IMAGE } from '#common/site-settings.ts'
import { siteSettings } from '#server/db/schema/index.ts'
import { errorOf } from '#tests/setup/people.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { signUp } from '#tests/setup/accounts.ts'
import { ensureSiteSettingDefaults } from './site-settings.service.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('site settings', () => {
  it('gives anyone the hero image, with its default inserted at start', async () => {
    const response = await t.api()['site-settings'][':key'].$get({ param: { key: 'hero_image' } })
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

  const put = (account: Awaited<ReturnType<typeof signUp>> | null, value: string) =>
    t.api(account)['site-settings'][':key'].$put({ param: { key: 'hero_image' }, json: { value } })

  it('lets an admin change the hero image, which anyone then reads', async () => {
    const admin = await signUp(t, { admin: true })
    const response = await put(admin, '/images/new-hero.webp')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ value: '/images/new-hero.webp' })
    const read = await t.api()['site-settings'][':key'].$get({ param: { key: 'hero_image' } })
    expect(await read.json()).toMatchObject({ value: '/images/new-hero.webp' })
    expect((await put(admin, 'https://cdn.example.com/hero.jpg?v=2')).status).toBe(200)
  })

  it('refuses visitors (401) and people who are not admins (403), changing nothing', async () => {
    const before = await (
      await t.api()['site-settings'][':key'].$get({ param: { key: 'hero_image' } })
    ).json()
    expect((await put(null, '/images/x.png')).status).toBe(401)
    const person = await signUp(t)
    const refused = await put(person, '/images/x.png')
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({
      error: { message: 'Admin authentication required' },
    })
    expect(
      await (await t.api()['site-settings'][':key'].$get({ param: { key: 'hero_image' } })).json(),
    ).toEqual(before)
  })

  it.each([
    ['http://cdn.example.com/hero.jpg', 'a path on this site'],
    ['javascript:alert(1)', 'a path on this site'],
    ['//evil.example/hero.png', 'a path on this site'],
    ['/images/../secret.png', 'a path on this site'],
    ['/images/hero.html', 'image file name'],
    ['https://cdn.example.com/page', 'image file name'],
  ])('refuses %s with 400 in words', async (value, words) => {
    const admin = await signUp(t, { admin: true })
    const response = await put(admin, value)
    expect(response.status).toBe(400)
    expect((await errorOf(response)).message).toContain(words)
  })

  it('reads the default when the row is missing', async () => {
    await t.database.db.delete(siteSettings).where(eq(siteSettings.key, 'hero_image'))
    expect(
      await (await t.api()['site-settings'][':key'].$get({ param: { key: 'hero_image' } })).json(),
    ).toMatchObject({
      value: DEFAULT_HERO_IMAGE,
    })
  })
})
