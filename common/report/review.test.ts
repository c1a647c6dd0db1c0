// A completed report is called verified only when its review settled every item it was asked
// (decision 595): the badge and the line under it say "reviewed" for one that left any open.
import { describe, expect, it } from 'vitest'
import type { ReportReview } from '../contracts/report-review.ts'
import { REPORT_STATE_LABELS } from './labels.ts'
import { readingHint, reportState, reviewReadingLines, verificationLine } from './review.ts'

const CONFIRMED = {
  id: 'lotWidthFt',
  label: 'Lot width',
  confirm: 'a survey',
  outcome: 'confirmed',
  source: 'survey',
  answer: '50 ft',
} as const
const LEFT_OPEN = {
  id: 'tenantOccupiedWithinYears',
  label: 'Years since a tenant last lived there',
  confirm: 'the seller’s leases',
  outcome: 'left_open',
  reason: 'The seller has not answered yet.',
} as const
const READING = { id: 'sb9:urbanLot', label: 'SB 9: Is the lot urban?', used: 'Yes.' }

function review(
  facts: ReportReview['facts'],
  readings: ReportReview['readings'] = [],
): ReportReview {
  return {
    analystName: 'Dana Admin',
    reviewedAt: '2026-12-05T18:00:00Z',
    note: 'Checked.',
    facts,
    readings,
  }
}

const stateLabel = (status: 'pending' | 'completed', reviewed: ReportReview | null) =>
  REPORT_STATE_LABELS[reportState({ status, review: reviewed })]

describe('a completed report’s state', () => {
  it('is reviewed, not verified, when the review confirmed nothing and left facts open', () => {
    const nothingConfirmed = review([LEFT_OPEN, { ...LEFT_OPEN, id: 'rso', label: 'RSO' }])
    expect(stateLabel('completed', nothingConfirmed)).toBe('Completed — reviewed by a specialist')
    expect(verificationLine(nothingConfirmed)).toBe(
      'Reviewed by Dana Admin on December 5, 2026: 0 facts confirmed, 2 left open',
    )
  })

  it('is reviewed when a fact or a reading is left open beside confirmed ones', () => {
    expect(stateLabel('completed', review([CONFIRMED, LEFT_OPEN]))).toBe(
      'Completed — reviewed by a specialist',
    )
    const readingOpen = review(
      [CONFIRMED],
      [{ ...READING, outcome: 'left_open', reason: 'Unsure.' }],
    )
    expect(stateLabel('completed', readingOpen)).toBe('Completed — reviewed by a specialist')
    expect(verificationLine(readingOpen)).toMatch(/^Reviewed by /)
  })

  it('is verified when every fact was confirmed and every reading kept', () => {
    const settled = review([CONFIRMED], [{ ...READING, outcome: 'chosen' }])
    expect(stateLabel('completed', settled)).toBe('Completed — verified by a specialist')
    expect(verificationLine(settled)).toBe(
      'Verified by Dana Admin on December 5, 2026: 1 fact confirmed, 0 left open',
    )
    // Nothing was open: the analyst's review leaves nothing unsettled.
    expect(stateLabel('completed', review([]))).toBe('Completed — verified by a specialist')
  })

  it('is reviewed when published before reviews were recorded, and preliminary while pending', () => {
    expect(stateLabel('completed', null)).toBe('Completed — reviewed by a specialist')
    expect(stateLabel('pending', null)).toBe('Preliminary — awaiting specialist review')
  })
})

describe('a contested reading’s words', () => {
  it('end the reading used with one full stop, whether or not its label has one', () => {
    for (const used of ['The lot is urban.', 'The lot is urban']) {
      expect(readingHint({ used })).toBe(
        'The report reads it as: The lot is urban. To use another reading, change it in the editor first.',
      )
      expect(reviewReadingLines(review([], [{ ...READING, used, outcome: 'chosen' }]))).toEqual([
        'SB 9: Is the lot urban? Kept: The lot is urban.',
      ])
    }
  })
})
