// One report document (issue 37, item 1): everything the report page, the shared page, the print
// view, the PDF and the emails show, loaded by one server function for each audience. What derives
// from the analysis is computed when the analysis is stored or edited and kept beside it, so the
// outputs only render it and cannot drift apart. Every field is required: a loader that leaves
// one out does not typecheck, and the schema refuses it at run time.
import { z } from 'zod'
import type { Analysis, ParcelFacts } from '#engine'
import type { ProformaChanges } from '../report/assumption-values.ts'
import type { ReportReview } from './report-review.ts'
import {
  REPORT_STATUSES,
  type FactCorrection,
  type ReportInputs,
  type ReportSettings,
  type ReportSummary,
} from './reports.ts'
import { REPORT_TYPES } from '../report/type-labels.ts'
import { OBJECTIVES, type BestPathways } from '../report/objectives.ts'
import type { MoneyModel } from '../report/proforma-model.ts'
import type { ReportModel } from '../report/document-model.ts'

/** Who a report document is loaded for: what it holds is the same, who may load it differs. */
export const REPORT_AUDIENCES = ['owner', 'admin', 'share', 'pdf'] as const
export type ReportAudience = (typeof REPORT_AUDIENCES)[number]

/** The engine's structures are the engine's own types; the schema checks they are there. */
const present = <T>(what: string) =>
  z.custom<T>((value) => typeof value === 'object' && value !== null, `${what} is missing`)

export const ReportDerivationSchema = z.object({
  engineVersion: z.string().min(1),
  proformaVersion: z.string().min(1),
  layout: z.number().int().optional(),
  model: present<ReportModel>('The report model'),
  money: present<MoneyModel>('The pro forma'),
  best: present<BestPathways>('The best pathway for each objective'),
})

export const ReportDocumentSchema = z.object({
  audience: z.enum(REPORT_AUDIENCES),
  id: z.uuid(),
  address: z.string(),
  apn: z.string().nullable(),
  reportType: z.enum(REPORT_TYPES),
  status: z.enum(REPORT_STATUSES),
  updatedAt: z.string(),
  analysis: present<Analysis>('The analysis'),
  inputs: present<ReportInputs>('What the analysis was computed from'),
  derived: ReportDerivationSchema,
  /** The objective the headline leads with: the reader's pick, or the report type's default. */
  objective: z.enum(OBJECTIVES),
  notes: z.string().nullable(),
  computedAt: z.string().nullable(),
  /** Every correction of a fact, newest first. */
  corrections: z.array(present<FactCorrection>('A correction')),
  /** The pro forma's assumptions changed from the defaults; empty when none are. */
  proformaAssumptions: present<ProformaChanges>('The saved assumptions'),
  /** The analyst's review, recorded when the report was published; null before. */
  review: present<ReportReview>('The review').nullable(),
  /** "Verified by … on …: n facts confirmed, m left open", once reviewed. */
  verification: z.string().nullable(),
  engine: z.object({
    /** The engine that computed the stored analysis. */
    stored: z.string(),
    /** The engine running now. */
    current: z.string(),
    /** The stored document predates the running engine: it says so and offers the recompute. */
    stale: z.boolean(),
  }),
  /** When the share link it was opened through stops working; null for other audiences. */
  shareExpiresAt: z.string().nullable(),
})

export type ReportDocument = z.infer<typeof ReportDocumentSchema>

/**
 * A whole report as its page reads it: the report document every output renders, and what the
 * page's own controls need (the editor's settings and records, why an analysis is missing).
 */
export type ReportView = {
  report: ReportSummary & {
    updatedAt: string
    user_email?: string | null
    user_name?: string | null
  }
  /** The report as every output shows it; null while there is no analysis this engine reads. */
  document: ReportDocument | null
  /** Why the stored analysis cannot be shown; null when there is none or it is shown. */
  unreadable: string | null
  analysisError: string | null
  settings: ReportSettings
  currentEngineVersion: string
  /** Whether the report's parcel is still in the parcel records; null when it names none. */
  parcelInRecords: boolean | null
  /** The parcel's facts as the records give them now, before any correction, with sources. */
  record: {
    facts: ParcelFacts
    sources: Readonly<Record<string, { dataset: string; date: string }>>
  } | null
}
