// A benchmark's server for `npm run bench:report`: the real app on a fresh database (embedded
// with DATA_DIR, or PostgreSQL with DATABASE_URL) holding one signed-up owner and one full
// report (analysis, inputs and a few corrections), and copies of it for reads that find nothing
// kept. Prints one JSON line with the owner's cookie and the report ids, then serves until
// SIGTERM.
import { eq } from 'drizzle-orm'
import { parcels, reportDetails, reportFactCorrections, reports } from '#server/db/schema/index.ts'
import { computeReportAnalysis } from '#server/domain/report-analysis.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'
import { startBenchApp } from './bench-app.ts'

const { db, signUp, serveUntilStopped } = await startBenchApp({ jobWorker: false, webBuild: true })
const { cookie, userId } = await signUp('Bench Owner', 'bench-owner@example.com')

await db.insert(parcels).values({
  apn: '9000-019-083',
  ain: '9000019083',
  addressDisplay: '844 S Serrano Ave, Los Angeles, CA',
  lotSf: 8090,
  lotWidthFt: 56,
  lotDepthFt: 144,
  zoneString: 'R3-1',
  zoneClass: 'R3',
  heightDistrict: '1',
  zoneParsedComplete: true,
  generalPlanLandUse: 'Medium Residential',
  existingUnits: 1,
  yearBuilt: 1928,
  useCode: '0100 - Residential - Single Family Residence',
  rso: false,
  distMtsMi: 0.164,
  tocTier: 3,
  sb79StopTier: 1,
  sb79DistBand: 'quarter',
  isDemo: true,
})
const [report] = await db
  .insert(reports)
  .values({
    userId,
    apn: '9000-019-083',
    address: '844 S Serrano Ave, Los Angeles, CA',
    reportType: 'multifamily_development',
  })
  .returning({ id: reports.id })
if (!report) throw new Error('no report')
await db.insert(reportFactCorrections).values(
  ['vhfhsz', 'hpoz', 'wetland', 'habitatProtected', 'conservationEasement'].map((fact) => ({
    reportId: report.id,
    fact,
    action: 'set' as const,
    oldValue: null,
    newValue: { value: false },
    correctedByName: 'Bench Analyst',
  })),
)
await computeReportAnalysis(db, report.id, todayInLosAngeles())

// More copies than the server keeps answers for (256), so reading them in turn builds each answer.
const COPIES = 300
const copies = await db
  .insert(reports)
  .values(
    Array.from({ length: COPIES }, () => ({
      userId,
      apn: '9000-019-083',
      address: '844 S Serrano Ave, Los Angeles, CA',
      reportType: 'multifamily_development' as const,
    })),
  )
  .returning({ id: reports.id })
const [details] = await db.select().from(reportDetails).where(eq(reportDetails.reportId, report.id))
await db
  .insert(reportDetails)
  .values(copies.map((copy) => ({ ...details!, id: undefined, reportId: copy.id })))

serveUntilStopped({ cookie, reportId: report.id, copyIds: copies.map((copy) => copy.id) })
