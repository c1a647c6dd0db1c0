// Reports (spec §3, §4, §7): their vocabulary, and what the reports endpoints exchange.
import { z } from 'zod'
import {
  OPTION_DEFINITIONS,
  type EngineOptions,
  type OptionName,
  type ParcelFacts,
  type Scenario,
} from '#engine'
import type { LotPlan } from '../lot-plan.ts'
import { FACT_NAMES, FACTS } from '../report/facts.ts'
import { SCENARIO_FIELDS } from '../report/scenario.ts'
import { isValidEmail, sanitizeText } from '../sanitize.ts'
import { AnalysisRequestSchema } from './analysis.ts'
import type { ReportState } from '../report/labels.ts'
import type { ConfirmationSource } from './report-review.ts'
import { normalizeApn } from './parcels.ts'
import { OBJECTIVES, type Objective } from '../report/objectives.ts'
import { REPORT_TYPE_LABELS, REPORT_TYPES, type ReportType } from '../report/type-labels.ts'

export const REPORT_STATUSES = ['pending', 'completed'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

/**
 * Where a report's analysis stands: `pending` until the background job first computes it,
 * `ready` once stored, `failed` when the last attempt could not (with the reason stored).
 */
export const ANALYSIS_STATUSES = ['pending', 'ready', 'failed'] as const
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number]

/** What the owner or an analyst chose for a report: the scenario, and contested readings. */
export type ReportSettings = {
  readonly scenario: Omit<Scenario, 'analysisDate'>
  readonly options: Partial<EngineOptions>
  /** What "best" means in the report's headline; the report type's default when unset. */
  readonly objective?: Objective
}

/** Where one fact of a report's analysis came from: a public dataset, an analyst or the owner. */
export type FactOrigin =
  | {
      readonly kind: 'record'
      readonly dataset: string
      readonly date: string
      /** Why a derived or reconciled fact reads as it does (common/parcel-facts.ts). */
      readonly note?: string
    }
  /**
   * An analyst's correction, with who and when; `confirmedWith` when they confirmed the value
   * with that source in the review they published it with.
   */
  | {
      readonly kind: 'correction'
      readonly by: string | null
      readonly at: string
      readonly confirmedWith?: ConfirmationSource
    }
  /** A fact the report's owner stated (what public data lacks), with who and when. */
  | { readonly kind: 'owner'; readonly by: string | null; readonly at: string }

/** Exactly what a stored analysis was computed from. */
export type ReportInputs = {
  readonly parcel: ParcelFacts
  readonly scenario: Scenario
  readonly options: Partial<EngineOptions>
  /** Where each fact in `parcel` came from, by fact name. */
  readonly factOrigins: Readonly<Record<string, FactOrigin>>
  /** The parcel is a generated demonstration parcel, not a real property. */
  readonly demoParcel: boolean
  /**
   * The lot's outline turned to its street, with its edges named, when the County's parcel map
   * gives one; absent for a lot known only by its size, and in reports computed before outlines
   * were drawn (their envelopes are rectangles of the recorded width and depth).
   */
  readonly lotPlan?: LotPlan
  /**
   * The City community plan area the lot is in, as its record names it: it places the money of a
   * lot whose ZIP or market area is not on record (decision 780). Absent when the record names
   * none, and in reports computed before it was kept.
   */
  readonly communityPlanArea?: string
}

/** The types a buyer's filter by `type` finds: every layout of the product `type` names. */
export function typesOfProduct(type: ReportType): ReportType[] {
  return REPORT_TYPES.filter((other) => REPORT_TYPE_LABELS[other] === REPORT_TYPE_LABELS[type])
}

export type ReportSummary = {
  id: string
  userId: string
  address: string
  apn: string | null
  reportType: ReportType
  status: ReportStatus
  /**
   * What the status means for the reader: pending, or a completed report reviewed or verified by
   * its latest review (`reportState`, decision 595).
   */
  state: Exclude<ReportState, 'sample'>
  createdAt: string
  analysisStatus: AnalysisStatus
  /** The engine version of the stored analysis; null before it is first computed. */
  engineVersion: string | null
  /** Computed by an engine other than the one running now. */
  stale: boolean
  /** Only in an admin's list: the reporter, from profiles. */
  user_email?: string | null
  user_name?: string | null
}

export const ReportIdSchema = z.object({ id: z.uuid('must be a report id') })

/** Notes are cleaned by the spec's sanitiser (which also cuts them to 1,000 characters). */
const notes = z.string().max(10_000).transform(sanitizeText)

/** Blank search boxes mean no filter. */
const searchText = z
  .string()
  .trim()
  .max(200, 'must be at most 200 characters')
  .transform((value) => value || undefined)

const paging = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
}

/** GET /api/reports: the reader's reports (every report for admins), newest first. */
export const ReportListQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  type: z.enum(REPORT_TYPES).optional(),
  /** Part of the address. */
  q: searchText.optional(),
  ...paging,
})
/** The list's parameters as the web sets them (the server reads them from the URL). */
export type ReportListQuery = {
  status?: ReportStatus
  type?: ReportType
  q?: string
  page?: number
  pageSize?: number
}

