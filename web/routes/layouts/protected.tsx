import { Outlet, redirect, type ClientLoaderFunctionArgs } from 'react-router'
import { toast } from '../../lib/toast.ts'
import { MESSAGES } from '#common/messages.ts'
import { FullPageSpinner } from '../../components/ui/spinner.tsx'
import { sessionQuery } from '../../features/accounts/api/get-session.ts'
import { queryClient } from '../../lib/query-client.ts'

/** Pages behind sign-in: visitors go to /login, which brings them back here afterwards. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const session = await queryClient.ensureQueryData(sessionQuery)
  if (!session) {
    const { pathname, search } = new URL(request.url)
    if (pathname === '/profile') toast.error(MESSAGES.loginToViewProfile)
    throw redirect(`/login?redirectTo=${encodeURIComponent(pathname + search)}`)
  }
  return null
}

export function HydrateFallback() {
  return <FullPageSpinner label="Checking your session" />
}

export default function ProtectedLayout() {
  return <Outlet />
}
