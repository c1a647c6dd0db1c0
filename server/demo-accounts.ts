// The demo accounts of a fresh embedded database: an admin, and a user who has ordered three
// reports on demo parcels through the real order path (test card payments), one of them reviewed
// and published by the admin, and watches three more lots, so every page has something true to
// show from the first start.
import { and, count, eq, sql } from 'drizzle-orm'
import { actorOf, type SignedInActor } from './auth/actor.ts'
import { createOrPromoteAdmin } from './auth/admins.ts'
import type { Auth } from './auth/auth.ts'
import { ensureProfile } from './auth/profiles.ts'
import type { Db } from './db/client.ts'
import { parcels, products, users } from './db/schema/index.ts'
import { saveDigestFrequency } from './domain/digest.ts'
import { paymentPlanFor } from './domain/orders.ts'
import { TEST_PAYMENTS } from './domain/payments.ts'
import { watchLot } from './domain/watches.ts'
import { computeReportAnalysis } from './domain/report-analysis.ts'
import type { NotificationDeps } from './domain/report-notifications.ts'
import { placeOrder, type OrderDeps } from './features/orders/orders.service.ts'
import { updateReport } from './features/reports/report-editing.service.ts'
import { getReviewChecklist, publishReport } from './features/reports/report-review.service.ts'
import { todayInLosAngeles } from './lib/dates.ts'

/** Sign-in details of the demo accounts; also written in the README. */
export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@demo.lotwise.local',
    password: 'Demo-Admin-Lotwise-1',
    name: 'Dana Admin',
  },
  user: { email: 'user@demo.lotwise.local', password: 'Demo-User-Lotwise-1', name: 'Riley User' },
} as const

/** What the analyst wrote on the demo user's published report. */
const PUBLISHED_REPORT_NOTES =
  'Reviewed against the demo city records: zone, lot size and the existing house match. This is a generated demo parcel, so nothing here describes a real property. On a real lot we would confirm the tenant history with the seller and order the site screening before relying on any state pathway.'

/** Why the demo analyst leaves every open fact open: there is no real lot to confirm it on. */
const DEMO_FACT_LEFT_OPEN =
  'A generated demo parcel has no permit history, title or owner to confirm this with.'

const PUBLISHED_REPORT_REVIEW_NOTE =
  'Zone, lot size and the existing house checked against the demo city records; the readings of the law are the ones we use on every report.'

/**
 * Lots the demo user watches besides their reports': the next lot of each order's zone, saved
 * from each place a lot can be saved from.
 */
const DEMO_WATCHES = [
  { zone: 'R1', source: 'card' },
  { zone: 'R3', source: 'screen' },
  { zone: 'C2', source: 'map' },
] as const

/** The demo user's orders: one of each report product, on a lot of a zone it suits. */
const DEMO_ORDERS = [
  { productId: 'single_family', zone: 'R1', published: true },
  { productId: 'multifamily_zoning', zone: 'R3', published: false },
  { productId: 'multifamily_development', zone: 'C2', published: false },
] as const

export type DemoDeps = Omit<OrderDeps, 'payments'> & NotificationDeps & { auth: Auth }

/**
 * On a database with no accounts, creates the demo admin and the demo user. The user orders
 * the three reports (paid in the test payment mode whatever the server's payment settings, so
 * no demo order ever reaches a real provider); each analysis is computed at once, and the admin
 * publishes the single-family report with an analyst's note. Orders, ledger entries, queued
 * emails and reports are the ones a real user's orders create.
 * Returns false when accounts already existed.
 */
export async function createDemoAccountsIfEmpty(deps: DemoDeps): Promise<boolean> {
  const { db, auth } = deps
  const [row] = await db.select({ n: count() }).from(users)
  if ((row?.n ?? 0) > 0) return false
  await createOrPromoteAdmin({ db, auth }, DEMO_ACCOUNTS.admin)
  const admin = await signedInActor(db, DEMO_ACCOUNTS.admin.email)
  await auth.api.signUpEmail({ body: { ...DEMO_ACCOUNTS.user } })
  const today = todayInLosAngeles()
  for (const { productId, zone, published } of DEMO_ORDERS) {
    const parcel = await demoLot(db, zone, 0)
    // A database whose parcels lack this zone simply gets fewer demo reports.
    if (!parcel) continue
    // Read again for each order: the payment the buyer agrees to follows the profile as it is now.
    const buyer = await signedInActor(db, DEMO_ACCOUNTS.user.email)
    const [product] = await db
      .select({ priceCents: products.priceCents })
      .from(products)
      .where(eq(products.id, productId))
    const { order } = await placeOrder({ ...deps, payments: TEST_PAYMENTS }, buyer, {
      productId,
      apn: parcel.apn,
      idempotencyKey: `demo-${productId}`,
      expectedPayment: paymentPlanFor(buyer.profile).method,
      expectedPriceCents: product?.priceCents,
    })
    if (!order.reportId) throw new Error(`The demo order of ${productId} made no report.`)
    // The queued job computes it too; computed here, the demo has figures even with the job
    // worker off.
    await computeReportAnalysis(db, order.reportId, today)
    if (published) {
      await updateReport(db, admin, order.reportId, { notes: PUBLISHED_REPORT_NOTES })
      const checklist = await getReviewChecklist(db, admin, order.reportId)
      await publishReport(deps, admin, order.reportId, {
        facts: checklist.facts.map((fact) => ({
          item: fact.id,
          outcome: 'left_open' as const,
          reason: DEMO_FACT_LEFT_OPEN,
        })),
        readings: checklist.readings.map((reading) => ({
          item: reading.id,
          outcome: 'chosen' as const,
        })),
        note: PUBLISHED_REPORT_REVIEW_NOTE,
      })
    }
  }
  const buyer = await signedInActor(db, DEMO_ACCOUNTS.user.email)
  for (const { zone, source } of DEMO_WATCHES) {
    const parcel = await demoLot(db, zone, 1)
    if (parcel)
      await db.transaction((tx) =>
        watchLot(tx, { userId: buyer.id, apn: parcel.apn, source }, today),
      )
  }
  // The demo's simulated law change (npm run demo:law-change) is told at once, not the next
  // morning (decision 410).
  await saveDigestFrequency(db, buyer.id, 'immediately')
  return true
}

/** The `index`th demo lot of `zone` with an address (by APN), or undefined. */
async function demoLot(db: Db, zone: string, index: number) {
  const [parcel] = await db
    .select({ apn: parcels.apn })
    .from(parcels)
    .where(
      and(
        eq(parcels.zoneClass, zone),
        eq(parcels.isDemo, true),
        sql`${parcels.addressDisplay} is not null`,
      ),
    )
    .orderBy(parcels.apn)
    .offset(index)
    .limit(1)
  return parcel
}

/** The demo account `email` as a signed-in request of theirs would see them. */
async function signedInActor(db: Db, email: string): Promise<SignedInActor> {
  const [user] = await db.select().from(users).where(eq(users.email, email))
  if (!user) throw new Error(`The demo account ${email} is missing.`)
  return actorOf(user, await ensureProfile(db, user))
}
