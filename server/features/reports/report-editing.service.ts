// Changing a report: its scenario, readings and notes (owners and admins), its parcel facts
// (analysts; owners the facts only they know; each change kept in the audit trail with who, when, the old and the new value), a
// recompute, and an analyst starting a report on a parcel. Every change that moves the analysis
// recomputes it in the same transaction, so a report never shows figures its inputs contradict.
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { normalizeApn } from '#common/contracts/parcels.ts'
import type { ProformaSaveSchema } from '#common/contracts/proforma.ts'
import { changesFrom } from '#common/report/assumption-values.ts'
import { localFiguresOfLot } from '#common/report/lot-figures.ts'
import type {
  FactCorrectionsSchema,
  ReportEditSchema,
  ReportSettings,
  StartReportSchema,
} from '#common/contracts/reports.ts'
import type { ReportView } from '#common/contracts/report-document.ts'
import { AppError } from '#common/errors.ts'
import { formatDayInLosAngeles } from '#common/los-angeles-time.ts'
import { assertCan, can, canOnAny, changeReopensReview } from '#common/permissions.ts'
import { FACTS, factOfWireKey } from '#common/report/facts.ts'
import {
  describeProblem,
  impossibleFacts,
  isOwnerFact,
  statedSpaceProblem,
} from '#common/report/owner-facts.ts'
import { SCENARIO_FIELDS } from '#common/report/scenario.ts'
import { ENGINE_VERSION, type Analysis, type Scenario } from '#engine'
import type { SignedInActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import { profiles, reportDetails, reportFactCorrections, reports } from '../../db/schema/index.ts'
import {
  computeReportAnalysis,
  findCorrectionsInForce,
  storeDerivation,
} from '../../domain/report-analysis.ts'
import { getParcel, findParcelsForAnalysis } from '../../domain/parcels.ts'
import { assertCanSee, createReport, REPORT_NOT_FOUND } from '../../domain/reports.ts'
import { findReportChanges } from '../../domain/report-changes.ts'
import { todayInLosAngeles } from '../../lib/dates.ts'
import { getReportView } from './reports.service.ts'

type ReportEdit = z.output<typeof ReportEditSchema>
type FactCorrections = z.output<typeof FactCorrectionsSchema>
type StartReport = z.output<typeof StartReportSchema>

const CHANGED_SINCE_READ =
  'Someone else changed this report since you opened it. Reload to see their changes, then make yours again.'

/** The report row, locked until the transaction ends, so two edits cannot interleave. */
async function lockReport(tx: Db, id: string) {
  const [report] = await tx.select().from(reports).where(eq(reports.id, id)).for('update')
  if (!report) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND)
  return report
}

function assertUnchangedSince(report: typeof reports.$inferSelect, expected: string | undefined) {
  if (expected !== undefined && new Date(expected).getTime() !== report.updatedAt.getTime())
    throw new AppError('CONFLICT', CHANGED_SINCE_READ)
}

/** The engine's scenario names for the editor's wire keys, with the values already validated. */
function scenarioFromWire(wire: Readonly<Record<string, unknown>>): Partial<Scenario> {
  const scenario: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(SCENARIO_FIELDS)) {
    const value = wire[field.wire]
    if (value !== undefined) scenario[name] = value
  }
  return scenario as Partial<Scenario>
}

/**
 * Sets a report's notes, scenario or readings (owners on their own reports, admins on any).
 * A new scenario replaces the editor's fields and keeps any other the order set; a change to
 * either recomputes the analysis.
 */
export async function updateReport(
  db: Db,
  actor: SignedInActor,
  id: string,
  edit: ReportEdit,
): Promise<ReportView> {
  await db.transaction(async (tx) => {
    const report = await lockReport(tx, id)
    assertCanSee(actor, report)
    assertCan(actor, 'update:report', report)
    assertUnchangedSince(report, edit.expectedUpdatedAt)
    const [current] = await tx
      .select({ settings: reportDetails.settings })
      .from(reportDetails)
      .where(eq(reportDetails.reportId, id))
    const before: ReportSettings = current?.settings ?? { scenario: {}, options: {} }
    const settings: ReportSettings = {
      scenario: edit.scenario
        ? {
            ...Object.fromEntries(
              Object.entries(before.scenario).filter(([name]) => !(name in SCENARIO_FIELDS)),
            ),
            ...scenarioFromWire(edit.scenario),
          }
        : before.scenario,
      options: edit.options ?? before.options,
      // What "best" means changes no figure: it neither recomputes nor reopens the review.
      ...((edit.objective ?? before.objective)
        ? { objective: edit.objective ?? before.objective }
        : {}),
    }
    const values = {
      settings,
      ...(edit.notes !== undefined ? { notes: edit.notes } : {}),
    }
    await tx
      .insert(reportDetails)
      .values({ reportId: id, ...values })
      .onConflictDoUpdate({
        target: reportDetails.reportId,
        set: { ...values, updatedAt: new Date() },
      })
    // The specialist verified the figures of one scenario and set of readings: an owner who
    // changes either gets new figures nobody has verified, so the report goes back for review
    // (docs/decisions/198). Notes change no figure.
    const reopened = changeReopensReview(actor, report) && !sameSettings(before, settings)
    await tx
      .update(reports)
      .set({ updatedAt: new Date(), ...(reopened ? { status: 'pending' as const } : {}) })
      .where(eq(reports.id, id))
    if (edit.scenario || edit.options) await computeReportAnalysis(tx, id, todayInLosAngeles())
  })
  return getReportView(db, actor, id)
}

