// Admin pages show their content only to admins (spec §6). The server refuses non-admins
// anyway; this says so instead of showing an empty page, and records the attempt.
import { useQuery } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { MESSAGES } from '#common/messages.ts'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { profileQuery } from '../api/profile.ts'
import { recordSecurityEvent } from '../security-events.ts'
import { useAuth } from '../use-auth.ts'

export function AdminOnly({ children }: { children: ReactNode }) {
  const auth = useAuth()
  const profile = useQuery({ ...profileQuery, enabled: auth.status === 'authenticated' })
  const settled =
    auth.status === 'authenticated' &&
    profile.isSuccess &&
    (auth.isAdmin || auth.adminCheckError !== null || !profile.data.isAdmin)
  const refused = settled && !auth.isAdmin

  useEffect(() => {
    if (refused) recordSecurityEvent('unauthorized_access', window.location.pathname)
  }, [refused])

  if (!settled) return <Spinner label="Checking your access" />
  if (refused) {
    return (
      <p role="alert" className="text-danger-700">
        {auth.adminCheckError?.message ?? MESSAGES.adminRequired}
      </p>
    )
  }
  return children
}
