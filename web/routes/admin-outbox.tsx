import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MetaArgs } from 'react-router'
import { Page } from '../components/layout/page.tsx'
import { Badge } from '../components/ui/badge.tsx'
import { Button } from '../components/ui/button.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { AdminOnly } from '../features/accounts/components/admin-only.tsx'
import { api, unwrap } from '../lib/api-client.ts'
import { formatDateTimeInLosAngeles } from '../lib/format.ts'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Email outbox', path: location.pathname })
}

const STATUS_LABELS = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  held: 'Held (no mail server)',
} as const

/** Every email the product sent or holds, newest first (admins only; the server enforces it). */
export default function AdminOutbox() {
  return (
    <Page
      heading="Email outbox"
      lead="Every email Lotwise has sent or is holding. Without a mail server (SMTP_URL), messages are held here."
      width="wide"
    >
      <AdminOnly>
        <OutboxMessages />
      </AdminOnly>
    </Page>
  )
}

function OutboxMessages() {
  const outbox = useQuery({
    queryKey: ['admin-outbox'],
    queryFn: async () => (await unwrap(await api.admin.outbox.$get())).messages,
  })

  return outbox.isPending ? (
    <Spinner label="Loading the outbox" />
  ) : outbox.isError ? (
    <p role="alert" className="text-danger-700">
      {outbox.error.message}
    </p>
  ) : outbox.data.length === 0 ? (
    <p className="text-gray-700">No emails yet.</p>
  ) : (
    <ul className="flex flex-col gap-4">
      {outbox.data.map((message) => (
        <li key={message.id} className="rounded-lg border border-gray-200 bg-white p-4">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="font-semibold text-gray-900">{message.subject}</h2>
            <Badge tone={message.status === 'failed' ? 'danger' : 'neutral'}>
              {STATUS_LABELS[message.status]}
            </Badge>
          </div>
          <p className="mt-1 text-sm text-gray-700">
            To {message.to} · {formatDateTimeInLosAngeles(message.createdAt)}
            {message.attempts > 0 ? ` · ${message.attempts} attempt(s)` : ''}
            {message.lastError ? ` · last error: ${message.lastError}` : ''}
          </p>
          <pre className="mt-3 text-sm whitespace-pre-wrap text-gray-800">{message.text}</pre>
          {message.status === 'failed' && <SendAgain id={message.id} />}
        </li>
      ))}
    </ul>
  )
}

/** Sends a failed email again now, with a fresh set of attempts. */
function SendAgain({ id }: { id: string }) {
  const queryClient = useQueryClient()
  const resend = useMutation({
    mutationFn: async () => unwrap(await api.admin.outbox[':id'].resend.$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-outbox'] }),
  })
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        size="sm"
        busy={resend.isPending}
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        Send again
      </Button>
      {resend.isError && (
        <p role="alert" className="text-sm text-danger-700">
          {resend.error.message}
        </p>
      )}
    </div>
  )
}
