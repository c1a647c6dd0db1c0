import { expect } from 'vitest'
import { isErrorBody, type ErrorBody } from '#common/errors.ts'
// The four callers of the permission tests: a visitor, a report's owner, another user and an
// admin, with a way to call an endpoint as each.
import { as, signUp, type TestAccount } from './accounts.ts'
import type { TestApi, TestApp } from './test-app.ts'

export type Who = 'visitor' | 'owner' | 'other' | 'admin'
export type People = Record<Exclude<Who, 'visitor'>, TestAccount>

export async function createPeople(t: TestApp): Promise<People> {
  return {
    owner: await signUp(t, { name: 'Olive Owner' }),
    other: await signUp(t, { name: 'Otto Other' }),
    admin: await signUp(t, { name: 'Ada Admin', admin: true }),
  }
}

/** What a test reads of an answer: its status and its body, JSON parsed when it is JSON. */
async function answerOf(response: { status: number; headers: Headers; text(): Promise<string> }) {
  const text = await response.text()
  const json = response.headers.get('content-type')?.startsWith('application/json') ?? false
  return {
    status: response.status,
    body: json && text ? (JSON.parse(text) as unknown) : text || null,
  }
}

/** A call of one route through the typed client, returning its answer. */
export type ApiCall = (
  api: TestApi,
) => Promise<{ status: number; headers: Headers; text(): Promise<string> }>

/**
 * Calls the API as `who` through the typed client (`call` picks the route and its input); a
 * JSON answer comes back parsed, any other (a PDF, say) as text.
 */
export async function callAs(t: TestApp, people: People, who: Who, call: ApiCall) {
  return answerOf(await call(t.api(who === 'visitor' ? null : people[who])))
}

/**
 * Requests `path` as `who` by its string, for what the typed client cannot name: the
 * authorization matrix, whose rows are the app's route list itself (decision 390).
 */
export async function requestAs(
  t: TestApp,
  people: People,
  who: Who,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await as(t, who === 'visitor' ? null : people[who], path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return answerOf(response)
}

/**
 * The error an answer carries (its code, message and details). The typed client knows only a
 * route's answers when it succeeds; errors are thrown and answered in one shape for every route.
 */
export async function errorOf(response: { text(): Promise<string> }): Promise<ErrorBody['error']> {
  const text = await response.text()
  const body: unknown = text ? JSON.parse(text) : null
  if (!isErrorBody(body)) throw new Error(`The answer is not an error: ${text}`)
  return body.error
}

/** The error body the API answers with: the code, and the exact message when one is given. */
export function errorBody(code: string, message?: string) {
  return { error: message ? { code, message } : expect.objectContaining({ code }) }
}
