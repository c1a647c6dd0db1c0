// The last security events of this device (spec §3, §9), kept in localStorage for the person
// to review: failed sign-ins, refused admin access, and attempts that hit a rate limit.
export type SecurityEventKind = 'failed_login' | 'suspicious_activity' | 'unauthorized_access'
export type SecurityEvent = { kind: SecurityEventKind; at: string; detail?: string }

export const SECURITY_EVENTS_KEPT = 10
const STORAGE_KEY = 'lotwise.security-events'

export function readSecurityEvents(): SecurityEvent[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(stored) ? (stored as SecurityEvent[]) : []
  } catch {
    return []
  }
}

/** Adds an event, keeping only the newest ten. */
export function recordSecurityEvent(kind: SecurityEventKind, detail?: string): void {
  const event: SecurityEvent = { kind, at: new Date().toISOString(), ...(detail ? { detail } : {}) }
  const events = [...readSecurityEvents(), event].slice(-SECURITY_EVENTS_KEPT)
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(events))
  } catch {
    // Storage full or blocked (private mode): the events are a convenience, not a record.
  }
}
