// What a route shows when it fails: the 404 page for a missing page, otherwise the error
// fallback; a page whose code could not be loaded also gets its toast (web/lib/chunk-errors.ts).
// Used by the root and by the boundary around every page, so a page's error leaves the header
// and footer in place.
import { useEffect } from 'react'
import { isRouteErrorResponse, useLocation, useNavigate } from 'react-router'
import { ErrorFallback } from './components/layout/error-fallback.tsx'
import { NotFoundPage } from './components/layout/not-found-page.tsx'
import { announceChunkLoadError, isChunkLoadError } from './lib/chunk-errors.ts'

export function RouteErrorBoundary({ error }: { error: unknown }) {
  const navigate = useNavigate()
  const location = useLocation()

  useEffect(() => {
    if (isChunkLoadError(error)) void announceChunkLoadError()
  }, [error])

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  return (
    <ErrorFallback
      onRetry={() => navigate(location.pathname + location.search, { replace: true })}
    />
  )
}
