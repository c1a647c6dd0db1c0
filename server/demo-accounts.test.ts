// The demo accounts of a fresh embedded database, read back through the API as the demo admin
// and the demo user would: orders, payments, reports and the published report's email.
import { and, count, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderView } from '#common/orders.ts'
import type { ReportView } from '#common/contracts/report-document.ts'
import { loadDemoCityIfEmpty } from '#server/data/demo/load-demo-city.ts'
import { emailOutbox, orders, reportDetails } from '#server/db/schema/index.ts'
import { reconcile } from '#server/features/orders/orders.service.ts'
import { cookieFrom, signIn, type TestAccount } from '#tests/setup/accounts.ts'
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/setup/test-app.ts'
import { createDemoAccountsIfEmpty, DEMO_ACCOUNTS } from './demo-accounts.ts'

const ADMIN_EMAIL = 'team@lotwise.test'
let t: TestApp
let admin: TestAccount
let user: TestAccount

async function signInAs(account: { email: string; password: string; name: string }) {
  const response = await signIn(t, account.email, account.password)
  expect(response.status).toBe(200)
  const { user: signedIn } = (await response.json()) as { user: { id: string } }
  return { id: signedIn.id, email: account.email, name: account.name, cookie: cookieFrom(response) }
}

beforeAll(async () => {
  t = await createTestApp({ adminEmail: ADMIN_EMAIL })
  await loadDemoCityIfEmpty({ database: t.database, logger: t.logger, count: 600 })
  const deps = {
    db: t.database.db,
    auth: t.auth,
    queue: t.queue,
    mailer: t.mailer,
    publicUrl: TEST_PUBLIC_URL,
    adminEmail: ADMIN_EMAIL,
  }
  expect(await createDemoAccountsIfEmpty(deps)).toBe(true)
  // A second start finds the accounts and adds nothing.
  expect(await createDemoAccountsIfEmpty(deps)).toBe(false)
  admin = await signInAs(DEMO_ACCOUNTS.admin)
  user = await signInAs(DEMO_ACCOUNTS.user)
}, 60_000)
afterAll(() => t.close())

describe('the demo accounts', () => {
  it('show the admin the demo user’s three orders, each paid in the test mode with its report', async () => {
    const response = await t.api(admin).admin.orders.$get()
    expect(response.status).toBe(200)
    const { orders: listed } = (await response.json()) as {
      orders: Array<OrderView & { buyerEmail: string }>
    }
    expect(listed).toHaveLength(3)
    expect(
      listed.map(({ productId, amountCents }) => ({ productId, amountCents })).sort(byProduct),
    ).toEqual([
      { productId: 'multifamily_development', amountCents: 39_900 },
      { productId: 'multifamily_zoning', amountCents: 19_900 },
      { productId: 'single_family', amountCents: 14_900 },
    ])
    for (const order of listed) {
      expect(order).toMatchObject({
        buyerEmail: DEMO_ACCOUNTS.user.email,
        status: 'completed',
        paymentMethod: 'card',
        testPayment: true,
      })
      expect(order.reportId).toBeTruthy()
    }
    // Every payment is in the ledger, which agrees with the profile.
    const books = await reconcile(t.database.db, user.id)
    expect(books.ledger).toEqual(books.profile)
  })

  it('give the demo user three analysed reports, the single-family one published with a note', async () => {
    const response = await t.api(user).reports.$get({ query: {} })
    expect(response.status).toBe(200)
    const { reports } = (await response.json()) as {
      reports: Array<{ id: string; reportType: string; status: string }>
    }
    expect(reports.map(({ reportType, status }) => ({ reportType, status })).sort(byType)).toEqual([
      { reportType: 'multifamily_development_v2', status: 'pending' },
      { reportType: 'multifamily_zoning', status: 'pending' },
      { reportType: 'single_family', status: 'completed' },
    ])
    const [{ n: ready } = { n: 0 }] = await t.database.db
      .select({ n: count() })
      .from(reportDetails)
      .where(eq(reportDetails.analysisStatus, 'ready'))
    expect(ready).toBe(3)

    const published = reports.find((report) => report.status === 'completed')!
    const view = await t.api(user).reports[':id'].$get({ param: { id: published.id } })
    const { document } = (await view.json()) as ReportView
    expect(document?.notes).toContain('Reviewed against the demo city records')
    const [ordered] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.reportId, published.id))
    expect(ordered).toBeTruthy()
  })

  it('send the demo user the published report’s email, as publishing any report does', async () => {
    const [{ n: sent } = { n: 0 }] = await t.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, DEMO_ACCOUNTS.user.email),
          like(emailOutbox.subject, 'Your report for % is ready'),
        ),
      )
    expect(sent).toBe(1)
  })
})

const byProduct = (a: { productId: string }, b: { productId: string }) =>
  a.productId.localeCompare(b.productId)
const byType = (a: { reportType: string }, b: { reportType: string }) =>
  a.reportType.localeCompare(b.reportType)
