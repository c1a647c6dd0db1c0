// The email outbox as admins read it (/admin/outbox).
export type OutboxMessage = {
  id: string
  to: string
  subject: string
  text: string
  status: 'queued' | 'sent' | 'failed' | 'held'
  attempts: number
  lastError: string | null
  createdAt: string
  sentAt: string | null
}
