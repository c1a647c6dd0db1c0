import type { ReportReview } from '#common/contracts/report-review.ts'
import { reviewFactLines, reviewReadingLines, verificationLine } from '#common/report/review.ts'
import { ReportSection } from './report-section.tsx'

/** The analyst's review recorded at publishing: who, when, each open item settled, the note. */
export function ReviewSection({ review }: { review: ReportReview }) {
  const facts = reviewFactLines(review)
  const readings = reviewReadingLines(review)
  return (
    <ReportSection id="review" heading="The analyst’s review" lead={`${verificationLine(review)}.`}>
      {facts.length > 0 && (
        <div>
          <h3 className="font-semibold text-gray-900">Facts checked</h3>
          <ul className="mt-2 list-disc pl-5 text-gray-800">
            {facts.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {readings.length > 0 && (
        <div>
          <h3 className="font-semibold text-gray-900">Contested readings</h3>
          <ul className="mt-2 list-disc pl-5 text-gray-800">
            {readings.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="whitespace-pre-wrap text-gray-800">
        <span className="font-medium">Note:</span> {review.note}
      </p>
    </ReportSection>
  )
}
