// Mail through a real SMTP server on loopback, each message a job on the queue: the password-reset
// mail arrives with a link that works; a mail server that is down for minutes and then hours gets
// every message exactly once when it is back; a message is given up only after a day of retries,
// the team is mailed once about it, and an admin's resend sends it once. Time on the queue moves by pg-boss's TestClock, so the
// hours of retries take seconds.
import { eq, inArray, sql } from 'drizzle-orm'
import { TestClock } from 'pg-boss'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#server/db/schema/index.ts'
import { sendEmailJob } from '#server/jobs/definitions.ts'
import { signIn, signUp, type TestAccount } from '#tests/setup/accounts.ts'
import {
  allMailSent,
  bodyText,
  startSmtpServer,
  type TestSmtpServer,
} from '#tests/setup/smtp-server.ts'
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/setup/test-app.ts'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const TEAM = 'team@example.com'

describe('mail through SMTP', () => {
  let smtp: TestSmtpServer
  let t: TestApp
  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await createTestApp({ smtpUrl: smtp.url })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it('delivers the password-reset mail, and its link sets a new password', async () => {
    const account = await signUp(t)
    // better-auth's own endpoints, not typed routes (decision 390).
    const response = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email }),
    })
    expect(response.status).toBe(200)
    await allMailSent(t.database.db)

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

  it('stores and sends a keyed message once, however many times it is sent at once', async () => {
    const message = {
      to: 'once@example.com',
      subject: 'Once',
      text: 'x',
      html: '<p>x</p>',
      onceKey: 'test:once',
    }
    const ids = await Promise.all([1, 2, 3, 4].map(() => t.mailer.send(message)))
    expect(new Set(ids.map(({ id }) => id)).size).toBe(1)
    await allMailSent(t.database.db)
    expect(smtp.received.filter((mail) => mail.to.includes('once@example.com'))).toHaveLength(1)
  })
})

