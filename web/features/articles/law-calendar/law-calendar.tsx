import { CitationLink } from '../../../components/ui/citation-link.tsx'
import { formatDate } from '../../../lib/format.ts'
import { californiaToday } from '../../../lib/california-date.ts'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import type { LawCalendarEntry } from './law-calendar-entries.ts'

/**
 * The dates on which the page's laws changed status, and will: a reader sees at a glance what
 * is coming. The page is prerendered, so which dates are still ahead is worked out in the
 * reader's browser, once the page has hydrated, against today's date in California.
 */
export function LawCalendar({ entries }: { entries: readonly LawCalendarEntry[] }) {
  const today = useHydrated() ? californiaToday() : null
  if (entries.length === 0) return null
  return (
    <section id="law-calendar" aria-labelledby="law-calendar-heading" className="mt-12">
      <h2 id="law-calendar-heading" className="text-2xl font-semibold text-gray-900">
        When the law changes
      </h2>
      <p className="mt-2 text-gray-700">
        Each date on which a law on this page took effect, changed or closed, or is set to. Our
        reports follow the same dates, so an analysis reads the law as it stands on its own date.
      </p>
      <ol className="mt-4 flex flex-col divide-y divide-gray-200 border-y border-gray-200">
        {entries.map((entry) => {
          const upcoming = today !== null && entry.date > today
          return (
            <li
              key={`${entry.date}-${entry.law}`}
              className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4"
            >
              <p className="font-medium text-gray-900">
                <time dateTime={entry.date}>{formatDate(entry.date)}</time>
                {upcoming && (
                  <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">
                    Upcoming
                  </span>
                )}
              </p>
              <div className="text-gray-800">
                <p>
                  <span className="font-semibold">{entry.law}</span>
                  <span className="text-gray-700">
                    {' '}
                    · {upcoming ? 'status from then' : 'new status'}: {entry.status}
                  </span>
                </p>
                <p className="mt-1">{entry.event}.</p>
                <p className="mt-1 text-sm text-gray-700">
                  Source: <CitationLink citation={entry.source} />
                </p>
              </div>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
