import type { FactCorrection } from '#common/contracts/reports.ts'
import { FACTS, formatFactValue, isFactName } from '#common/report/facts.ts'
import { formatDateTimeInLosAngeles } from '../../../lib/format.ts'

/** The audit trail of fact corrections: who changed which fact, when, from what to what. */
export function CorrectionTrail({ corrections }: { corrections: readonly FactCorrection[] }) {
  return (
    <section aria-labelledby="trail-heading" className="flex flex-col gap-3">
      <h2 id="trail-heading" className="text-xl font-semibold text-gray-900">
        Corrections so far
      </h2>
      {corrections.length === 0 ? (
        <p className="text-gray-700">No fact of this report has been corrected.</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {corrections.map((entry) => {
            const name = isFactName(entry.fact) ? entry.fact : null
            const show = (value: unknown) => (name ? formatFactValue(name, value) : String(value))
            return (
              <li key={entry.id} className="rounded-md border border-gray-200 p-3">
                <p className="font-medium text-gray-900">
                  {name ? FACTS[name].label : entry.fact}:{' '}
                  {entry.action === 'revert' ? 'back to the record, ' : ''}
                  {show(entry.oldValue)} → {show(entry.newValue)}
                </p>
                <p className="text-gray-700">
                  {entry.correctedBy ?? 'A former analyst'},{' '}
                  {formatDateTimeInLosAngeles(entry.createdAt)}
                </p>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
