// Every route of spec §2. Public pages come from the page registry (content/pages.ts), one
// route per page with the module of its view; access rules come from common/routes.ts.
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'
import { PUBLIC_PAGES, type PageView } from '#content/pages.ts'

const VIEW_MODULES: Readonly<Record<PageView, string>> = {
  home: 'routes/home.tsx',
  article: 'routes/article.tsx',
  pricing: 'routes/pricing.tsx',
  guide: 'routes/guide.tsx',
  blog: 'routes/blog.tsx',
  post: 'routes/blog-post.tsx',
  search: 'routes/search.tsx',
  'sample-report': 'routes/sample-report.tsx',
}

const publicPages = PUBLIC_PAGES.map((page) =>
  page.path === '/'
    ? index(VIEW_MODULES[page.view])
    : route(page.path.slice(1), VIEW_MODULES[page.view], { id: `page${page.path}` }),
)

// Addresses the server also redirects; the client handles them for in-app navigation.
const redirects = [
  'sb79',
  'sb1211',
  'ab1287',
  'ab2011',
  'plans',
  'report/v2/:reportId',
  'edit-report/v2/:reportId',
  'report',
  'edit-report',
  'secure-view-report',
  'checkout',
].map((path) => route(path, 'routes/redirect.tsx', { id: `redirect/${path}` }))

export default [
  layout('routes/layouts/site.tsx', [
    layout('routes/layouts/page-boundary.tsx', [
      ...publicPages,
      layout('routes/layouts/protected.tsx', [
        route('profile', 'routes/profile.tsx'),
        route('reports', 'routes/reports.tsx'),
        route('watch', 'routes/watch.tsx'),
        route('reports/v2', 'routes/reports-v2.tsx'),
        route('report/:reportId', 'routes/report.tsx'),
        route('checkout/:productId', 'routes/checkout.tsx'),
        route('admin/reports', 'routes/admin-reports.tsx'),
        route('admin/outbox', 'routes/admin-outbox.tsx'),
        route('admin/orders', 'routes/admin-orders.tsx'),
        route('admin/site', 'routes/admin-site.tsx'),
        route('edit-report/:reportId', 'routes/edit-report.tsx'),
        route('secure-view-report/:reportId', 'routes/secure-view-report.tsx'),
      ]),
      route('shared/:token', 'routes/shared-report.tsx'),
      route('unsubscribe/:token', 'routes/unsubscribe.tsx'),
      route('screen', 'routes/screen.tsx'),
      route('developers', 'routes/developers.tsx'),
      route('*', 'routes/not-found.tsx'),
    ]),
  ]),
  layout('routes/layouts/login.tsx', [
    route('login', 'routes/login.tsx'),
    route('password-reset', 'routes/password-reset.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
  ]),
  ...redirects,
] satisfies RouteConfig
