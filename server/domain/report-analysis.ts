// Computing a report's analysis: the parcel's facts as they stand now, with the analysts'
// corrections in force laid over them, the scenario and readings the owner or an analyst chose,
// through the engine with today's date, stored beside the report with exactly what it was
// computed from, and what the report's outputs derive from it (decision 320). Run by the
// background job after an order, by edits, and by bulk recompute (many reports in a few
// statements); running it twice leaves one result.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { normalizeApn } from '#common/contracts/parcels.ts'
import type { ConfirmationSource } from '#common/contracts/report-review.ts'
import type { FactOrigin, ReportInputs } from '#common/contracts/reports.ts'
import { AppError } from '#common/errors.ts'
import { deriveReport } from '#common/report/derive-report.ts'
import { readStoredAnalysis } from '#common/report/stored-analysis.ts'
import { analyzeParcel, ENGINE_VERSION, type ParcelFacts } from '#engine'
import type { Db } from '../db/client.ts'
import { reportDetails, reportFactCorrections, reports } from '../db/schema/index.ts'
import { lotPlansOf } from './lot-map.ts'
import { findParcelsForAnalysis } from './parcels.ts'
import { REPORT_NOT_FOUND } from './reports.ts'

export type AnalysisOutcome =
  { status: 'ready'; engineVersion: string } | { status: 'failed'; reason: string }

/**
 * Computes and stores the analysis of report `reportId` as of `analysisDate`. A report whose
 * parcel is no longer in the data fails with that reason (stored for analysts to read, beside
 * the analysis it had); a report that no longer exists is NOT_FOUND.
 */
export async function computeReportAnalysis(
  db: Db,
  reportId: string,
  analysisDate: string,
): Promise<AnalysisOutcome> {
  const outcome = (await computeReportAnalyses(db, [reportId], analysisDate)).get(reportId)
  if (!outcome) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND)
  return outcome
}

/**
 * Computes and stores the analyses of `reportIds` as of `analysisDate`, in a handful of
 * statements whatever their number. Reports that no longer exist are left out of the answer.
 */
export async function computeReportAnalyses(
  db: Db,
  reportIds: readonly string[],
  analysisDate: string,
): Promise<Map<string, AnalysisOutcome>> {
  const outcomes = new Map<string, AnalysisOutcome>()
  if (reportIds.length === 0) return outcomes
  const rows = await db
    .select({
      id: reports.id,
      userId: reports.userId,
      apn: reports.apn,
      address: reports.address,
      reportType: reports.reportType,
      settings: reportDetails.settings,
      proformaAssumptions: reportDetails.proformaAssumptions,
    })
    .from(reports)
    .leftJoin(reportDetails, eq(reportDetails.reportId, reports.id))
    .where(inArray(reports.id, [...reportIds]))
  const apns = rows.flatMap((row) => {
    const apn = row.apn ? normalizeApn(row.apn) : null
    return apn ? [apn] : []
  })
  const parcels = await findParcelsForAnalysis(db, apns)
  const plans = await lotPlansOf(db, apns)
  const corrections = await findCorrectionsInForce(
    db,
    rows.map((row) => row.id),
  )

  const ready: Array<typeof reportDetails.$inferInsert> = []
  const failed: Array<{ reportId: string; reason: string }> = []
  const computedAt = new Date()
  for (const row of rows) {
    const settings = row.settings ?? { scenario: {}, options: {} }
    const apn = row.apn ? normalizeApn(row.apn) : null
    const parcel = apn ? (parcels.get(apn) ?? null) : null
    if (!parcel) {
      failed.push({ reportId: row.id, reason: missingParcelReason(row.apn, apn) })
      continue
    }
    const factOrigins: Record<string, FactOrigin> = {}
    for (const [fact, source] of Object.entries(parcel.factSources))
      factOrigins[fact] = { kind: 'record', ...source }
    for (const { fact, reason } of parcel.derivations) {
      const origin = factOrigins[fact]
      if (origin?.kind === 'record') factOrigins[fact] = { ...origin, note: reason }
    }
    const facts: Record<string, unknown> = { ...parcel.facts }
    for (const correction of corrections.get(row.id) ?? []) {
      facts[correction.fact] = correction.value
      // What the report's owner set is their statement, not an analyst's check of the record;
      // a value confirmed in a publish review is the analyst's, whoever owns the report.
      factOrigins[correction.fact] = correction.confirmedWith
        ? {
            kind: 'correction',
            by: correction.by,
            at: correction.at,
            confirmedWith: correction.confirmedWith,
          }
        : {
            kind: correction.byId === row.userId ? 'owner' : 'correction',
            by: correction.by,
            at: correction.at,
          }
    }
    const lotPlan = apn ? plans.get(apn) : undefined
    const inputs: ReportInputs = {
      parcel: facts as ParcelFacts,
      scenario: { ...settings.scenario, analysisDate },
      options: settings.options,
      factOrigins,
      demoParcel: parcel.isDemo,
      ...(lotPlan ? { lotPlan } : {}),
      ...(parcel.communityPlanArea ? { communityPlanArea: parcel.communityPlanArea } : {}),
    }
    try {
      const analysis = analyzeParcel(
        { parcel: inputs.parcel, scenario: inputs.scenario },
        inputs.options,
      )
      ready.push({
        reportId: row.id,
        analysis,
        inputs,
        derived: deriveReport({
          reportType: row.reportType,
          address: row.address,
          analysis,
          inputs,
          proformaAssumptions: row.proformaAssumptions ?? {},
        }),
        engineVersion: ENGINE_VERSION,
        analysisStatus: 'ready',
        analysisError: null,
        computedAt,
      })
    } catch (error) {
      // The engine throws only on input it cannot read at all; the report says so in words.
      const reason = `The engine could not analyse this report's facts: ${error instanceof Error ? error.message : String(error)}`
      failed.push({ reportId: row.id, reason })
    }
  }

  if (ready.length > 0) {
    await db
      .insert(reportDetails)
      .values(ready)
      .onConflictDoUpdate({
        target: reportDetails.reportId,
        set: {
          analysis: sql`excluded.analysis`,
          inputs: sql`excluded.inputs`,
          derived: sql`excluded.derived`,
          engineVersion: sql`excluded.engine_version`,
          analysisStatus: sql`excluded.analysis_status`,
          analysisError: sql`excluded.analysis_error`,
          computedAt: sql`excluded.computed_at`,
          updatedAt: computedAt,
        },
      })
  }
  for (const { reportId, reason } of failed) await recordAnalysisFailure(db, reportId, reason)
  for (const row of ready)
    outcomes.set(row.reportId, { status: 'ready', engineVersion: ENGINE_VERSION })
  for (const { reportId, reason } of failed) outcomes.set(reportId, { status: 'failed', reason })
  return outcomes
}

