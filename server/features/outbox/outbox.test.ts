import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestAs, createPeople, type People, type Who } from '#tests/setup/people.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let people: People
beforeAll(async () => {
  t = await createTestApp()
  people = await createPeople(t)
  await t.mailer.send({ to: people.owner.email, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' })
})
afterAll(() => t.close())

const call = (who: Who, method: string, path: string, body?: unknown) =>
  requestAs(t, people, who, method, path, body)

describe('the outbox', () => {
  it('GET /api/admin/outbox: admins only', async () => {
    expect((await call('visitor', 'GET', '/api/admin/outbox')).status).toBe(401)
    for (const who of ['owner', 'other'] as const) {
      expect((await call(who, 'GET', '/api/admin/outbox')).status).toBe(403)
    }
    const { status, body } = await call('admin', 'GET', '/api/admin/outbox')
    expect(status).toBe(200)
    expect((body as { messages: Array<{ status: string }> }).messages.length).toBeGreaterThan(0)
  })
})
