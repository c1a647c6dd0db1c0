// API keys in a browser: made on the profile page (shown once), used by a program, revoked; and
// the API's reference page, at a desktop width and a phone's.
import { accessibilityViolations, expect, signUp, test } from './fixtures.ts'

for (const width of [1280, 390]) {
  test(`at ${width} px, a key is made on the profile, shown once, works for a program until it is revoked`, async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 900 })
    await signUp(page, baseURL ?? '')
    await page.goto('/profile')
    const section = page.getByRole('region', { name: 'API keys' })
    await expect(section.getByText('You have no API keys yet.')).toBeVisible()

    // A key without a name is refused in words, the server's, on the field and before anything
    // is sent (no request, so no refused request in the console).
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api-keys'))
        sent.push(request.url())
    })
    await section.getByRole('button', { name: 'Create API Key' }).click()
    await expect(section.getByText('Give the key a name.', { exact: true })).toBeVisible()
    await expect(section.getByLabel('Key name')).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])

    await section.getByLabel('Key name').fill('Deal pipeline')
    await section.getByRole('checkbox', { name: /Run analyses/ }).uncheck()
    await section.getByRole('button', { name: 'Create API Key' }).click()
    const shown = section.getByRole('textbox', { name: 'New API key' })
    await expect(shown).toHaveValue(/^lw_[A-Za-z0-9_-]{43}$/)
    const secret = await shown.inputValue()
    const listed = section.getByRole('list', { name: 'Your API keys' }).getByRole('listitem')
    await expect(listed).toHaveCount(1)
    await expect(listed).toContainText('Deal pipeline')
    await expect(listed).toContainText(`${secret.slice(0, 11)}…`)
    await expect(listed).toContainText('Look up parcels · Run screens')
    await section.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `.tmp/api-keys-${width}.png`, fullPage: false })
    expect(await accessibilityViolations(page)).toEqual([])

    // A program (no cookies) uses it.
    const example = (await (await page.request.get('/api/parcels/example')).json()) as {
      example: { apn: string }
    }
    const path = `/api/v1/parcels/${example.example.apn}`
    const program = { headers: { authorization: `Bearer ${secret}`, cookie: '' } }
    expect((await page.request.get(path, program)).status()).toBe(200)

    // Once saved, the secret is gone from the page for good; revoked, the key stops working.
    await section.getByRole('button', { name: 'I Have Saved It' }).click()
    await expect(shown).toHaveCount(0)
    // Revoking asks first: cancelled, the key still works.
    await section.getByRole('button', { name: 'Revoke the key Deal pipeline' }).click()
    const confirm = page.getByRole('dialog', { name: 'Revoke the key “Deal pipeline”?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toHaveCount(0)
    expect((await page.request.get(path, program)).status()).toBe(200)
    await section.getByRole('button', { name: 'Revoke the key Deal pipeline' }).click()
    await confirm.getByRole('button', { name: 'Revoke Key' }).click()
    await expect(listed).toContainText('Revoked')
    expect((await page.request.get(path, program)).status()).toBe(401)
    // The nameless key is refused on the form, before any request: no 400 in the console.
    expect(pageErrors).toEqual([])
  })
}

test('the API reference lists every endpoint from the OpenAPI document, at 1280 and 390 px', async ({
  page,
  pageErrors,
}) => {
  // Two widths, each read through and checked by axe: more than the default time on a busy machine.
  test.slow()
  const document = (await (await page.request.get('/api/v1/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>
  }
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/developers')
    await expect(page.getByRole('heading', { level: 1, name: 'Lotwise API' })).toBeVisible()
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) {
        await expect(
          page.getByRole('heading', {
            level: 3,
            name: `${method.toUpperCase()} /api/v1${path}`,
            exact: true,
          }),
        ).toBeVisible()
      }
    }
    // Each endpoint says what its parameters mean and what its body is: the list upload takes
    // the CSV itself, not the JSON facts the analysis takes.
    const lists = page.getByRole('article', { name: 'POST /api/v1/screen/lists' })
    await expect(lists).toContainText('Body: the CSV file itself')
    await expect(lists).not.toContainText('JSON object of facts')
    await expect(page.getByRole('article', { name: 'POST /api/v1/analysis' })).toContainText(
      'Body: a JSON object of facts',
    )
    await expect(
      page.getByRole('article', { name: 'GET /api/v1/screen', exact: true }),
    ).toContainText('The fewest net new homes the pathway must add to what stands.')
    await page.screenshot({ path: `.tmp/developers-${width}.png`, fullPage: true })
    expect(await accessibilityViolations(page)).toEqual([])
  }
  expect(pageErrors).toEqual([])
})
