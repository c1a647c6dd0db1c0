// The analyst's review that publishing records (issue 37, item 4): every open fact confirmed with
// where, or left open with a reason; every contested reading the report uses chosen, or left
// open with a reason; and a note. The server refuses a publish that leaves any item unanswered.
import { z } from 'zod'
import { sanitizeText } from '../sanitize.ts'

/** Where an analyst confirmed a fact. */
export const CONFIRMATION_SOURCES = ['zimas', 'ladbs', 'title_report', 'owner_statement'] as const
export type ConfirmationSource = (typeof CONFIRMATION_SOURCES)[number]

export const CONFIRMATION_SOURCE_LABELS: Readonly<Record<ConfirmationSource, string>> = {
  zimas: 'ZIMAS',
  ladbs: 'LADBS permit records',
  title_report: 'a title report',
  owner_statement: 'the owner’s statement',
}

/** One fact the analysis left open, as the checklist asks about it. */
export type ReviewFactItem = {
  readonly id: string
  readonly label: string
  /** Where the report tells the reader to confirm it. */
  readonly confirm: string
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
    ReviewFactItem &
      (
        | { readonly outcome: 'confirmed'; readonly source: ConfirmationSource }
        | { readonly outcome: 'left_open'; readonly reason: string }
      )
  >
  readonly readings: ReadonlyArray<
    ReviewReadingItem &
      ({ readonly outcome: 'chosen' } | { readonly outcome: 'left_open'; readonly reason: string })
  >
}
