// App-wide reactions to the session: expired-session answers, refused requests recorded as
// security events, the inactivity sign-out, and sign-in or sign-out in another tab.
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { AppError } from '#common/errors.ts'
import { setNavigator } from '../../lib/navigation.ts'
import { onRequestError } from '../../lib/query-client.ts'
import { useCrossTabSession } from './cross-tab-session.ts'
import { useInactivitySignOut } from './inactivity.ts'
import { recordSecurityEvent } from './security-events.ts'
import { handleSessionError } from './session-expiry.ts'
import { useAuth } from './use-auth.ts'

export function AuthWatchers() {
  const navigate = useNavigate()
  const auth = useAuth()

  useEffect(() => setNavigator(navigate), [navigate])
  useEffect(
    () =>
      onRequestError((error) => {
        if (handleSessionError(error)) return
        if (error instanceof AppError && error.code === 'FORBIDDEN')
          recordSecurityEvent('unauthorized_access', error.message)
        if (error instanceof AppError && error.code === 'RATE_LIMITED')
          recordSecurityEvent('suspicious_activity', error.message)
      }),
    [],
  )
  useInactivitySignOut(auth.status === 'authenticated')
  useCrossTabSession()
  return null
}
