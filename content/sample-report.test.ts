// The public sample report's publish checklist asks about every fact the report names as not
// known, under every objective its reader may pick (common/report/checklist.test.ts).
import { describe, expect, it } from 'vitest'
import { objectivesOf } from '#common/report/objectives.ts'
import { reviewChecklistOf } from '#common/report/review.ts'
import { pendingReportOf, unaskedUnknowns } from '#common/report/stated-unknowns.ts'
import { SAMPLE_REPORT } from './sample-report.ts'

describe('the sample report', () => {
  it('would ask its analyst about every fact it names as not known', () => {
    const data = pendingReportOf(
      SAMPLE_REPORT.reportType,
      SAMPLE_REPORT.parcel,
      SAMPLE_REPORT.factOrigins,
    )
    const { facts } = reviewChecklistOf(data.reportType, data.analysis, data.inputs)
    expect(facts.length).toBeGreaterThan(0)
    for (const objective of objectivesOf(data.reportType))
      expect(unaskedUnknowns({ ...data, objective }, facts)).toEqual([])
  })
})