describe('a mail server outage, on the queue’s clock', () => {
  let smtp: TestSmtpServer
  let t: TestApp
  let clock: TestClock
  beforeAll(async () => {
    smtp = await startSmtpServer()
    clock = new TestClock(Date.now())
    t = await createTestApp({ smtpUrl: smtp.url, clock, adminEmail: TEAM })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  type SendJob = { state: string; startAfter: Date }
  /** The send jobs of `ids`, as pg-boss keeps them. */
  async function sendJobs(ids: string[]): Promise<SendJob[]> {
    // Both database drivers answer { rows }; the generic Db type cannot say so.
    const result = (await t.database.db.execute(
      sql`select state, start_after from pgboss.job
          where name = ${sendEmailJob.name} and data->>'messageId' in ${ids}`,
    )) as { rows: Array<{ state: string; start_after: string | Date }> }
    return result.rows.map((row) => ({ state: row.state, startAfter: new Date(row.start_after) }))
  }
  const outboxOf = (ids: string[]) =>
    t.database.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids))

  /** Lets the queue poll (its timers run on the test clock) until `done`; a few seconds at most. */
  async function runQueueUntil(done: () => Promise<boolean>) {
    for (let round = 0; round < 200; round += 1) {
      if (await done()) return
      await clock.tick(500)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error('the queue did not get there')
  }
  /** Every job of `ids` has finished its attempt: waiting to retry, sent, or given up. */
  const allSettled = (ids: string[]) => async () =>
    (await sendJobs(ids)).every((job) => ['retry', 'completed', 'failed'].includes(job.state))

  /**
   * Moves the queue's time on until every message of `ids` waiting to be retried is due, and lets
   * the retries run; the time it moved to.
   */
  async function nextRetry(ids: string[]): Promise<number> {
    const waiting = (await sendJobs(ids)).filter((job) => job.state === 'retry')
    const due = Math.max(...waiting.map((job) => job.startAfter.getTime()))
    await clock.setTime(Math.max(due, clock.now()))
    const attempted = (await outboxOf(ids)).reduce((sum, row) => sum + row.attempts, 0)
    await runQueueUntil(async () => {
      const attempts = (await outboxOf(ids)).reduce((sum, row) => sum + row.attempts, 0)
      return attempts >= attempted + waiting.length && (await allSettled(ids)())
    })
    return clock.now()
  }

  const send = (to: string) =>
    t.mailer.send({ to, subject: `For ${to}`, text: 'Hello', html: '<p>Hello</p>' })

  it('keeps every message through 9 minutes and then hours of outage, and delivers each once after', async () => {
    await smtp.down()
    const recipients = [1, 2, 3, 4, 5, 6, 7].map((n) => `outage-${n}@example.com`)
    const ids = (await Promise.all(recipients.map(send))).map(({ id }) => id)
    const start = clock.now()
    await runQueueUntil(allSettled(ids))

    let now = start
    while (now - start < 9 * MINUTE_MS) now = await nextRetry(ids)
    const afterMinutes = await outboxOf(ids)
    expect(afterMinutes.every((row) => row.status === 'queued')).toBe(true)
    expect(afterMinutes[0]?.lastError).toMatch(/ECONNREFUSED/)

    while (now - start < 6 * HOUR_MS) now = await nextRetry(ids)
    const afterHours = await outboxOf(ids)
    expect(afterHours.every((row) => row.status === 'queued' && row.attempts >= 10)).toBe(true)
    expect(smtp.received).toHaveLength(0)

    await smtp.up()
    await nextRetry(ids)
    await runQueueUntil(async () => (await outboxOf(ids)).every((row) => row.status === 'sent'))
    // A day later nothing more has gone out: each message arrived exactly once.
    await clock.setTime(clock.now() + 24 * HOUR_MS)
    await clock.tick(2_000)
    for (const to of recipients)
      expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1)
    expect((await sendJobs(ids)).every((job) => job.state === 'completed')).toBe(true)
  }, 90_000)

  it('gives a message up only after a day of retries, tells the team once, and an admin sends it again once', async () => {
    await smtp.down()
    const { id } = await send('given-up@example.com')
    const start = clock.now()
    await runQueueUntil(allSettled([id]))
    let now = start
    while ((await sendJobs([id]))[0]?.state === 'retry') now = await nextRetry([id])
    expect(now - start).toBeGreaterThanOrEqual(24 * HOUR_MS)
    const [failed] = await outboxOf([id])
    expect(failed).toMatchObject({ status: 'failed', attempts: sendEmailJob.retryLimit + 1 })
    expect(t.logs.some((line) => line.msg?.toString().startsWith('email failed'))).toBe(true)
    // The team is told, by mail queued with the failure, which message and where to resend it.
    const teamNotices = () =>
      t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, TEAM))
    const [notice, ...more] = await teamNotices()
    expect(more).toEqual([])
    expect(notice).toMatchObject({
      status: 'queued',
      subject: 'Email not delivered: For given-up@example.com',
    })
    expect(notice?.text).toContain('"For given-up@example.com" to given-up@example.com')
    expect(notice?.text).toContain(`${TEST_PUBLIC_URL}/admin/outbox`)

    const admin = await signUp(t, { admin: true })
    const user = await signUp(t)
    const listed = await t.api(admin).admin.outbox.$get()
    const { messages } = (await listed.json()) as {
      messages: Array<{ id: string; status: string; attempts: number }>
    }
    expect(messages.find((message) => message.id === id)).toMatchObject({
      status: 'failed',
      attempts: sendEmailJob.retryLimit + 1,
    })

    const resend = (account: TestAccount) =>
      t.api(account).admin.outbox[':id'].resend.$post({ param: { id } })
    expect((await resend(user)).status).toBe(403)
    await smtp.up()
    // Two clicks at once: one resend, the other told there is nothing to resend.
    const clicks = await Promise.all([resend(admin), resend(admin)])
    expect(clicks.map((click) => click.status).sort()).toEqual([200, 409])
    await runQueueUntil(async () => (await outboxOf([id]))[0]?.status === 'sent')
    expect((await outboxOf([id]))[0]).toMatchObject({ status: 'sent', attempts: 1 })
    expect(smtp.received.filter((mail) => mail.to.includes('given-up@example.com'))).toHaveLength(1)
    expect((await resend(admin)).status).toBe(409)
    // The notice, retried like any message, reaches the team once the server is back; the
    // resend that succeeded tells nobody anything more.
    await runQueueUntil(allSettled([notice!.id]))
    if ((await sendJobs([notice!.id]))[0]?.state === 'retry') await nextRetry([notice!.id])
    await runQueueUntil(async () => (await outboxOf([notice!.id]))[0]?.status === 'sent')
    expect(smtp.received.filter((mail) => mail.to.includes(TEAM))).toHaveLength(1)
    expect(await teamNotices()).toHaveLength(1)
  }, 90_000)
})
