// "Changed since you ordered" (decision 402): what the re-runs of a report's lot found after the
// report's analysis was computed, from its owner's watch of the lot. The report's own figures are
// not touched: they stay as computed (and as published) until the analysis is refreshed.
import { and, asc, eq, gt } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { ReportChanges } from '#common/contracts/watch.ts'
import { describeWatchDifferences } from '#common/watch-differences.ts'
import type { Db } from '../db/client.ts'
import {
  reportDetails,
  reportReviews,
  watchChanges,
  watches,
  watchSnapshots,
} from '../db/schema/index.ts'

const before = alias(watchSnapshots, 'before')
const after = alias(watchSnapshots, 'after')

/**
 * The differences between the lot as the report's analysis read it and as it reads now, or null
 * when nothing moved (or the owner stopped watching the lot, or the report has no lot).
 */
export async function findReportChanges(
  db: Db,
  report: { id: string; userId: string; apn: string | null; status: string },
): Promise<ReportChanges | null> {
  if (!report.apn) return null
  const [details] = await db
    .select({ computedAt: reportDetails.computedAt })
    .from(reportDetails)
    .where(eq(reportDetails.reportId, report.id))
  if (!details?.computedAt) return null
  const found = await db
    .select({
      before: before.snapshot,
      after: after.snapshot,
      createdAt: watchChanges.createdAt,
    })
    .from(watchChanges)
    .innerJoin(watches, eq(watches.id, watchChanges.watchId))
    .innerJoin(before, eq(before.id, watchChanges.fromSnapshotId))
    .innerJoin(after, eq(after.id, watchChanges.toSnapshotId))
    .where(
      and(
        eq(watches.userId, report.userId),
        eq(watches.apn, report.apn),
        gt(watchChanges.createdAt, details.computedAt),
      ),
    )
    .orderBy(asc(watchChanges.createdAt))
  const first = found[0]
  const last = found.at(-1)
  if (!first || !last) return null
  const differences = describeWatchDifferences(first.before, last.after)
  if (differences.length === 0) return null
  // Published once (a review is recorded at each publishing) and pending now: back with analysts.
  const [published] = await db
    .select({ id: reportReviews.id })
    .from(reportReviews)
    .where(eq(reportReviews.reportId, report.id))
    .limit(1)
  return {
    computedAt: details.computedAt.toISOString(),
    foundAt: last.createdAt.toISOString(),
    differences,
    before: first.before,
    after: last.after,
    backToReview: report.status === 'pending' && published !== undefined,
  }
}