/** GET /api/admin/reports: the analysts' queue, pending first and oldest first. */
export const ReportQueueQuerySchema = ReportListQuerySchema.extend({
  /** Part of the owner's name or email. */
  owner: searchText.optional(),
  /** Only reports computed by an engine other than the running one. */
  stale: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
})
export type ReportQueueQuery = ReportListQuery & { owner?: string; stale?: boolean }

export type ReportPage = {
  reports: ReportSummary[]
  total: number
  page: number
  pageSize: number
}

/** One change an analyst made to a parcel fact of a report, as the audit trail keeps it. */
export type FactCorrection = {
  id: string
  /** The engine's fact name. */
  fact: string
  /** `set`: a value replaces the record's; `revert`: the record's value applies again. */
  action: 'set' | 'revert'
  /** The value in force before (undefined: not known). */
  oldValue: unknown
  /** The value in force after (undefined: not known). */
  newValue: unknown
  correctedBy: string | null
  createdAt: string
}

/** The scenario fields an owner or analyst may set, validated as the engine's inputs are. */
const scenarioShape = Object.fromEntries(
  Object.values(SCENARIO_FIELDS).map((field) => [
    field.wire,
    AnalysisRequestSchema.shape[field.wire as keyof typeof AnalysisRequestSchema.shape],
  ]),
)
export const ReportScenarioSchema = z.strictObject(scenarioShape)

/** A choice between readings of contested rules, one of the values the engine knows. */
const optionShape = Object.fromEntries(
  (Object.keys(OPTION_DEFINITIONS) as OptionName[]).map((name) => [
    name,
    z
      .literal(OPTION_DEFINITIONS[name].values, {
        error: `must be one of ${OPTION_DEFINITIONS[name].values.join(', ')}`,
      })
      .optional(),
  ]),
)
export const ReportOptionsSchema = z.strictObject(optionShape)

/**
 * The report was changed by someone else since the editor read it (its `updatedAt`), so an
 * edit would overwrite their work unseen.
 */
const expectedUpdatedAt = z.iso.datetime({ offset: true }).optional()

/** PATCH /api/reports/{id}: notes, scenario and readings; each part is optional. */
export const ReportEditSchema = z.object({
  notes: notes.optional(),
  scenario: ReportScenarioSchema.optional(),
  options: ReportOptionsSchema.optional(),
  objective: z.enum(OBJECTIVES).optional(),
  expectedUpdatedAt,
})
export type ReportEdit = z.input<typeof ReportEditSchema>

const parcelShape = Object.fromEntries(
  FACT_NAMES.map((name) => [
    FACTS[name].wire,
    AnalysisRequestSchema.shape[FACTS[name].wire as keyof typeof AnalysisRequestSchema.shape],
  ]),
)
const PARCEL_WIRE_KEYS = FACT_NAMES.map((name) => FACTS[name].wire) as [string, ...string[]]

/** POST /api/reports/{id}/corrections: facts an analyst sets, and facts returned to the record. */
export const FactCorrectionsSchema = z
  .object({
    set: z.strictObject(parcelShape).default({}),
    revert: z.array(z.enum(PARCEL_WIRE_KEYS)).default([]),
    expectedUpdatedAt,
  })
  .refine((value) => Object.keys(value.set).length + value.revert.length > 0, {
    error: 'Change at least one fact.',
  })
  .refine((value) => value.revert.every((key) => !(key in value.set)), {
    error: 'A fact cannot be both set and returned to the record.',
  })
export type FactCorrections = z.input<typeof FactCorrectionsSchema>

/** POST /api/admin/reports: an analyst starts a report on a parcel (the V2 beta). */
export const StartReportSchema = z.object({
  apn: z.string().refine((value) => normalizeApn(value) !== null, {
    error: 'An APN has 10 digits, written like 4306-026-007 or 4306026007.',
  }),
  reportType: z.enum(REPORT_TYPES).default('multifamily_development_v2'),
  /** Whose report it is; the analyst's own when absent. */
  ownerEmail: z.string().trim().refine(isValidEmail, 'must be an email address').optional(),
})
export type StartReport = z.input<typeof StartReportSchema>

/** A bulk recompute of every report computed by an older engine, and how far it has got. */
export type RecomputeRun = {
  id: string
  status: 'running' | 'finished'
  engineVersion: string
  total: number
  done: number
  failed: number
  startedAt: string
  finishedAt: string | null
}

const email = z.string().refine(isValidEmail, 'must be an email address')

/** send-report-notification's body (spec §7). */
export const ReportNotificationSchema = z.object({
  type: z.enum(['request', 'completion']),
  reportId: z.uuid('must be a report id'),
  userEmail: email,
  userName: z.string().min(1).max(200).transform(sanitizeText),
  address: z.string().min(1).max(300).transform(sanitizeText),
  reportType: z.enum(REPORT_TYPES),
})
export type ReportNotification = z.input<typeof ReportNotificationSchema>

export type ReportNotificationResult = {
  success: boolean
  error?: string
  userEmailSent: boolean
  adminEmailSent: boolean
}