function sameSettings(a: ReportSettings, b: ReportSettings): boolean {
  const sorted = (values: object) => JSON.stringify(Object.entries(values).sort())
  return sorted(a.scenario) === sorted(b.scenario) && sorted(a.options) === sorted(b.options)
}

/**
 * Saves the pro forma's assumptions with the report (owner or admin, like any edit). The set sent
 * replaces the last one; values equal to the default are not kept, so the report marks only real
 * changes. The analysis does not change; what the report derives from it at these assumptions
 * is derived again in the same transaction.
 */
export async function saveProformaAssumptions(
  db: Db,
  actor: SignedInActor,
  id: string,
  save: z.output<typeof ProformaSaveSchema>,
): Promise<ReportView> {
  await db.transaction(async (tx) => {
    const report = await lockReport(tx, id)
    assertCanSee(actor, report)
    assertCan(actor, 'update:report', report)
    assertUnchangedSince(report, save.expectedUpdatedAt)
    const [details] = await tx
      .select({ inputs: reportDetails.inputs })
      .from(reportDetails)
      .where(eq(reportDetails.reportId, id))
    // Kept as changes from the defaults of the lot's own area, which the reader's page priced.
    const proformaAssumptions = changesFrom(
      save.assumptions,
      localFiguresOfLot(report.address, details?.inputs ?? { parcel: {}, factOrigins: {} })
        .defaults,
    )
    await tx
      .insert(reportDetails)
      .values({ reportId: id, proformaAssumptions })
      .onConflictDoUpdate({
        target: reportDetails.reportId,
        set: { proformaAssumptions, updatedAt: new Date() },
      })
    await storeDerivation(tx, id)
    await tx.update(reports).set({ updatedAt: new Date() }).where(eq(reports.id, id))
  })
  return getReportView(db, actor, id)
}

/**
 * Analysts may correct any fact; the report's owner may state only what owners know
 * (`OWNER_FACTS`), and is told which of the facts sent are the analysts' to correct.
 */
function assertMayChangeFacts(
  actor: SignedInActor,
  report: typeof reports.$inferSelect,
  request: FactCorrections,
) {
  if (can(actor, 'correct:report', report)) return
  assertCan(actor, 'update:report', report)
  const analystsOnly = [...Object.keys(request.set), ...request.revert]
    .map((wire) => factOfWireKey(wire))
    .filter((fact) => fact !== null && !isOwnerFact(fact))
  if (analystsOnly.length > 0)
    throw new AppError(
      'FORBIDDEN',
      `Only analysts can correct parcel facts from the public record (${analystsOnly
        .map((fact) => FACTS[fact!].label)
        .join(
          ', ',
        )}). You can state what stands on the lot, the ADUs its building’s unused space could hold, its tenants, the street’s width and easements.`,
    )
}

/**
 * Corrects parcel facts of one report (analysts any, its owner the facts owners know) and
 * recomputes it. Each fact that changes
 * gets one audit row: the value in force before and after, who and when. Setting a fact to the
 * value already in force, or reverting one with no correction, records nothing.
 */
