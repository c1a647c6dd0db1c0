// The analyst's review that publishing records (issue 37, item 4): every open fact confirmed with
// its answer and where, or left open with a reason; every contested reading the report uses chosen, or left
// open with a reason; and a note. The server refuses a publish that leaves any item unanswered.
import { z } from 'zod'
import { sanitizeText } from '../sanitize.ts'

/**
 * Where an analyst confirmed a fact. Each fact names the ones that can settle it
 * (`common/report/facts.ts`); the first four are those of reviews recorded before that.
 */
export const CONFIRMATION_SOURCES = [
  'zimas',
  'ladbs',
  'title_report',
  'owner_statement',
  'assessor',
  'survey',
  'navigatela',
  'site_visit',
  'phase_one',
  'hazard_lists',
  'wetlands_inventory',
  'housing_department',
  'seller_records',
  'income_certifications',
  'metro',
  'city_planning',
  'fema',
  'cal_fire',
  'geological_survey',
  'historic_resources',
  'coastal_commission',
  'ladot',
  'street_map',
  'census',
  'opportunity_map',
  'association_documents',
] as const
export type ConfirmationSource = (typeof CONFIRMATION_SOURCES)[number]

/** One fact the analysis left open, as the checklist asks about it. */
export type ReviewFactItem = {
  readonly id: string
  readonly label: string
  /** Where the report tells the reader to confirm it. */
  readonly confirm: string
  /** The answers the report's "what to confirm" weighs for it ("Yes", "No", "Tier 1"). */
  readonly answers: ReadonlyArray<{ readonly id: string; readonly label: string }>
  /** A fact that is a figure: its unit ("ft"), confirmed by typing it; null otherwise. */
  readonly figure: { readonly unit: string | null } | null
  /**
   * Where it can be confirmed; empty when a review cannot confirm it (the owner's plans, or a
   * text the editor sets): it can only be left open.
   */
  readonly sources: readonly ConfirmationSource[]
  /**
   * Two recorded facts that contradict each other, in words (`ConfirmItem.conflict`): the item
   * asks which is right. Null for a fact that is only not known.
   */
  readonly conflict: string | null
}

/** One contested reading of the law the report's figures rest on. */
export type ReviewReadingItem = {
  /** `{pathwayId}:{option}`. */
  readonly id: string
  /** "SB 9: Does … ?" */
  readonly label: string
  /** The reading the report's figures use. */
  readonly used: string
}

/** What a report's publish checklist asks, built by the server from the stored analysis. */
export type ReviewChecklist = {
  readonly facts: readonly ReviewFactItem[]
  readonly readings: readonly ReviewReadingItem[]
}

/**
 * Why an item is left open. An empty one is allowed here and refused by the server naming the
 * item, so the analyst reads which item lacks it rather than a position in a list.
 */
const reason = z.string().trim().max(1_000).transform(sanitizeText).optional()

const FactAnswerSchema = z.object({
  item: z.string().min(1),
  outcome: z.enum(['confirmed', 'left_open']),
  source: z.enum(CONFIRMATION_SOURCES).optional(),
  /** One of the item's answers by id, or the figure typed for a fact that is one. */
  answer: z.string().trim().max(100).optional(),
  reason,
})

const ReadingAnswerSchema = z.object({
  item: z.string().min(1),
  outcome: z.enum(['chosen', 'left_open']),
  reason,
})

/** POST /api/reports/{id}/publish. */
export const PublishReviewSchema = z.object({
  facts: z.array(FactAnswerSchema).max(200),
  readings: z.array(ReadingAnswerSchema).max(200),
  note: z
    .string()
    .trim()
    .min(1, 'Write a note on what you reviewed.')
    .max(2_000)
    .transform(sanitizeText),
})
export type PublishReview = z.input<typeof PublishReviewSchema>

/** The review as the report, its PDF and its email show it. */
export type ReportReview = {
  readonly analystName: string
  /** ISO timestamp. */
  readonly reviewedAt: string
  readonly note: string
  readonly facts: ReadonlyArray<
    Pick<ReviewFactItem, 'id' | 'label' | 'confirm'> &
      (
        | {
            readonly outcome: 'confirmed'
            readonly source: ConfirmationSource
            /** The answer confirmed, in words ("No", "60 ft"); absent from earlier reviews. */
            readonly answer?: string
          }
        | { readonly outcome: 'left_open'; readonly reason: string }
      )
  >
  readonly readings: ReadonlyArray<
    ReviewReadingItem &
      ({ readonly outcome: 'chosen' } | { readonly outcome: 'left_open'; readonly reason: string })
  >
}
