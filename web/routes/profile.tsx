import { useEffect, useState } from 'react'
import { Link, type MetaArgs } from 'react-router'
import { toast } from '../lib/toast.ts'
import { MESSAGES } from '#common/messages.ts'
import { canOnAny, type Actor } from '#common/permissions.ts'
import { monthlyReportsStat } from '#common/credits.ts'
import { tierLabel } from '#common/profiles.ts'
import { Page } from '../components/layout/page.tsx'
import { Avatar } from '../components/ui/avatar.tsx'
import { Badge } from '../components/ui/badge.tsx'
import { Button, buttonClasses } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { useAuth } from '../features/accounts/use-auth.ts'
import { useProfile } from '../features/accounts/api/profile.ts'
import { ChangePasswordForm } from '../features/accounts/components/change-password-form.tsx'
import { SecurityEventsList } from '../features/accounts/components/security-events-list.tsx'
import { TwoFactorSettings } from '../features/accounts/components/two-factor-settings.tsx'
import { ApiKeysSection } from '../features/api-keys/components/api-keys-section.tsx'
import { PlanSection } from '../features/orders/components/plan-section.tsx'
import { useReports } from '../features/reports/api/list-reports.ts'
import { useWatches } from '../features/watch/api/watches.ts'
import { DigestSetting } from '../features/watch/components/digest-setting.tsx'
import { ReportCard } from '../features/reports/components/report-card.tsx'
import { formatDayInLosAngeles } from '../lib/format.ts'
import { pageMeta } from '../lib/meta.ts'
import { LoadFailed } from '../components/ui/load-failed.tsx'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Your profile', path: location.pathname })
}

export default function Profile() {
  const auth = useAuth()
  const profile = useProfile()
  const [changingPassword, setChangingPassword] = useState(false)
  const adminCheckError = auth.status === 'authenticated' ? auth.adminCheckError : null

  useEffect(() => {
    if (adminCheckError) toast.error(adminCheckError.message)
  }, [adminCheckError])

  if (profile.isPending) {
    return (
      <Page heading="Your profile">
        <Spinner label="Loading your profile" />
      </Page>
    )
  }
  if (profile.isError) {
    return (
      <Page heading="Your profile">
        <p role="alert" className="text-danger-700">
          {profile.error.message}
        </p>
        <Button className="mt-4" variant="secondary" onClick={() => void profile.refetch()}>
          Try Again
        </Button>
      </Page>
    )
  }

  const view = profile.data
  const displayName = view.fullName || view.email
  const actor = auth.status === 'authenticated' ? auth.actor : null
  const isAdmin = actor?.isAdmin ?? false
  const monthly = monthlyReportsStat(view.stats.monthlyReportsUsed, view.stats.monthlyAllowance)
  const stats: Array<{ label: string; value: string; note?: string }> = [
    { label: 'Reports Created', value: String(view.stats.reportsCreated) },
    { label: 'Credits Remaining', value: String(view.stats.creditsRemaining) },
    {
      label: 'Monthly Reports Used',
      value: monthly.value,
      // With an allowance, say when it starts again.
      note:
        monthly.note ??
        (view.currentPeriodEnd
          ? `${view.cancelAtPeriodEnd ? 'Plan ends' : 'Resets'} on ${formatDayInLosAngeles(view.currentPeriodEnd)}`
          : undefined),
    },
    { label: 'Bonus Credits', value: String(view.stats.bonusCredits) },
  ]

  return (
    <Page heading="Your profile" width="wide">
      <div className="flex flex-col gap-10">
        <section aria-label="Account" className="flex flex-wrap items-center gap-5">
          <Avatar name={displayName} imageUrl={view.avatarUrl} size="lg" />
          <div className="flex flex-col gap-2">
            <p className="text-2xl font-semibold text-gray-900">{displayName}</p>
            {view.fullName && <p className="text-gray-700">{view.email}</p>}
            <div className="flex flex-wrap gap-2">
              <Badge tone="brand">{tierLabel(view.subscriptionTier, view.legacyTier)}</Badge>
              {isAdmin && <Badge tone="accent">Admin</Badge>}
            </div>
          </div>
        </section>

        <nav aria-label="Profile actions" className="flex flex-wrap gap-3">
          <Link to="/pricing" className={buttonClasses({ variant: 'accent' })}>
            Multifamily Development Report Request
          </Link>
          {canOnAny(actor, 'update:report') && (
            <>
              <Link to="/reports/v2" className={buttonClasses({ variant: 'secondary' })}>
                New Report (V2 Beta)
              </Link>
              <Link to="/admin/reports" className={buttonClasses({ variant: 'secondary' })}>
                Admin Tools
              </Link>
            </>
          )}
        </nav>

        <section aria-label="Your numbers">
          <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {stats.map((stat) => (
              <Card key={stat.label}>
                <dt className="text-sm text-gray-700">{stat.label}</dt>
                <dd className="mt-1 text-2xl font-semibold text-gray-900">{stat.value}</dd>
                {stat.note && <dd className="mt-1 text-sm text-gray-700">{stat.note}</dd>}
              </Card>
            ))}
          </dl>
        </section>

        <PlanSection profile={view} />

        <ReportsGrid actor={actor} />
        <WatchedLotsLink />
        <DigestSetting />

        <section aria-labelledby="password-heading" className="flex flex-col gap-4">
          <h2 id="password-heading" className="text-lg font-semibold text-gray-900">
            Password
          </h2>
          <div>
            <Button
              variant="secondary"
              aria-expanded={changingPassword}
              onClick={() => setChangingPassword(!changingPassword)}
            >
              Change Password
            </Button>
          </div>
          {changingPassword && <ChangePasswordForm onDone={() => setChangingPassword(false)} />}
        </section>

        <ApiKeysSection />

        <TwoFactorSettings enabled={view.twoFactorEnabled} />
        <SecurityEventsList />
        {canOnAny(actor, 'read:outbox') && (
          <p>
            <Link to="/admin/outbox" className="text-brand-800 underline">
              Email outbox
            </Link>
          </p>
        )}
        {canOnAny(actor, 'update:site_setting') && (
          <p>
            <Link to="/admin/site" className="text-brand-800 underline">
              Site settings (home page picture)
            </Link>
          </p>
        )}
      </div>
    </Page>
  )
}

