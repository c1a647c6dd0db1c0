import { Outlet } from 'react-router'
import { RouteErrorBoundary } from '../../route-error-boundary.tsx'

/** Holds every page of the site layout, so a page that fails keeps the header and footer. */
export default function PageBoundary() {
  return <Outlet />
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return <RouteErrorBoundary error={error} />
}
