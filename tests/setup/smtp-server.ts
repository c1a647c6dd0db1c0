// A real SMTP server on loopback for API tests: it keeps every message it receives, can refuse the
// next few (451, as a busy server does) and can go down and come back on the same port.
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import type { Db } from '#server/db/client.ts'
import { emailOutbox } from '#server/db/schema/index.ts'

export type ReceivedMail = { to: string[]; raw: string }

export type TestSmtpServer = {
  /** What goes in SMTP_URL. */
  url: string
  received: ReceivedMail[]
  /** Refuses this many of the next messages (counts down). */
  refuseNext(count: number): void
  /** Stops listening: connections are refused until `up`. */
  down(): Promise<void>
  /** Listens again on the same port. */
  up(): Promise<void>
  close(): Promise<void>
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  let refusals = 0
  const listen = async (port: number) => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          if (refusals > 0) {
            refusals -= 1
            callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }))
            return
          }
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    return server
  }
  let server: SMTPServer | null = await listen(0)
  const { port } = server.server.address() as AddressInfo
  const stop = async () => {
    const stopping = server
    server = null
    if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()))
  }
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      refusals = count
    },
    down: stop,
    async up() {
      server ??= await listen(port)
    },
    close: stop,
  }
}

/**
 * The text of a received message, with quoted-printable soft breaks and escapes undone (a run of
 * escapes read as UTF-8, so "→" reads as itself).
 */
export function bodyText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'),
    )
}

/** Resolves once no message in the outbox waits to be sent (the send jobs have run). */
export async function allMailSent(db: Db, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const waiting = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, 'queued'))
      .limit(1)
    if (waiting.length === 0) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`mail still queued after ${timeoutMs} ms`)
}
