import { useState } from 'react'
import type { MetaArgs } from 'react-router'
import { Page } from '../components/layout/page.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { AdminOnly } from '../features/accounts/components/admin-only.tsx'
import { useAuth } from '../features/accounts/use-auth.ts'
import { AddressSearch } from '../features/parcels/components/address-search.tsx'
import { useReports } from '../features/reports/api/list-reports.ts'
import { ReportsTable } from '../features/reports/components/reports-table.tsx'
import { StartReportForm } from '../features/reports/components/start-report-form.tsx'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Admin tools', path: location.pathname })
}

/**
 * The admins' beta of the full report's next layout (multifamily_development_v2, decision
 * 146): start a report on any parcel and review it in the new layout before customers get it.
 */
export default function ReportsV2() {
  const auth = useAuth()
  // Anyone else is told only that the page is for admins, not what the beta is.
  const admin = auth.status === 'authenticated' && auth.isAdmin
  return (
    <Page
      heading={admin ? 'New report (V2 beta)' : 'Admin tools'}
      lead={
        admin
          ? 'Start a full development report in the new layout: the summary, the buildable envelope and the pathways first, the facts behind them after. Only admins see this page while the layout is in beta.'
          : undefined
      }
      width="wide"
    >
      <AdminOnly>
        <V2Workspace />
      </AdminOnly>
    </Page>
  )
}

function V2Workspace() {
  const auth = useAuth()
  const actor = auth.status === 'authenticated' ? auth.actor : null
  const [picked, setPicked] = useState<{ apn: string; address: string | null } | null>(null)
  const reports = useReports({ type: 'multifamily_development_v2', pageSize: 10 })
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="start-heading" className="flex flex-col gap-4">
        <h2 id="start-heading" className="text-xl font-semibold text-gray-900">
          Start a report
        </h2>
        <AddressSearch onPick={(match) => setPicked({ apn: match.apn, address: match.address })} />
        <StartReportForm apn={picked?.apn ?? null} address={picked?.address ?? null} />
      </section>
      <section aria-labelledby="v2-heading" className="flex flex-col gap-4">
        <h2 id="v2-heading" className="text-xl font-semibold text-gray-900">
          Reports in the V2 layout
        </h2>
        {reports.isPending ? (
          <Spinner label="Loading reports" />
        ) : reports.isError ? (
          <p role="alert" className="text-danger-700">
            {reports.error.message}
          </p>
        ) : reports.data.total === 0 ? (
          <p className="text-gray-700">None yet.</p>
        ) : (
          <ReportsTable reports={reports.data.reports} actor={actor} />
        )}
      </section>
    </div>
  )
}
