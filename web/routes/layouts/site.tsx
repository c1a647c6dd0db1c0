import { Outlet } from 'react-router'
import { SiteFooter } from '../../components/layout/site-footer.tsx'
import { SiteHeader } from '../../components/layout/site-header.tsx'
import { AccountLinks } from '../../features/accounts/components/account-links.tsx'

/** Top bar, page, footer. */
export default function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only print:hidden focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <div className="print:hidden">
        <SiteHeader account={<AccountLinks />} />
      </div>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <div className="print:hidden">
        <SiteFooter />
      </div>
    </div>
  )
}
