// A signed-in user's uploaded lists on Find Lots: listed to screen again, and deleted.
import { accessibilityViolations, DEMO_REPORT_APN, expect, signUp, test } from './fixtures.ts'

test('a list uploaded before is listed under "Your lists", screens again from there, and can be deleted', async ({
  page,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(120_000)
  await signUp(page, baseURL ?? '')
  // Uploaded earlier (another day, another tab): the page must find it on its own.
  const uploaded = await page.request.post('/api/screen/lists?name=Broker%20shortlist', {
    data: `APN\n${DEMO_REPORT_APN}\n9999-999-999\n`,
    headers: { 'content-type': 'text/csv' },
  })
  expect(uploaded.status()).toBe(201)
  const { list } = (await uploaded.json()) as { list: { id: string } }

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/screen?minHomes=1')
  const yours = page.getByRole('region', { name: 'Your lists' })
  // The page learns who is signed in, then asks for their lists: slow on a busy machine.
  await expect(yours).toContainText('2 rows matched 1 lot', { timeout: 60_000 })
  await yours.getByRole('link', { name: 'Broker shortlist' }).click()
  await expect(page).toHaveURL(new RegExp(`list=${list.id}`))
  await expect(page).toHaveURL(/minHomes=1/)
  await expect(page.getByRole('region', { name: 'List: Broker shortlist' })).toContainText(
    '2 rows matched 1 lot',
  )
  expect(await accessibilityViolations(page)).toEqual([])

  await page.setViewportSize({ width: 390, height: 844 })
  await yours.getByRole('button', { name: 'Delete the list Broker shortlist' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete the list “Broker shortlist”?' })
  await dialog.getByRole('button', { name: 'Delete List' }).click()
  // A fresh server's first screen refresh holds the embedded database between its slices.
  await expect(page.getByText('List “Broker shortlist” deleted')).toBeVisible({ timeout: 60_000 })
  // The page was screening the deleted list: it goes back to the city, the filters kept.
  await expect(page).not.toHaveURL(/list=/)
  await expect(page).toHaveURL(/minHomes=1/)
  await expect(yours).toHaveCount(0)
  await page.screenshot({ path: '.tmp/screen-lists-390.png', fullPage: true })
  expect(pageErrors).toEqual([])
})
