// Parcels and reports for API tests, written straight to the database, and a way to wait for
// the background job that computes a report's analysis.
import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { dataImports, parcels, reportDetails, reports } from '#server/db/schema/index.ts'
import { dataChanged } from '#server/domain/data-version.ts'
import { computeReportAnalysis } from '#server/domain/report-analysis.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'

let parcelCounter = 0
let importCounter = 0
/** Where this file's parcel numbers start: counting up from it, two parcels never collide. */
const APN_BASE = 9_100_000_000 + Math.floor(Math.random() * 800_000) * 1000

/** A parcel in the City: an R3 lot of 7,000 sq ft unless `values` says otherwise. */
export async function insertParcel(db: Db, values: Partial<typeof parcels.$inferInsert> = {}) {
  parcelCounter += 1
  const digits = String(APN_BASE + parcelCounter)
  const apn = `${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`
  const [parcel] = await db
    .insert(parcels)
    .values({
      apn,
      ain: digits,
      addressDisplay: `${100 + parcelCounter} Test St, Los Angeles, CA 90012`,
      lotSf: 7000,
      zoneString: 'R3-1',
      zoneClass: 'R3',
      heightDistrict: '1',
      zoneParsedComplete: true,
      existingUnits: 1,
      yearBuilt: 1950,
      isDemo: true,
      ...values,
    })
    .returning()
  return parcel!
}

/**
 * An Assessor import run (LA County Assessor parcels, October 1, 2026) for parcels' `sources` to
 * point at, so their facts carry that record as their origin; returns its id.
 */
export async function insertAssessorImport(db: Db): Promise<string> {
  importCounter += 1
  const id = `test-import-${importCounter}-${Date.now()}`
  const now = new Date()
  await db.insert(dataImports).values({
    id,
    kind: 'assessor',
    file: 'parcels.csv',
    dataset: 'LA County Assessor parcels',
    datasetDate: '2026-10-01',
    read: 1,
    inserted: 1,
    updated: 0,
    rejected: 0,
    startedAt: now,
    finishedAt: now,
  })
  dataChanged()
  return id
}

/** A pending report of `userId` about the parcel `apn`. */
export async function insertReport(
  db: Db,
  values: Pick<typeof reports.$inferInsert, 'userId'> & Partial<typeof reports.$inferInsert>,
) {
  const [report] = await db
    .insert(reports)
    .values({
      address: '100 Test St, Los Angeles, CA 90012',
      reportType: 'multifamily_zoning',
      ...values,
    })
    .returning()
  return report!
}

/** The report's details once the analysis job has settled (ready or failed); fails after `timeoutMs`. */
export async function waitForAnalysis(db: Db, reportId: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const [details] = await db
      .select()
      .from(reportDetails)
      .where(eq(reportDetails.reportId, reportId))
    if (details && details.analysisStatus !== 'pending') return details
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`The analysis of report ${reportId} did not settle within ${timeoutMs} ms`)
}

/** A pending report of `userId` on a new parcel (`parcel` values), with its analysis computed. */
export async function insertAnalyzedReport(
  db: Db,
  values: Pick<typeof reports.$inferInsert, 'userId'> & Partial<typeof reports.$inferInsert>,
  parcel: Partial<typeof parcels.$inferInsert> = {},
) {
  const { apn, addressDisplay } = await insertParcel(db, parcel)
  const report = await insertReport(db, { apn, address: addressDisplay ?? undefined, ...values })
  await computeReportAnalysis(db, report.id, todayInLosAngeles())
  return report
}
