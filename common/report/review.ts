// The publish checklist a report asks of its analyst, and the verification it then states. Both
// are built from the stored analysis with the same pathways the report presents, and its facts
// are the report's own open questions (`findOpenQuestions`, the one list the report states as not
// known or in conflict), so the checklist asks about exactly what the reader sees left open.
import type { Analysis } from '#engine'
import type { ReportInputs } from '../contracts/reports.ts'
import type { ReportType } from './type-labels.ts'
import type {
  ReportReview,
  ReviewChecklist,
  ReviewReadingItem,
} from '../contracts/report-review.ts'
import { CONFIRMATION_SOURCE_LABELS } from './confirmation-labels.ts'
import { formatDayInLosAngeles } from '../los-angeles-time.ts'
import { findOpenQuestions } from './confirm.ts'
import { presentedPathways } from './document-model.ts'
import { asSentence, type ReportState } from './labels.ts'
import { findContestedReadings } from './readings.ts'

export function reviewChecklistOf(
  reportType: ReportType,
  analysis: Analysis,
  inputs: ReportInputs,
): ReviewChecklist {
  const pathways = presentedPathways(reportType, analysis)
  const input = { parcel: inputs.parcel, scenario: inputs.scenario }
  return {
    facts: findOpenQuestions(analysis, input, pathways, inputs.factOrigins).map((question) => ({
      id: question.id,
      label: question.label,
      confirm: question.confirm,
      answers: question.answers,
      figure: question.figure,
      sources: question.sources,
      conflict: question.conflict,
    })),
    readings: findContestedReadings(analysis, input, pathways).map((reading) => ({
      id: `${reading.pathwayId}:${reading.option}`,
      label: `${reading.pathwayName}: ${reading.question}`,
      used: reading.used.label,
    })),
  }
}

/** Each fact of the review in one line, as the page, the PDF and the email state it. */
export function reviewFactLines(review: ReportReview): string[] {
  return review.facts.map((fact) =>
    fact.outcome === 'confirmed'
      ? `${fact.label}: ${fact.answer ? `${fact.answer}, confirmed` : 'confirmed'} with ${CONFIRMATION_SOURCE_LABELS[fact.source]}.`
      : `${fact.label}: left open. ${fact.reason}`,
  )
}

/** What the publish checklist says under a contested reading: the one used, and how to change it. */
export function readingHint(reading: Pick<ReviewReadingItem, 'used'>): string {
  return `The report reads it as: ${asSentence(reading.used)} To use another reading, change it in the editor first.`
}

/** Each contested reading of the review in one line. */
export function reviewReadingLines(review: ReportReview): string[] {
  return review.readings.map((reading) =>
    reading.outcome === 'chosen'
      ? `${reading.label} Kept: ${asSentence(reading.used)}`
      : `${reading.label} Left open: ${reading.reason}`,
  )
}

/**
 * Whether the review settled everything it was asked: every open fact confirmed and every
 * contested reading kept. Only such a review verifies the report (decision 595); one that left
 * anything open has reviewed it.
 */
export function reviewVerifies(review: ReportReview): boolean {
  return (
    review.facts.every((fact) => fact.outcome === 'confirmed') &&
    review.readings.every((reading) => reading.outcome === 'chosen')
  )
}

/**
 * A report's state as the badge names it: a completed report is verified when its review settled
 * every item, and reviewed when it left any open or was published before reviews were recorded.
 */
export function reportState(report: {
  readonly status: 'pending' | 'completed' | 'sample'
  readonly review: ReportReview | null
}): ReportState {
  if (report.status !== 'completed') return report.status
  return report.review && reviewVerifies(report.review) ? 'verified' : 'reviewed'
}

/**
 * "Verified by Ana Analyst on December 5, 2026: 3 facts confirmed, 0 left open", or "Reviewed by
 * …" when the review left anything open.
 */
export function verificationLine(review: ReportReview): string {
  const day = formatDayInLosAngeles(review.reviewedAt)
  const confirmed = review.facts.filter((fact) => fact.outcome === 'confirmed').length
  const open = review.facts.length - confirmed
  const by = reviewVerifies(review) ? 'Verified by' : 'Reviewed by'
  return `${by} ${review.analystName} on ${day}: ${confirmed} ${confirmed === 1 ? 'fact' : 'facts'} confirmed, ${open} left open`
}
