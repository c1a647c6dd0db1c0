import { Link, useSearchParams, type MetaArgs } from 'react-router'
import { MESSAGES } from '#common/messages.ts'
import { canOnAny } from '#common/permissions.ts'
import { Page } from '../components/layout/page.tsx'
import { buttonClasses } from '../components/ui/button.tsx'
import { Pagination } from '../components/ui/pagination.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { useAuth } from '../features/accounts/use-auth.ts'
import { useReports } from '../features/reports/api/list-reports.ts'
import { ReportFilters } from '../features/reports/components/report-filters.tsx'
import { ReportsTable } from '../features/reports/components/reports-table.tsx'
import { readReportQuery, writeReportQuery } from '../features/reports/report-query-params.ts'
import { pageMeta } from '../lib/meta.ts'
import { LoadFailed } from '../components/ui/load-failed.tsx'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Your reports', path: location.pathname })
}

/** The reader's reports (admins: every report, with the reporter), newest first (spec §6). */
export default function Reports() {
  const auth = useAuth()
  const actor = auth.status === 'authenticated' ? auth.actor : null
  const [params, setParams] = useSearchParams()
  const { status, type, q, page } = readReportQuery(params)
  const query = { status, type, q, page }
  const reports = useReports(query)
  const everyone = canOnAny(actor, 'read:report')
  const filtered = query.status !== undefined || query.type !== undefined || query.q !== undefined

  return (
    <Page heading={everyone ? 'All reports' : 'Your reports'} width="wide">
      <div className="flex flex-col gap-6">
        <ReportFilters
          key={params.toString()}
          query={query}
          onChange={(next) => setParams(writeReportQuery(next))}
          analyst={everyone}
        />
        {reports.isPending ? (
          <Spinner label="Loading reports" />
        ) : reports.isError ? (
          <LoadFailed onRetry={() => void reports.refetch()}>
            {MESSAGES.reportsLoadFailed}
          </LoadFailed>
        ) : reports.data.total === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-gray-700">{MESSAGES.noReports}</p>
            {filtered ? (
              <Link to="/reports" className="text-brand-800 underline">
                Clear the filters
              </Link>
            ) : (
              <Link to="/" className={buttonClasses()}>
                Create a Report
              </Link>
            )}
          </div>
        ) : (
          <>
            <ReportsTable reports={reports.data.reports} actor={actor} />
            <Pagination
              page={reports.data.page}
              pageSize={reports.data.pageSize}
              total={reports.data.total}
              onPage={(page) => setParams(writeReportQuery({ ...query, page }))}
            />
          </>
        )}
      </div>
    </Page>
  )
}
