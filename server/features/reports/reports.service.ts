// Reports as their owners and the analysts read them: the list and the analysts' queue (filters,
// search, paging), one whole report, publishing, deleting, and the request and completion
// notifications (spec §4, §6, §7).
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { normalizeApn } from '#common/contracts/parcels.ts'
import {
  typesOfProduct,
  type ReportListQuerySchema,
  type ReportNotification,
  type ReportPage,
  type ReportQueueQuerySchema,
  type ReportSummary,
} from '#common/contracts/reports.ts'
import type { ReportView } from '#common/contracts/report-document.ts'
import { AppError } from '#common/errors.ts'
import { MESSAGES } from '#common/messages.ts'
import { assertCan, canOnAny } from '#common/permissions.ts'
import { reportState } from '#common/report/review.ts'
import { readStoredAnalysis, unreadableAnalysisReason } from '#common/report/stored-analysis.ts'
import type { ReportReview } from '#common/contracts/report-review.ts'
import { ENGINE_VERSION } from '#engine'
import type { z } from 'zod'
import type { SignedInActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import { hit, type Limit } from '../../db/hit-counter.ts'
import { preparedQuery } from '../../db/prepared.ts'
import {
  parcels,
  profiles,
  reportDetails,
  reportFactCorrections,
  reportReviews,
  reports,
} from '../../db/schema/index.ts'
import { rateLimitMessage } from '../../http/auth-rate-limit.ts'
import { digestOf, prepareJson, type PreparedJson } from '../../http/compress-json.ts'
import { createVersionedCache } from '../../lib/versioned-cache.ts'
import { findParcelsForAnalysis } from '../../domain/parcels.ts'
import { notifyReport, type NotificationDeps } from '../../domain/report-notifications.ts'
import { assertCanSee, getReportWithOwner, REPORT_NOT_FOUND } from '../../domain/reports.ts'
import {
  buildReportDocument,
  findReview,
  loadOwnersDocument,
  toReview,
} from './report-document.service.ts'

type Deps = NotificationDeps & { db: Db }
type ListQuery = z.output<typeof ReportListQuerySchema>
type QueueQuery = z.output<typeof ReportQueueQuerySchema>

/** `%` and `_` typed into a search box are letters, not wildcards. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

const isStale = sql<boolean>`coalesce(${reportDetails.engineVersion} <> ${ENGINE_VERSION}, false)`

/** The reader's reports (an admin's: every report, with its reporter), newest first. */
export async function listReports(
  db: Db,
  actor: SignedInActor,
  query: ListQuery,
): Promise<ReportPage> {
  const everyone = canOnAny(actor, 'read:report')
  return findReportPage(db, query, {
    withReporter: everyone,
    byProduct: !everyone,
    where: everyone ? [] : [eq(reports.userId, actor.id)],
    order: [desc(reports.createdAt), desc(reports.id)],
  })
}

/** The analysts' queue: pending first, then oldest first, with filters by owner and engine. */
export async function listReportQueue(
  db: Db,
  actor: SignedInActor,
  query: QueueQuery,
): Promise<ReportPage> {
  assertCan(actor, 'read:report_queue')
  const where: SQL[] = []
  if (query.owner) {
    const pattern = contains(query.owner)
    where.push(or(ilike(profiles.email, pattern), ilike(profiles.fullName, pattern)) as SQL)
  }
  if (query.stale !== undefined) where.push(query.stale ? isStale : sql`not ${isStale}`)
  return findReportPage(db, query, {
    withReporter: true,
    byProduct: false,
    where,
    order: [
      sql`case when ${reports.status} = 'pending' then 0 else 1 end`,
      asc(reports.createdAt),
      asc(reports.id),
    ],
  })
}

async function findReportPage(
  db: Db,
  query: ListQuery,
  /** byProduct: a type finds every layout of its product, as a buyer names it. */
  view: { withReporter: boolean; byProduct: boolean; where: SQL[]; order: SQL[] },
): Promise<ReportPage> {
  const conditions = and(
    ...view.where,
    query.status ? eq(reports.status, query.status) : undefined,
    query.type
      ? inArray(reports.reportType, view.byProduct ? typesOfProduct(query.type) : [query.type])
      : undefined,
    query.q ? ilike(reports.address, contains(query.q)) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({
        report: reports,
        userEmail: profiles.email,
        userName: profiles.fullName,
        analysisStatus: reportDetails.analysisStatus,
        engineVersion: reportDetails.engineVersion,
      })
      .from(reports)
      .leftJoin(profiles, eq(profiles.id, reports.userId))
      .leftJoin(reportDetails, eq(reportDetails.reportId, reports.id))
      .where(conditions)
      .orderBy(...view.order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(reports)
      .leftJoin(profiles, eq(profiles.id, reports.userId))
      .leftJoin(reportDetails, eq(reportDetails.reportId, reports.id))
      .where(conditions),
  ])
  const reviews = await latestReviews(
    db,
    rows.filter((row) => row.report.status === 'completed').map((row) => row.report.id),
  )
  return {
    reports: rows.map((row) => {
      const summary = toSummary(
        row.report,
        row.analysisStatus,
        row.engineVersion,
        reviews.get(row.report.id) ?? null,
      )
      return view.withReporter
        ? { ...summary, user_email: row.userEmail, user_name: row.userName }
        : summary
    }),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/** The latest review of each of the reports `ids` that has one. */
async function latestReviews(db: Db, ids: readonly string[]): Promise<Map<string, ReportReview>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectDistinctOn([reportReviews.reportId])
    .from(reportReviews)
    .where(inArray(reportReviews.reportId, [...ids]))
    .orderBy(reportReviews.reportId, desc(reportReviews.createdAt))
  return new Map(rows.map((row) => [row.reportId, toReview(row)]))
}

function toSummary(
  report: typeof reports.$inferSelect,
  analysisStatus: ReportSummary['analysisStatus'] | null,
  engineVersion: string | null,
  review: ReportReview | null,
): ReportSummary {
  const state = reportState({ status: report.status, review })
  return {
    id: report.id,
    userId: report.userId,
    address: report.address,
    apn: report.apn,
    reportType: report.reportType,
    status: report.status,
    state: state === 'sample' ? 'pending' : state,
    createdAt: report.createdAt.toISOString(),
    analysisStatus: analysisStatus ?? 'pending',
    engineVersion,
    stale: engineVersion !== null && engineVersion !== ENGINE_VERSION,
  }
}

/** A report with its details and its owner's name and email: every report page reads it. */
function reportWithOwner(db: Db) {
  return preparedQuery(db, 'report_with_owner', (on) =>
    on
      .select({
        report: reports,
        details: reportDetails,
        userEmail: profiles.email,
        userName: profiles.fullName,
      })
      .from(reports)
      .leftJoin(reportDetails, eq(reportDetails.reportId, reports.id))
      .leftJoin(profiles, eq(profiles.id, reports.userId))
      .where(eq(reports.id, sql.placeholder('id'))),
  )
}

/** A report's fact corrections, the latest first. */
function correctionsOf(db: Db) {
  return preparedQuery(db, 'report_corrections', (on) =>
    on
      .select()
      .from(reportFactCorrections)
      .where(eq(reportFactCorrections.reportId, sql.placeholder('id')))
      .orderBy(desc(reportFactCorrections.createdAt)),
  )
}

/**
 * One whole report for its owner or an admin: the analysis (when this engine can read it), what
 * it was computed from, the settings, notes and every correction. Anyone else is refused.
 */
export async function getReportView(db: Db, actor: SignedInActor, id: string): Promise<ReportView> {
  // The corrections are read beside the report, not after it, to spare a round trip; they are
  // only returned once the permission check below has passed.
  const [[row], corrections, review] = await Promise.all([
    reportWithOwner(db).execute({ id }),
    correctionsOf(db).execute({ id }),
    findReview(db, id),
  ])
  if (!row) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND)
  assertCanSee(actor, row.report)

  const apn = row.report.apn ? normalizeApn(row.report.apn) : null
  const parcel = apn ? ((await findParcelsForAnalysis(db, [apn])).get(apn) ?? null) : null
  const details = row.details
  const stored = details?.analysis ? readStoredAnalysis(details.analysis) : null
  const summary = toSummary(
    row.report,
    details?.analysisStatus ?? null,
    details?.engineVersion ?? null,
    review,
  )
  return {
    report: {
      ...summary,
      updatedAt: row.report.updatedAt.toISOString(),
      ...(canOnAny(actor, 'read:report')
        ? { user_email: row.userEmail, user_name: row.userName }
        : {}),
    },
    document: buildReportDocument(
      { report: row.report, details, corrections, review },
      canOnAny(actor, 'read:report') ? 'admin' : 'owner',
      null,
    ),
    unreadable: stored && !stored.ok ? unreadableAnalysisReason(details?.computedAt ?? null) : null,
    analysisError: details?.analysisError ?? null,
    settings: details?.settings ?? { scenario: {}, options: {} },
    currentEngineVersion: ENGINE_VERSION,
    parcelInRecords: row.report.apn === null ? null : parcel !== null,
    record: parcel && { facts: parcel.facts, sources: parcel.factSources },
  }
}

/**
 * Reports whose whole view is kept as sent, per kind of reader (its owner, or staff who also see
 * the owner's name and email); beyond this the least recently used goes. About 60 KB each.
 */
const VIEW_CACHE_LIMIT = 256
const keptViews = createVersionedCache<PreparedJson<ReportView>>({ ids: VIEW_CACHE_LIMIT })

/**
 * What a report's view is made of, as one version: PostgreSQL's `xmin` of every row it reads
 * (the report, its details, its owner's profile and its parcel) changes with each update of
 * that row, and corrections are only ever added. The engine's version is fixed per process.
 */
function reportViewVersion(db: Db) {
  return preparedQuery(db, 'report_view_version', (on) =>
    on
      .select({
        userId: reports.userId,
        apn: reports.apn,
        version: sql<string>`concat(${reports}.xmin, '.', ${reportDetails}.xmin, '.', ${profiles}.xmin, '.', ${parcels}.xmin, '.', (
          select count(*) || ':' || coalesce(max(xmin::text::bigint), 0)
          from ${reportFactCorrections}
          where ${reportFactCorrections.reportId} = ${reports.id}))`,
      })
      .from(reports)
      .leftJoin(reportDetails, eq(reportDetails.reportId, reports.id))
      .leftJoin(profiles, eq(profiles.id, reports.userId))
      .leftJoin(parcels, eq(parcels.apn, reports.apn))
      .where(eq(reports.id, sql.placeholder('id'))),
  )
}

/**
 * `getReportView` as the answer GET /api/reports/{id} sends, made once per version of the report
 * and kept (decision 078): the page reads a report again on every visit, and every second while
 * its analysis is computed. One small query tells whether the kept answer is still the report.
 */
export async function readReportView(
  db: Db,
  actor: SignedInActor,
  id: string,
): Promise<PreparedJson<ReportView>> {
  const [head] = await reportViewVersion(db).execute({ id })
  if (!head) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND)
  assertCanSee(actor, head)
  const reader = canOnAny(actor, 'read:report') ? 'staff' : 'owner'
  const cacheId = `${id}|${reader}`
  // The version joins the parcel by the report's APN as written, while the view finds it by the
  // APN's canonical form: a report whose APN is written otherwise is built on every read, and
  // its ETag is its content's.
  if (head.apn !== null && normalizeApn(head.apn) !== head.apn) {
    return prepareJson(await getReportView(db, actor, id))
  }
  const etag = `"${digestOf(`${cacheId}|${head.version}|${ENGINE_VERSION}`)}"`
  return keptViews.getOrMake(cacheId, etag, async () =>
    prepareJson(await getReportView(db, actor, id), etag),
  )
}

