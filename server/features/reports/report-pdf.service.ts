// The report as a PDF (issue 11, part 4), for whoever may read the report and for anyone holding
// an active share link. Rendered inline and kept until the report changes (decision 175), and
// prepared in the background once the report is published (decision 188).
import { eq } from 'drizzle-orm'
import type { ProformaChanges } from '#common/report/assumption-values.ts'
import { AppError } from '#common/errors.ts'
import { ENGINE_VERSION } from '#engine'
import { PROFORMA_VERSION } from '#proforma'
import type { SignedInActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import { reportDetails, reports } from '../../db/schema/index.ts'
import { assertCanSee, REPORT_NOT_FOUND } from '../../domain/reports.ts'
import { digestOf } from '../../http/compress-json.ts'
import { createVersionedCache } from '../../lib/versioned-cache.ts'
import { renderOffThread } from './pdf/render-off-thread.ts'
import { dataVersion } from '../../domain/data-version.ts'
import { reportLotMap } from './report-map.service.ts'
import { loadReportDocument } from './report-document.service.ts'
import { findActiveShareLink } from './report-shares.service.ts'

export type ReportPdf = { pdf: Uint8Array<ArrayBuffer>; filename: string; etag: string }

/** Reports whose PDF is kept in memory; beyond this the least recently used one is dropped. */
const CACHE_LIMIT = 64
/** Bump when the PDF's layout changes, so PDFs made by the old layout are not served. */
const LAYOUT_VERSION = 5

const cache = createVersionedCache<Uint8Array<ArrayBuffer>>({ ids: CACHE_LIMIT })

export async function getReportPdf(db: Db, actor: SignedInActor, id: string): Promise<ReportPdf> {
  return pdfOf(db, id, (owner) => assertCanSee(actor, owner))
}

/** The PDF of the report behind an active share link; downloading it is not counted as a view. */
export async function getSharedReportPdf(db: Db, token: string): Promise<ReportPdf> {
  const link = await findActiveShareLink(db, token)
  return pdfOf(db, link.reportId, () => undefined)
}

/** How long after the last call the PDF is prepared: the publish's own work goes first. */
const PREPARE_DELAY_MS = 1000

type Preparation = {
  timer: NodeJS.Timeout
  resolve: (pdf: Uint8Array<ArrayBuffer> | null | Promise<Uint8Array<ArrayBuffer> | null>) => void
  done: Promise<Uint8Array<ArrayBuffer> | null>
}
const preparing = new Map<string, Preparation>()

/**
 * Renders the report's PDF in the background a moment after it is published, so the customer
 * who follows the "report ready" email downloads the kept copy instead of waiting for a render
 * (decision 188). Calls in quick succession are prepared once, after the last. Resolves with the
 * kept PDF, or null when there was nothing to prepare; it never rejects.
 */
export function preparePdfSoon(db: Db, id: string): Promise<Uint8Array<ArrayBuffer> | null> {
  let resolve: Preparation['resolve'] = () => undefined
  const promise = new Promise<Uint8Array<ArrayBuffer> | null>((settle) => {
    resolve = settle
  })
  const earlier = preparing.get(id)
  if (earlier) {
    clearTimeout(earlier.timer)
    earlier.resolve(promise)
  }
  const timer = setTimeout(() => {
    preparing.delete(id)
    // A report without an analysis yet, or deleted meanwhile, has nothing to prepare; any other
    // failure shows on the download itself, which renders again.
    resolve(
      pdfOf(db, id, () => undefined).then(
        ({ pdf }) => pdf,
        () => null,
      ),
    )
  }, PREPARE_DELAY_MS)
  timer.unref()
  preparing.set(id, { timer, resolve, done: promise })
  return promise
}

/** The background preparation waiting to start for this report, if any. */
export function scheduledPdfPreparation(
  id: string,
): Promise<Uint8Array<ArrayBuffer> | null> | undefined {
  return preparing.get(id)?.done
}

/** Forgets every kept PDF (the benchmark measures a cold render with it). */
export function clearReportPdfCache(): void {
  cache.clear()
}

async function pdfOf(
  db: Db,
  id: string,
  authorize: (report: { userId: string }) => void,
): Promise<ReportPdf> {
  // Only what the key and the filename need: a kept PDF is served without reading the analysis.
  const [row] = await db
    .select({
      report: {
        userId: reports.userId,
        apn: reports.apn,
        address: reports.address,
        status: reports.status,
        updatedAt: reports.updatedAt,
      },
      details: {
        updatedAt: reportDetails.updatedAt,
        proformaAssumptions: reportDetails.proformaAssumptions,
      },
    })
    .from(reports)
    .leftJoin(reportDetails, eq(reportDetails.reportId, reports.id))
    .where(eq(reports.id, id))
  if (!row) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND)
  authorize(row.report)
  const { report, details } = row
  // Everything that changes what the PDF shows moves one of these: an import moves the lot map's
  // neighbours, edits and publishing touch the report, recomputes touch its details, a new
  // engine, pro forma or layout changes the versions. The saved assumptions are in the key
  // themselves, so a save changes it even if it leaves the timestamps alone.
  const key = [
    await dataVersion(db),
    report.updatedAt.toISOString(),
    details?.updatedAt.toISOString() ?? '',
    report.status,
    ENGINE_VERSION,
    PROFORMA_VERSION,
    LAYOUT_VERSION,
    assumptionsDigest(details?.proformaAssumptions ?? {}),
  ].join('|')
  const filename = `lotwise-report-${slugOf(report.address)}.pdf`
  const etag = `"${Buffer.from(`${id}|${key}`).toString('base64url')}"`

  // Requests arriving during the render share it instead of rendering again.
  const pdf = await cache.getOrMake(id, key, async () => {
    const [document, map] = await Promise.all([
      loadReportDocument(db, id, 'pdf', () => undefined),
      reportLotMap(db, report.apn),
    ])
    if (!document)
      throw new AppError(
        'CONFLICT',
        'This report has no analysis to print yet. Try again once it has been computed.',
      )
    return renderOffThread({
      data: document,
      engineVersion: document.engine.stored,
      reportDate: report.updatedAt.toISOString(),
      map,
    })
  })
  return { pdf, filename, etag }
}

/** A short, stable fingerprint of the saved assumptions (keys sorted, so order does not matter). */
function assumptionsDigest(changes: ProformaChanges): string {
  const sorted = Object.entries(changes).sort(([a], [b]) => a.localeCompare(b))
  return digestOf(JSON.stringify(sorted))
}

/** "123 Main St, Los Angeles" → "123-main-st-los-angeles". */
function slugOf(address: string): string {
  return (
    address
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'report'
  )
}
