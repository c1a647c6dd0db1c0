import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
})