export async function correctFacts(
  db: Db,
  actor: SignedInActor,
  id: string,
  request: FactCorrections,
): Promise<ReportView> {
  await db.transaction(async (tx) => {
    const report = await lockReport(tx, id)
    assertCanSee(actor, report)
    assertMayChangeFacts(actor, report, request)
    assertUnchangedSince(report, request.expectedUpdatedAt)

    const apn = report.apn ? normalizeApn(report.apn) : null
    const parcel = apn ? (await findParcelsForAnalysis(tx, [apn])).get(apn) : undefined
    // What the public record says; a parcel that has left the records has none.
    const recorded: Record<string, unknown> = { ...parcel?.facts }
    const inForce: Record<string, unknown> = { ...recorded }
    const corrected = new Set<string>()
    for (const correction of (await findCorrectionsInForce(tx, [id])).get(id) ?? []) {
      inForce[correction.fact] = correction.value
      corrected.add(correction.fact)
    }

    const now = new Date()
    const rows: Array<typeof reportFactCorrections.$inferInsert> = []
    const entry = (fact: string, action: 'set' | 'revert', newValue: unknown) => ({
      reportId: id,
      fact,
      action,
      oldValue: fact in inForce ? { value: inForce[fact] } : null,
      newValue: newValue === undefined ? null : { value: newValue },
      correctedBy: actor.id,
      correctedByName: actor.name || actor.email,
      createdAt: now,
    })
    for (const [wire, value] of Object.entries(request.set)) {
      const fact = factOfWireKey(wire)
      if (!fact || value === undefined) continue
      if (fact in inForce && JSON.stringify(inForce[fact]) === JSON.stringify(value)) continue
      rows.push(entry(fact, 'set', value))
    }
    for (const wire of request.revert) {
      const fact = factOfWireKey(wire)
      if (!fact || !corrected.has(fact)) continue
      rows.push(entry(fact, 'revert', recorded[fact]))
    }
    if (rows.length === 0) return
    const after = { ...inForce }
    for (const row of rows) {
      if (row.newValue) after[row.fact] = row.newValue.value
      else delete after[row.fact]
    }
    const problems = impossibleFacts(after)
    if (problems.length > 0)
      throw new AppError('INVALID_INPUT', describeProblem(problems[0]!), problems)
    await tx.insert(reportFactCorrections).values(rows)
    // An owner's statement on a verified report gives figures nobody has verified (decision 198).
    const reopened = changeReopensReview(actor, report)
    await tx
      .update(reports)
      .set({ updatedAt: now, ...(reopened ? { status: 'pending' as const } : {}) })
      .where(eq(reports.id, id))
    const outcome = await computeReportAnalysis(tx, id, todayInLosAngeles())
    const statedSpace = rows.find((row) => row.fact === 'conversionSpaceAdus' && row.newValue)
    if (statedSpace && outcome.status === 'ready')
      await assertStatedSpaceAllowed(tx, id, statedSpace.newValue!.value as number)
  })
  return getReportView(db, actor, id)
}

/**
 * Refuses ADUs stated in space not used as living space beyond what the law allows on the lot, as
 * the analysis just computed with the statement counts it (decision 865); the transaction then
 * stores neither the statement nor the analysis.
 */
async function assertStatedSpaceAllowed(tx: Db, id: string, stated: number): Promise<void> {
  const [details] = await tx
    .select({ analysis: reportDetails.analysis })
    .from(reportDetails)
    .where(eq(reportDetails.reportId, id))
  const problem = statedSpaceProblem(stated, (details?.analysis as Analysis).pathways.adu)
  if (problem) throw new AppError('INVALID_INPUT', describeProblem(problem), [problem])
}

/**
 * Recomputes one report with the running engine and today's date. Admins may recompute any
 * report at any time; an owner may recompute their own when it is stale, failed or not yet
 * computed, or when its lot's figures changed since (decision 402), so a report an analyst
 * verified does not change under them otherwise.
 */
export async function recomputeReport(
  db: Db,
  actor: SignedInActor,
  id: string,
): Promise<ReportView> {
  await db.transaction(async (tx) => {
    const report = await lockReport(tx, id)
    assertCanSee(actor, report)
    assertCan(actor, 'recompute:report', report)
    if (!canOnAny(actor, 'recompute:report')) {
      const [details] = await tx
        .select({
          status: reportDetails.analysisStatus,
          version: reportDetails.engineVersion,
          computedAt: reportDetails.computedAt,
        })
        .from(reportDetails)
        .where(eq(reportDetails.reportId, id))
      if (
        details?.status === 'ready' &&
        details.version === ENGINE_VERSION &&
        !(await findReportChanges(tx, report))
      )
        throw new AppError(
          'CONFLICT',
          `This report is up to date: worked out${details.computedAt ? ` on ${formatDayInLosAngeles(details.computedAt.toISOString())}` : ''} by our current analysis, and nothing it rests on has changed since.`,
        )
    }
    await computeReportAnalysis(tx, id, todayInLosAngeles())
  })
  return getReportView(db, actor, id)
}

/** What moved on the report's lot since its analysis was computed, or null (decision 402). */
export async function readReportChanges(db: Db, actor: SignedInActor, id: string) {
  const [report] = await db.select().from(reports).where(eq(reports.id, id))
  if (!report) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND)
  assertCanSee(actor, report)
  return findReportChanges(db, report)
}

/**
 * An analyst starts a report on a parcel (the V2 beta, and reports made for a client by hand),
 * for a user named by email or for themselves, computed at once. No payment and no request
 * email: that is the ordering flow's.
 */
export async function startReport(
  db: Db,
  actor: SignedInActor,
  input: StartReport,
): Promise<{ id: string }> {
  assertCan(actor, 'create:report')
  const parcel = await getParcel({ db, apn: input.apn })
  let ownerId = actor.id
  if (input.ownerEmail) {
    const [owner] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, input.ownerEmail.toLowerCase()))
    if (!owner)
      throw new AppError('NOT_FOUND', `No account uses ${input.ownerEmail}.`, [
        { path: 'ownerEmail', message: 'No account uses this email address.' },
      ])
    ownerId = owner.id
  }
  return db.transaction(async (tx) => {
    const report = await createReport(tx, {
      userId: ownerId,
      apn: parcel.apn,
      address: parcel.address.display ?? `Parcel ${parcel.apn}`,
      reportType: input.reportType,
    })
    await computeReportAnalysis(tx, report.id, todayInLosAngeles())
    return report
  })
}