/** Where the watched lots are, with the changes not yet read. */
function WatchedLotsLink() {
  const watches = useWatches()
  const unseen = watches.data?.unseen ?? 0
  return (
    <p>
      <Link to="/watch" className="text-brand-800 underline">
        Your watched lots
      </Link>
      {unseen > 0 && (
        <>
          {' '}
          <Badge tone="accent">{unseen === 1 ? '1 new change' : `${unseen} new changes`}</Badge>
        </>
      )}
    </p>
  )
}

function ReportsGrid({ actor }: { actor: Actor }) {
  const reports = useReports()
  return (
    <section aria-labelledby="reports-heading" className="flex flex-col gap-4">
      <h2 id="reports-heading" className="text-xl font-semibold text-gray-900">
        {canOnAny(actor, 'read:report') ? 'All reports' : 'Your reports'}
      </h2>
      {reports.isPending ? (
        <Spinner label="Loading reports" />
      ) : reports.isError ? (
        <LoadFailed onRetry={() => void reports.refetch()}>{MESSAGES.reportsLoadFailed}</LoadFailed>
      ) : reports.data.reports.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-gray-700">{MESSAGES.noReports}</p>
          <Link to="/" className={buttonClasses()}>
            Create a Report
          </Link>
        </div>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {reports.data.reports.map((report) => (
              <li key={report.id} className="flex">
                <ReportCard report={report} actor={actor} />
              </li>
            ))}
          </ul>
          {reports.data.total > reports.data.reports.length && (
            <Link to="/reports" className="text-brand-800 underline">
              See all {reports.data.total} reports
            </Link>
          )}
        </>
      )}
    </section>
  )
}
