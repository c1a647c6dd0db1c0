// The static map of a report's lot, for whoever may read the report and for anyone holding an
// active share link: an SVG drawn from the parcel records (no outside service).
import { eq } from 'drizzle-orm'
import type { LotPlace } from '#common/contracts/report-map.ts'
import { AppError } from '#common/errors.ts'
import type { LotMapDrawing } from '../../domain/lot-map-drawing.ts'
import type { SignedInActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import { reports } from '../../db/schema/index.ts'
import { assertCanSee, REPORT_NOT_FOUND } from '../../domain/reports.ts'
import { lotMapOf, lotPlaceOf } from '../../domain/lot-map.ts'
import { lotMapSvg } from '../../domain/lot-map-svg.ts'
import { findActiveShareLink } from './report-shares.service.ts'

export const NO_LOT_MAP = 'This lot has no place on record yet, so it has no map.'

/** Where the report's lot is and its nearest major stop, for the page's interactive map. */
export async function getReportLotPlace(
  db: Db,
  actor: SignedInActor,
  id: string,
): Promise<LotPlace> {
  const apn = await apnOfReport(db, id, (owner) => assertCanSee(actor, owner))
  const place = apn === null ? null : await lotPlaceOf(db, apn)
  if (!place) throw new AppError('NOT_FOUND', NO_LOT_MAP)
  return place
}

export async function getReportMapSvg(db: Db, actor: SignedInActor, id: string): Promise<string> {
  return lotMapSvg(await mapOfReport(db, id, (owner) => assertCanSee(actor, owner)))
}

export async function getSharedReportMapSvg(db: Db, token: string): Promise<string> {
  const link = await findActiveShareLink(db, token)
  return lotMapSvg(await mapOfReport(db, link.reportId, () => undefined))
}

/** The map of the report's lot; null when the report names no lot or the lot has no place. */
export async function reportLotMap(db: Db, apn: string | null): Promise<LotMapDrawing | null> {
  return apn === null ? null : lotMapOf(db, apn)
}

async function mapOfReport(
  db: Db,
  id: string,
  authorize: (report: { userId: string }) => void,
): Promise<LotMapDrawing> {
  const map = await reportLotMap(db, await apnOfReport(db, id, authorize))
  if (!map) throw new AppError('NOT_FOUND', NO_LOT_MAP)
  return map
}

/** The report's lot, once the reader is allowed to see the report. */
async function apnOfReport(
  db: Db,
  id: string,
  authorize: (report: { userId: string }) => void,
): Promise<string | null> {
  const [report] = await db
    .select({ userId: reports.userId, apn: reports.apn })
    .from(reports)
    .where(eq(reports.id, id))
  if (!report) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND)
  authorize(report)
  return report.apn
}