/**
 * Derives again what the report's outputs show from its stored analysis, after something the
 * derivation reads besides the analysis changed (the saved pro forma assumptions). An analysis
 * this engine cannot read keeps no derivation: the report offers the recompute instead.
 */
export async function storeDerivation(db: Db, reportId: string): Promise<void> {
  const [row] = await db
    .select({
      address: reports.address,
      reportType: reports.reportType,
      analysis: reportDetails.analysis,
      inputs: reportDetails.inputs,
      proformaAssumptions: reportDetails.proformaAssumptions,
    })
    .from(reports)
    .innerJoin(reportDetails, eq(reportDetails.reportId, reports.id))
    .where(eq(reports.id, reportId))
  const stored = row?.analysis ? readStoredAnalysis(row.analysis) : null
  const derived =
    row && stored?.ok && row.inputs
      ? deriveReport({
          reportType: row.reportType,
          address: row.address,
          analysis: stored.analysis,
          inputs: row.inputs,
          proformaAssumptions: row.proformaAssumptions,
        })
      : null
  await db.update(reportDetails).set({ derived }).where(eq(reportDetails.reportId, reportId))
}

function missingParcelReason(stored: string | null, canonical: string | null): string {
  if (!stored) return 'This report names no parcel (APN), so there are no facts to analyse.'
  if (!canonical)
    return `This report's parcel number "${stored}" is not an APN (10 digits, like 4306-026-007), so no facts can be found for it.`
  return `Parcel ${canonical} is no longer in our parcel records, so the analysis cannot be computed from current data.`
}

/** Records why computing the analysis failed, for analysts to read and act on. */
export async function recordAnalysisFailure(db: Db, reportId: string, reason: string) {
  const values = { analysisStatus: 'failed' as const, analysisError: reason }
  await db
    .insert(reportDetails)
    .values({ reportId, ...values })
    .onConflictDoUpdate({
      target: reportDetails.reportId,
      set: { ...values, updatedAt: new Date() },
    })
}

type CorrectionInForce = {
  fact: string
  value: unknown
  /** Who set it: their name as it was then, and their account. */
  by: string | null
  byId: string | null
  at: string
  confirmedWith: ConfirmationSource | null
}

/** The corrections in force on each report: each fact's latest change, when it set a value. */
export async function findCorrectionsInForce(
  db: Db,
  reportIds: readonly string[],
): Promise<Map<string, CorrectionInForce[]>> {
  const byReport = new Map<string, CorrectionInForce[]>()
  if (reportIds.length === 0) return byReport
  const latest = await db
    .selectDistinctOn([reportFactCorrections.reportId, reportFactCorrections.fact])
    .from(reportFactCorrections)
    .where(inArray(reportFactCorrections.reportId, [...reportIds]))
    .orderBy(
      reportFactCorrections.reportId,
      reportFactCorrections.fact,
      sql`${reportFactCorrections.createdAt} desc`,
    )
  for (const row of latest) {
    if (row.action !== 'set' || row.newValue === null) continue
    const list = byReport.get(row.reportId) ?? []
    list.push({
      fact: row.fact,
      value: row.newValue.value,
      by: row.correctedByName,
      byId: row.correctedBy,
      at: row.createdAt.toISOString(),
      confirmedWith: row.confirmedWith,
    })
    byReport.set(row.reportId, list)
  }
  return byReport
}

/** Report ids computed by an engine other than the running one, after `afterId`, in id order. */
export async function findStaleReportIds(db: Db, limit: number, afterId: string | null) {
  const rows = await db
    .select({ id: reportDetails.reportId })
    .from(reportDetails)
    .where(
      and(
        sql`${reportDetails.engineVersion} <> ${ENGINE_VERSION}`,
        afterId ? sql`${reportDetails.reportId} > ${afterId}` : undefined,
      ),
    )
    .orderBy(reportDetails.reportId)
    .limit(limit)
  return rows.map((row) => row.id)
}
