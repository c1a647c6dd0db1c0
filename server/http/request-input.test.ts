// Bad input is answered with a 4xx in plain words, never a 500 (issue 12, findings 5 and 6).
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SANITIZED_MAX_LENGTH } from '#common/sanitize.ts'
import { users } from '#server/db/schema/index.ts'
import { as, signUp, type TestAccount } from '#tests/setup/accounts.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { errorBody } from '#tests/setup/people.ts'
import { toAppError, UNSTORABLE_VALUE_MESSAGE } from './error-response.ts'
import {
  BAD_JSON_MESSAGE,
  bodyTooLargeMessage,
  NOT_AN_OBJECT_MESSAGE,
  NUL_MESSAGE,
} from './request-input.ts'

let t: TestApp
let person: TestAccount
beforeAll(async () => {
  t = await createTestApp()
  person = await signUp(t, { name: 'Nora Normal' })
})
afterAll(() => t.close())

// Malformed and hardening requests, and better-auth's own endpoints: written out (decision 390).
function send(path: string, body: string, contentType = 'application/json', method = 'POST') {
  return t.request(path, {
    method,
    headers: { 'content-type': contentType, cookie: person.cookie },
    body,
  })
}

describe('finding 5: bad input answers 4xx', () => {
  it.each([
    ['/api/auth/sign-in/email'],
    ['/api/reports/00000000-0000-4000-8000-000000000000/corrections'],
    ['/api/functions/send-report-notification'],
    ['/api/admin/reports'],
  ])('malformed JSON on %s is a 400 saying so', async (path) => {
    const response = await send(path, '{"email": "a@b.co",')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(errorBody('INVALID_INPUT', BAD_JSON_MESSAGE))
  })

  it('a house number beyond the database integer searches as words', async () => {
    const response = await t.api().parcels.search.$get({ query: { q: '99999999999' } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ query: '99999999999', results: [] })
  })

  it('a NUL byte in the search is refused', async () => {
    const response = await t.api().parcels.search.$get({ query: { q: '12\u0000main' } })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(errorBody('INVALID_INPUT', NUL_MESSAGE))
  })

  it.each([
    ['JSON', JSON.stringify({ email: 'x\u0000@example.com', password: 'p' }), 'application/json'],
    ['a form', 'email=x%00%40example.com&password=p', 'application/x-www-form-urlencoded'],
  ])('a NUL byte in an auth field sent as %s is refused', async (_kind, body, contentType) => {
    const response = await send('/api/auth/sign-in/email', body, contentType)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(errorBody('INVALID_INPUT', NUL_MESSAGE))
  })

  it.each([['[]'], ['"name"'], ['42'], ['null']])(
    'a non-object body (%s) to update-user is refused',
    async (body) => {
      const response = await send('/api/auth/update-user', body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(errorBody('INVALID_INPUT', NOT_AN_OBJECT_MESSAGE))
    },
  )

  it('a value the database refuses to store maps to a 400, not a 500', async () => {
    const refused = await t.database.db.execute(sql`select 99999999999::integer`).catch((e) => e)
    const mapped = toAppError(refused)
    expect(mapped.status).toBe(400)
    expect(mapped.message).toBe(UNSTORABLE_VALUE_MESSAGE)
    expect(toAppError(new Error('boom')).status).toBe(500)
  })
})

describe('finding 6: body limits and sanitised account fields', () => {
  it('refuses a 10 MB body before parsing it', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(10 * 1024 * 1024) })
    const response = await send('/api/auth/update-user', huge)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(
      errorBody('PAYLOAD_TOO_LARGE', bodyTooLargeMessage(8 * 1024)),
    )
  })

  it('refuses an over-long streamed body that declares no length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 8; i += 1) controller.enqueue(chunk)
        controller.close()
      },
    })
    // A hardening request (decision 390): a streamed body that declares no length.
    const response = await t.request(t.api().admin.reports.$url().href, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: person.cookie },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
  })

  it('sanitises and shortens the name update-user stores', async () => {
    const name = `<script>alert(1)</script>${'n'.repeat(7000)}`
    const response = await send('/api/auth/update-user', JSON.stringify({ name }))
    expect(response.status).toBe(200)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.id))
    expect(row?.name).not.toMatch(/[<>]/)
    expect(row?.name.length).toBeLessThanOrEqual(SANITIZED_MAX_LENGTH)
    expect(row?.name.startsWith('scriptalert(1)/script')).toBe(true)
    // better-auth's own endpoint, not a typed route (decision 390).
    const session = await as(t, person, '/api/auth/get-session')
    const { user } = (await session.json()) as { user: { name: string } }
    expect(user.name).toBe(row?.name)
  })
})
