// Sends one outbox message; the mailer (server/mail/mailer.ts) does the sending and keeps the
// outbox row's status and attempts, and pg-boss retries a message the mail server did not take.
import type { Mailer } from '../mail/mailer.ts'
import type { JobAttempt } from './queue.ts'

export function sendEmailHandler({ mailer }: { mailer: Mailer }) {
  return ({ messageId }: { messageId: string }, attempt: JobAttempt) =>
    mailer.deliver(messageId, attempt)
}