/**
 * Deletes the report's details, then the report, in one transaction (spec §4). Admins only. A
 * failure names the step, so the person reads the spec's message for it; nothing is half-deleted.
 */
export async function deleteReport(db: Db, actor: SignedInActor, id: string) {
  assertCan(actor, 'delete:report')
  await db.transaction(async (tx) => {
    await tx
      .delete(reportDetails)
      .where(eq(reportDetails.reportId, id))
      .catch((error: unknown) => {
        throw new AppError(
          'INTERNAL',
          MESSAGES.reportDetailsDeleteFailed,
          { step: 'details' },
          {
            cause: error,
          },
        )
      })
    const deleted = await tx
      .delete(reports)
      .where(eq(reports.id, id))
      .returning({ id: reports.id })
      .catch((error: unknown) => {
        throw new AppError(
          'INTERNAL',
          MESSAGES.reportDeleteFailed,
          { step: 'report' },
          {
            cause: error,
          },
        )
      })
    if (deleted.length === 0) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND)
  })
}

/**
 * spec §7 send-report-notification: the owner (or an admin) has the request or completion email
 * sent again. The addresses come from the report's owner on file, not from the request.
 */
export const COMPLETION_BEFORE_COMPLETED =
  'A completion email can only be sent once the report is completed.'

/** Each email of a report may be sent again (a lost message), but not used to flood an inbox. */
const NOTIFICATIONS_PER_REPORT_AND_KIND: Limit = { max: 3, windowMinutes: 60 }

export async function sendReportNotification(
  deps: Deps,
  actor: SignedInActor,
  request: Pick<ReportNotification, 'type' | 'reportId'>,
) {
  const report = await getReportWithOwner(deps.db, request.reportId)
  assertCanSee(actor, report)
  assertCan(actor, 'notify:report', report)
  if (request.type === 'completion' && report.status !== 'completed')
    throw new AppError('CONFLICT', COMPLETION_BEFORE_COMPLETED)
  const limited = await hit(
    deps.db,
    `notify:${request.type}:${report.id}`,
    NOTIFICATIONS_PER_REPORT_AND_KIND,
  )
  if (limited)
    throw new AppError(
      'RATE_LIMITED',
      rateLimitMessage(NOTIFICATIONS_PER_REPORT_AND_KIND.windowMinutes),
    )
  return notifyReport(deps, request.type, report, {
    document: await loadOwnersDocument(deps.db, report.id),
  })
}
