// Every route of spec §2. Paths and access rules come from common/routes.ts.
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'
import { CONTENT_PAGES } from '#content/pages.ts'

const contentPages = Object.keys(CONTENT_PAGES).map((path) =>
  route(path.slice(1), 'routes/content-page.tsx', { id: `content${path}` }),
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
    index('routes/home.tsx'),
    ...contentPages,
    route('blog', 'routes/blog.tsx'),
    route('blog/:postId', 'routes/blog-post.tsx'),
    layout('routes/layouts/protected.tsx', [
      route('profile', 'routes/profile.tsx'),
      route('reports', 'routes/reports.tsx'),
      route('reports/v2', 'routes/reports-v2.tsx'),
      route('report/:reportId', 'routes/report.tsx'),
      route('checkout/:productId', 'routes/checkout.tsx'),
      route('admin/reports', 'routes/admin-reports.tsx'),
      route('admin/outbox', 'routes/admin-outbox.tsx'),
      route('edit-report/:reportId', 'routes/edit-report.tsx'),
      route('secure-view-report/:reportId', 'routes/secure-view-report.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('routes/layouts/login.tsx', [
    route('login', 'routes/login.tsx'),
    route('password-reset', 'routes/password-reset.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
  ]),
  ...redirects,
] satisfies RouteConfig
