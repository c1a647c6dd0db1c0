import { Link, type MetaArgs } from 'react-router'
import { Page } from '../components/layout/page.tsx'
import { AdminOnly } from '../features/auth/components/admin-only.tsx'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Admin tools', path: location.pathname })
}

export default function AdminReports() {
  return (
    <Page heading="Admin tools" lead="Review, edit and publish reports here.">
      <AdminOnly>
        <Link to="/admin/outbox" className="text-brand-800 underline">
          Email outbox
        </Link>
      </AdminOnly>
    </Page>
  )
}
