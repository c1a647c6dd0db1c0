// Signing in or out in one tab is followed by the site's other tabs: a tab left open on the
// profile does not keep showing an account that was signed out elsewhere.
import { useEffect } from 'react'
import { isProtectedPath } from '#common/routes.ts'
import { navigateTo } from '../../lib/navigation.ts'
import { refreshSession } from './api/get-session.ts'
import { forgetSession } from './api/sign-out.ts'
import { onAuthEvent, type AuthEvent } from './auth-events.ts'

const CHANNEL = 'lotwise.auth'
const SHARED_EVENTS: ReadonlySet<AuthEvent> = new Set(['SIGNED_IN', 'SIGNED_OUT'])

export function useCrossTabSession(): void {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(CHANNEL)
    // Events caused by a message from another tab are not sent back.
    let following = false
    const stop = onAuthEvent((event) => {
      if (!following && SHARED_EVENTS.has(event)) channel.postMessage(event)
    })
    channel.onmessage = (message: MessageEvent<AuthEvent>) => {
      following = true
      try {
        if (message.data === 'SIGNED_OUT') {
          forgetSession()
          if (isProtectedPath(window.location.pathname)) navigateTo('/login', { replace: true })
        } else if (message.data === 'SIGNED_IN') {
          refreshSession().catch(() => undefined)
        }
      } finally {
        following = false
      }
    }
    return () => {
      stop()
      channel.close()
    }
  }, [])
}
