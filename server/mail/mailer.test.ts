// Mail through a real SMTP server on loopback: the password-reset mail arrives with a link that
// works, and a refused message is retried until the server takes it.
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#server/db/schema/index.ts'
import { as, signIn, signUp } from '#tests/setup/accounts.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { MAX_SEND_ATTEMPTS } from './mailer.ts'

type Received = { to: string[]; raw: string }

/** An SMTP server that keeps what it receives and refuses the next `refuse` messages. */
async function startSmtpServer() {
  const received: Received[] = []
  const control = { refuse: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (control.refuse > 0) {
          control.refuse -= 1
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    control,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let t: TestApp
beforeAll(async () => {
  smtp = await startSmtpServer()
  t = await createTestApp({ smtpUrl: smtp.url })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

/** The quoted-printable body of a received message, decoded enough to read links. */
function bodyText(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
}

describe('mail through SMTP', () => {
  it('delivers the password-reset mail, and its link sets a new password', async () => {
    const account = await signUp(t)
    const response = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email }),
    })
    expect(response.status).toBe(200)
    await t.mailer.settled()

    const mail = smtp.received.find((message) => message.to.includes(account.email))
    expect(mail?.raw).toContain('Subject: Reset your Lotwise password')
    const link = /http:\/\/localhost:3000\/reset-password\?token=[\w-]+/.exec(
      bodyText(mail?.raw ?? ''),
    )?.[0]
    expect(link).toBeDefined()
    const token = new URL(link ?? '').searchParams.get('token')
    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, newPassword: 'Mailed-Link-Works-1' }),
    })
    expect(reset.status).toBe(200)
    expect((await signIn(t, account.email, 'Mailed-Link-Works-1')).status).toBe(200)
    const [row] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, account.email))
    expect(row).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('retries a refused message until it is sent, and gives up after the last attempt', async () => {
    smtp.control.refuse = 1
    const { id } = await t.mailer.send({
      to: 'retry@example.com',
      subject: 'Retry me',
      text: 'x',
      html: '<p>x</p>',
    })
    await t.mailer.settled()
    const outbox = () => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
    expect((await outbox())[0]).toMatchObject({ status: 'queued', attempts: 1 })
    expect((await outbox())[0]?.lastError).toMatch(/Mailbox busy/)

    // Not due yet: nothing happens. Once due, it is sent.
    await t.mailer.deliverDue()
    expect((await outbox())[0]?.attempts).toBe(1)
    await t.database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(emailOutbox.id, id))
    await t.mailer.deliverDue()
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 2 })
    expect(smtp.received.some((message) => message.to.includes('retry@example.com'))).toBe(true)

    smtp.control.refuse = MAX_SEND_ATTEMPTS
    const failing = await t.mailer.send({
      to: 'never@example.com',
      subject: 'No',
      text: 'x',
      html: 'x',
    })
    await t.mailer.settled()
    for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt += 1) {
      await t.database.db
        .update(emailOutbox)
        .set({ nextAttemptAt: new Date() })
        .where(eq(emailOutbox.id, failing.id))
      await t.mailer.deliverDue()
    }
    const [gaveUp] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, failing.id))
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS })
  })
  it('lets an admin send a failed email again, not only time', async () => {
    smtp.control.refuse = MAX_SEND_ATTEMPTS
    const failing = await t.mailer.send({
      to: 'later@example.com',
      subject: 'Your report request',
      text: 'x',
      html: 'x',
    })
    await t.mailer.settled()
    await t.database.db
      .update(emailOutbox)
      .set({ status: 'failed', attempts: MAX_SEND_ATTEMPTS })
      .where(eq(emailOutbox.id, failing.id))
    smtp.control.refuse = 0
    const user = await signUp(t)
    const admin = await signUp(t, { admin: true })
    const retry = (who: typeof admin) =>
      as(t, who, `/api/admin/outbox/${failing.id}/retry`, { method: 'POST' })
    expect((await retry(user)).status).toBe(403)
    const response = await retry(admin)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'sent', lastError: null })
    expect(smtp.received.some((message) => message.to.includes('later@example.com'))).toBe(true)
    const again = await retry(admin)
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({
      error: { message: 'This email is sent; only a failed or waiting email can be sent again.' },
    })
  })
})
