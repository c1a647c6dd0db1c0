// Signs an idle person out (spec §4, §8, §9): after 25 minutes without activity a prompt offers
// to extend the session; at 30 minutes the session ends, an alert says so, and /login follows.
import { useEffect } from 'react'
import { MESSAGES } from '#common/messages.ts'
import { navigateTo } from '../../lib/navigation.ts'
import { refreshSession } from './api/get-session.ts'
import { signOut, forgetSession } from './api/sign-out.ts'

export const INACTIVITY_WARNING_MS = 25 * 60_000
export const INACTIVITY_TIMEOUT_MS = 30 * 60_000

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'mousemove'] as const
const CHECK_EVERY_MS = 15_000

/** Watches for activity while `signedIn` is true. */
export function useInactivitySignOut(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return
    let lastActivity = Date.now()
    let warned = false
    const markActive = () => {
      lastActivity = Date.now()
      warned = false
    }
    const expire = async () => {
      window.clearInterval(timer)
      await signOut().catch(forgetSession)
      window.alert(MESSAGES.inactivitySignedOut)
      navigateTo('/login', { replace: true })
    }
    const check = () => {
      const idle = Date.now() - lastActivity
      if (idle >= INACTIVITY_TIMEOUT_MS) return void expire()
      if (idle < INACTIVITY_WARNING_MS || warned) return
      warned = true
      const extend = window.confirm(MESSAGES.inactivityConfirm)
      // The prompt may have stayed open past the timeout; then it is too late to extend.
      if (Date.now() - lastActivity >= INACTIVITY_TIMEOUT_MS) return void expire()
      if (extend) {
        markActive()
        // A session that is already gone fails this query; the session-expiry handler,
        // which sees every failed query, sends the person to /login.
        refreshSession().catch(() => undefined)
      }
    }
    const timer = window.setInterval(check, CHECK_EVERY_MS)
    for (const event of ACTIVITY_EVENTS)
      window.addEventListener(event, markActive, { passive: true })
    return () => {
      window.clearInterval(timer)
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, markActive)
    }
  }, [signedIn])
}
