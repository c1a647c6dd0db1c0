import { Link, useSearchParams, type MetaArgs } from 'react-router'
import { MESSAGES } from '#common/messages.ts'
import { Page } from '../components/layout/page.tsx'
import { Pagination } from '../components/ui/pagination.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { AdminOnly } from '../features/accounts/components/admin-only.tsx'
import { useAuth } from '../features/accounts/use-auth.ts'
import { useReportQueue } from '../features/reports/api/report-queue.ts'
import { BulkRecomputePanel } from '../features/reports/components/bulk-recompute-panel.tsx'
import { ReportFilters } from '../features/reports/components/report-filters.tsx'
import { ReportsTable } from '../features/reports/components/reports-table.tsx'
import { readReportQuery, writeReportQuery } from '../features/reports/report-query-params.ts'
import { pageMeta } from '../lib/meta.ts'
import { LoadFailed } from '../components/ui/load-failed.tsx'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Admin tools', path: location.pathname })
}

/** The analysts' queue: pending first, oldest first; open, edit, publish, delete, recompute. */
export default function AdminReports() {
  return (
    <Page
      heading="Admin tools"
      lead="The analysts’ queue: pending reports first, oldest first."
      width="wide"
    >
      <AdminOnly>
        <ReportQueue />
      </AdminOnly>
    </Page>
  )
}

function ReportQueue() {
  const auth = useAuth()
  const actor = auth.status === 'authenticated' ? auth.actor : null
  const [params, setParams] = useSearchParams()
  const query = readReportQuery(params)
  const queue = useReportQueue(query)
  const stale = useReportQueue({ stale: true, pageSize: 1 })

  return (
    <div className="flex flex-col gap-8">
      <nav aria-label="Admin tools" className="flex flex-wrap gap-4">
        <Link to="/reports/v2" className="text-brand-800 underline">
          New Report (V2 Beta)
        </Link>
        <Link to="/admin/outbox" className="text-brand-800 underline">
          Email outbox
        </Link>
        <Link to="/admin/orders" className="text-brand-800 underline">
          Orders, credits and prices
        </Link>
      </nav>
      <BulkRecomputePanel staleCount={stale.data?.total ?? null} />
      <section aria-labelledby="queue-heading" className="flex flex-col gap-4">
        <h2 id="queue-heading" className="text-xl font-semibold text-gray-900">
          Report queue
        </h2>
        <ReportFilters
          key={params.toString()}
          queue
          query={query}
          onChange={(next) => setParams(writeReportQuery(next))}
        />
        {queue.isPending ? (
          <Spinner label="Loading the queue" />
        ) : queue.isError ? (
          <LoadFailed onRetry={() => void queue.refetch()}>{MESSAGES.reportsLoadFailed}</LoadFailed>
        ) : queue.data.total === 0 ? (
          <p className="text-gray-700">{MESSAGES.noReports}</p>
        ) : (
          <>
            <ReportsTable reports={queue.data.reports} actor={actor} queue />
            <Pagination
              page={queue.data.page}
              pageSize={queue.data.pageSize}
              total={queue.data.total}
              onPage={(page) => setParams(writeReportQuery({ ...query, page }))}
            />
          </>
        )}
      </section>
    </div>
  )
}
