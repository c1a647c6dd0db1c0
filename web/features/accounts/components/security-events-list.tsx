// The device's recent security events (spec §3), so a person can spot sign-in attempts.
import { useState } from 'react'
import { formatDateTimeInLosAngeles } from '../../../lib/format.ts'
import { readSecurityEvents, type SecurityEventKind } from '../security-events.ts'

const LABELS: Readonly<Record<SecurityEventKind, string>> = {
  failed_login: 'Failed sign-in',
  suspicious_activity: 'Too many attempts',
  unauthorized_access: 'Access refused',
}

export function SecurityEventsList() {
  const [events] = useState(readSecurityEvents)
  return (
    <section aria-labelledby="security-events-heading">
      <h2 id="security-events-heading" className="text-lg font-semibold text-gray-900">
        Recent security events on this device
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-gray-700">None.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1 text-sm text-gray-700">
          {events.toReversed().map((event) => (
            <li key={`${event.at}-${event.kind}`}>
              {formatDateTimeInLosAngeles(event.at)}: {LABELS[event.kind]}
              {event.detail ? ` (${event.detail})` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
