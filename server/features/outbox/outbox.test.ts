import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OutboxMessage } from '#common/contracts/outbox.ts'
import { emailOutbox } from '#server/db/schema/index.ts'
import { callAs, createPeople, type People, type Who, type ApiCall } from '#tests/setup/people.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let people: People
beforeAll(async () => {
  t = await createTestApp()
  people = await createPeople(t)
  await t.mailer.send({ to: people.owner.email, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' })
})
afterAll(() => t.close())

const call = (who: Who, request: ApiCall) => callAs(t, people, who, request)

describe('the outbox', () => {
  it('GET /api/admin/outbox: admins only', async () => {
    expect((await call('visitor', (api) => api.admin.outbox.$get())).status).toBe(401)
    for (const who of ['owner', 'other'] as const) {
      expect((await call(who, (api) => api.admin.outbox.$get())).status).toBe(403)
    }
    const { status, body } = await call('admin', (api) => api.admin.outbox.$get())
    expect(status).toBe(200)
    expect((body as { messages: Array<{ status: string }> }).messages.length).toBeGreaterThan(0)
  })

  it('lists every failed message first, however many newer ones came after it', async () => {
    const day = 86_400_000
    const message = { subject: 'Mail', text: 't', html: '<p>t</p>' }
    const [failed] = await t.database.db
      .insert(emailOutbox)
      .values({
        ...message,
        to: 'failed@example.com',
        status: 'failed',
        createdAt: new Date(Date.now() - day),
      })
      .returning({ id: emailOutbox.id })
    await t.database.db.insert(emailOutbox).values(
      Array.from({ length: 250 }, (_, n) => ({
        ...message,
        to: `later-${n}@example.com`,
        status: 'sent' as const,
      })),
    )
    const { body } = await call('admin', (api) => api.admin.outbox.$get())
    const { messages } = body as { messages: OutboxMessage[] }
    expect(messages).toHaveLength(200)
    expect(messages[0]).toMatchObject({ id: failed!.id, status: 'failed' })
    expect(messages.slice(1).every((listed) => listed.status !== 'failed')).toBe(true)
  })
})
