import type { MetaArgs } from 'react-router'
import { Page } from '../components/layout/page.tsx'
import { AdminOnly } from '../features/accounts/components/admin-only.tsx'
import { HeroImageForm } from '../features/site-settings/components/hero-image-form.tsx'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Site settings', path: location.pathname })
}

/** Settings of the public site (admins only; the server enforces it). */
export default function AdminSite() {
  return (
    <Page heading="Site settings" lead="The picture at the top of the home page.">
      <AdminOnly>
        <HeroImageForm />
      </AdminOnly>
    </Page>
  )
}
