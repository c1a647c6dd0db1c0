// The demo accounts of a fresh embedded database: an admin, and a user with three reports on
// demo parcels, so the product has something to show from the first start.
import { and, count, eq, sql } from 'drizzle-orm'
import { createOrPromoteAdmin } from '../../auth/admins.ts'
import type { Auth } from '../../auth/auth.ts'
import type { Db } from '../../db/client.ts'
import { parcels, reportDetails, reports, users } from '../../db/schema/index.ts'
import { computeReportAnalysis } from '../../domain/report-analysis.ts'
import { todayInLosAngeles } from '../../lib/dates.ts'

/** Sign-in details of the demo accounts; also written in the README. */
export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@demo.lotwise.local',
    password: 'Demo-Admin-Lotwise-1',
    name: 'Dana Admin',
  },
  user: { email: 'user@demo.lotwise.local', password: 'Demo-User-Lotwise-1', name: 'Riley User' },
} as const

/** What the analyst wrote on the demo user's completed report. */
const COMPLETED_REPORT_NOTES =
  'Reviewed against the demo city records: zone, lot size and the existing house match. This is a generated demo parcel, so nothing here describes a real property. On a real lot we would confirm the tenant history with the seller and order the site screening before relying on any state pathway.'

/**
 * On a database with no accounts, creates the demo admin and demo user, and gives the user
 * three reports on demo parcels (a single-family lot, a multifamily lot and a commercial lot;
 * two pending, one completed), each with its analysis computed, so the product has something
 * to show.
 * Returns false when accounts already existed.
 */
export async function createDemoAccountsIfEmpty({
  db,
  auth,
}: {
  db: Db
  auth: Auth
}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users)
  if ((row?.n ?? 0) > 0) return false
  await createOrPromoteAdmin({ db, auth }, DEMO_ACCOUNTS.admin)
  const { user } = await auth.api.signUpEmail({ body: { ...DEMO_ACCOUNTS.user } })
  const reportsByType = [
    { reportType: 'single_family', zone: 'R1', status: 'completed' },
    { reportType: 'multifamily_zoning', zone: 'R3', status: 'pending' },
    // The full report as it is ordered today: in the current (v2) layout.
    { reportType: 'multifamily_development_v2', zone: 'C2', status: 'pending' },
  ] as const
  const today = todayInLosAngeles()
  for (const { reportType, zone, status } of reportsByType) {
    const [parcel] = await db
      .select({ apn: parcels.apn, address: parcels.addressDisplay })
      .from(parcels)
      .where(and(eq(parcels.zoneClass, zone), sql`${parcels.addressDisplay} is not null`))
      .orderBy(parcels.apn)
      .limit(1)
    const [report] = await db
      .insert(reports)
      .values({
        userId: user.id,
        reportType,
        status,
        apn: parcel?.apn ?? null,
        address: parcel?.address ?? `${zone} demo lot, Los Angeles, CA`,
      })
      .returning({ id: reports.id })
    await computeReportAnalysis(db, report!.id, today)
    if (status === 'completed')
      await db
        .update(reportDetails)
        .set({ notes: COMPLETED_REPORT_NOTES })
        .where(eq(reportDetails.reportId, report!.id))
  }
  return true
}
