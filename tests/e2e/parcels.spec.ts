import type { Page } from '@playwright/test'
import { generateDemoParcels } from '#server/data/demo/demo-city.ts'
import { accessibilityViolations, expect, test } from './fixtures.ts'

// The demo city is generated from a fixed seed: its first parcels are the same on every start.
const [first, second] = [...generateDemoParcels()]
if (!first?.addressDisplay || !second?.addressDisplay)
  throw new Error('the demo city has no parcels')

/** Types the first parcel's house number and part of its street; the list shows it first. */
async function typePartOfFirstAddress(page: Page) {
  await page.goto('/')
  const search = page.getByRole('combobox', { name: 'Find a parcel in the City of Los Angeles' })
  await search.fill(`${first!.houseNumber} ${first!.streetName?.slice(0, 4)}`)
  const list = page.getByRole('listbox', { name: 'Matching parcels' })
  await expect(list.getByRole('option').first()).toContainText(
    first!.addressDisplay!.split(',')[0]!,
  )
  return { search, list }
}

test.describe('finding a parcel on the home page', () => {
  test('typing part of an address lists matches; the keyboard picks one and shows its card', async ({
    page,
    pageErrors,
  }) => {
    const { search, list } = await typePartOfFirstAddress(page)
    await expect(page.getByRole('status').filter({ hasText: /parcels? found/ })).toHaveText(
      /\d+ parcels? found/,
    )
    await expect(search).toHaveAttribute('aria-expanded', 'true')

    await search.press('ArrowDown')
    await expect(search).toHaveAttribute('aria-activedescendant', /option-0$/)
    await search.press('Enter')
    await expect(list).toBeHidden()

    const card = page.getByRole('heading', { level: 2, name: first.addressDisplay! })
    await expect(card).toBeVisible()
    await expect(page.getByText(`APN ${first.apn}`, { exact: true })).toBeVisible()
    await expect(page.getByText('Demo parcel — generated, not a real property')).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'What this lot may allow (a first look)' }),
    ).toBeVisible()
    // The first demo lot is a C2 lot whose ADUs join a proposed building: the preview gives the
    // ADUs' net new homes beside the lot's total, not the total as ADUs.
    await expect(
      page.getByText(/^Accessory dwelling units \(ADU and JADU\): \d+ net new homes?, \d+ in all$/),
    ).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Order a report for this parcel' }),
    ).toBeVisible()
    expect(await accessibilityViolations(page)).toEqual([])
    expect(pageErrors).toEqual([])
  })

  test('Enter with no match highlighted opens the first match', async ({ page }) => {
    const { search, list } = await typePartOfFirstAddress(page)
    await expect(search).not.toHaveAttribute('aria-activedescendant')
    await search.press('Enter')
    await expect(list).toBeHidden()
    await expect(page.getByRole('heading', { level: 2, name: first.addressDisplay! })).toBeVisible()
    await expect(page.getByText(`APN ${first.apn}`, { exact: true })).toBeVisible()
  })

  test('finds a parcel by APN, and a click picks it', async ({ page }) => {
    await page.goto('/')
    const search = page.getByRole('combobox', { name: 'Find a parcel in the City of Los Angeles' })
    await search.fill(second.apn.replaceAll('-', ''))
    const option = page.getByRole('option', { name: new RegExp(`APN ${second.apn}`) })
    await option.click()
    await expect(page.getByText(`APN ${second.apn}`, { exact: true })).toBeVisible()
  })

  test('the parcel picked stays in the address: a reload opens its card again, Back closes it', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/')
    const search = page.getByRole('combobox', { name: 'Find a parcel in the City of Los Angeles' })
    await search.fill(second.apn.replaceAll('-', ''))
    await page.getByRole('option', { name: new RegExp(`APN ${second.apn}`) }).click()
    await expect(page).toHaveURL(`/?apn=${second.apn}`)
    await expect(page.getByText(`APN ${second.apn}`, { exact: true })).toBeVisible()

    await page.reload()
    await expect(page.getByText(`APN ${second.apn}`, { exact: true })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect(page.getByText(`APN ${second.apn}`, { exact: true })).toHaveCount(0)
    expect(pageErrors).toEqual([])
  })

  test('a real parcel’s card gives the floor area of its buildings from the public record', async ({
    page,
    pageErrors,
  }) => {
    // 9406 W Oakmore Rd, from the shipped seed: ZIMAS records one house of 4,648 sq ft.
    await page.goto('/?apn=4306-026-007')
    await expect(page.getByText('APN 4306-026-007', { exact: true })).toBeVisible()
    await expect(page.getByText('Real parcel — facts from public records')).toBeVisible()
    const floorArea = page.getByText('Floor area of the buildings', { exact: true })
    await expect(floorArea.locator('xpath=following-sibling::dd')).toHaveText('4,648 sq ft')
    await expect(
      page.getByText(/^Sources: .*City Planning parcel profiles \(ZIMAS\)/),
    ).toBeVisible()
    expect(pageErrors).toEqual([])
  })

  test('a real parcel’s card gives its residential market area, its record named under the facts', async ({
    page,
    pageErrors,
  }) => {
    // 6453 N Orion Ave, from the shipped seed: its ZIMAS profile puts it in the low area.
    await page.goto('/?apn=2234-013-009')
    await expect(page.getByText('APN 2234-013-009', { exact: true })).toBeVisible()
    const marketArea = page.getByText('Residential market area', { exact: true })
    await expect(marketArea.locator('xpath=following-sibling::dd')).toHaveText('Low')
    await expect(
      page.getByText(/^Sources: .*City Planning parcel profiles \(ZIMAS\)/),
    ).toBeVisible()
    expect(pageErrors).toEqual([])
  })

  test('a County lot’s card says what its records show: a valued building, an estimated market area, sources by name', async ({
    page,
    pageErrors,
  }) => {
    // 1406 Manzanita St, from the shipped seed's County parcels: zoned RD1.5, improvements
    // valued at $231,882, no count of homes, no ZIP, in the Hollywood community plan area.
    await page.goto('/?apn=5430-028-023')
    await expect(page.getByText('APN 5430-028-023', { exact: true })).toBeVisible()
    const value = (label: string) =>
      page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd')
    await expect(value('Homes on the lot')).toHaveText(
      'Not in the records; a structure stands (Assessor’s value $231,882)',
    )
    await expect(value('Residential market area')).toHaveText(
      'Medium-High (estimated from its community plan area, Hollywood)',
    )
    const sources = page.getByText(/^Sources: /)
    await expect(sources).toContainText(
      'LA County Assessor parcels and fire hazard maps (retrieved',
    )
    await expect(sources).toContainText('LA Metro schedules and stops (retrieved')
    await expect(sources).not.toContainText(/MapServer|GTFS|FeatureServer/)
    await expect(page.getByText(/not known yet/i)).toHaveCount(0)
    expect(pageErrors).toEqual([])
  })

  test('a County R1 lot’s card says on what its ADUs’ net count rests, as base zoning says its own is not known', async ({
    page,
    pageErrors,
  }) => {
    // 7503 Aqueduct Ave, from the shipped seed's County parcels: zoned R1, a building valued, no
    // count of homes.
    await page.goto('/?apn=2206-013-015')
    await expect(page.getByText('APN 2206-013-015', { exact: true })).toBeVisible()
    const preview = page.getByRole('region', { name: 'What this lot may allow (a first look)' })
    await expect(preview).toContainText('1 home in all; net new homes not known')
    await expect(preview).toContainText(
      /\(ADU and JADU\): \d+ net new homes if 1 home stands now; what stands is not in the records/,
    )
    await expect(preview).not.toContainText(/net new homes?, \d+ in all/)
    expect(pageErrors).toEqual([])
  })

  test('says when nothing matches, and Escape closes the list', async ({ page }) => {
    await page.goto('/')
    const search = page.getByRole('combobox', { name: 'Find a parcel in the City of Los Angeles' })
    await search.fill('zzqx nowhere')
    await expect(page.getByRole('option')).toHaveText(/No parcel matches “zzqx nowhere”/)
    // What is announced is what the list shows, not "0 parcels found".
    await expect(
      page.getByRole('region', { name: 'Look up a lot' }).getByRole('status'),
    ).toHaveText('No parcel matches “zzqx nowhere”. Check the spelling, or try the APN.')
    await search.press('Escape')
    await expect(page.getByRole('listbox', { name: 'Matching parcels' })).toBeHidden()
    await search.press('Escape')
    await expect(search).toHaveValue('')
  })

  test('answers an address in another city with the scope, offering no parcel', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByText('Lotwise covers the City of Los Angeles today.')).toBeVisible()
    const search = page.getByRole('combobox', { name: 'Find a parcel in the City of Los Angeles' })
    await search.fill('100 Wilshire Blvd, Santa Monica')
    await expect(page.getByRole('option')).toHaveText(
      'Lotwise covers the City of Los Angeles today; Santa Monica is not covered yet.',
    )
  })
})
