// The list's filters live in the address bar, so a filtered list can be shared, reloaded and
// left with the back button.
import { REPORT_STATUSES, type ReportQueueQuery } from '#common/contracts/reports.ts'
import { REPORT_TYPES } from '#common/report/type-labels.ts'

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value)
}

/** The filters in `params`; anything unreadable is simply no filter. */
export function readReportQuery(params: URLSearchParams): ReportQueueQuery {
  const page = Number(params.get('page'))
  const stale = params.get('stale')
  return {
    status: oneOf(REPORT_STATUSES, params.get('status')),
    type: oneOf(REPORT_TYPES, params.get('type')),
    q: params.get('q') || undefined,
    owner: params.get('owner') || undefined,
    stale: stale === 'true' ? true : stale === 'false' ? false : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

export function writeReportQuery(query: ReportQueueQuery): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue
    params.set(key, String(value))
  }
  return params
}
