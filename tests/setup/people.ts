import { expect } from 'vitest'
// The four callers of the permission tests: a visitor, a report's owner, another user and an
// admin, with a way to call an endpoint as each.
import { as, signUp, type TestAccount } from './accounts.ts'
import type { TestApp } from './test-app.ts'

export type Who = 'visitor' | 'owner' | 'other' | 'admin'
export type People = Record<Exclude<Who, 'visitor'>, TestAccount>

export async function createPeople(t: TestApp): Promise<People> {
  return {
    owner: await signUp(t, { name: 'Olive Owner' }),
    other: await signUp(t, { name: 'Otto Other' }),
    admin: await signUp(t, { name: 'Ada Admin', admin: true }),
  }
}

/**
 * Calls `path` as `who`, with a JSON body when one is given; a JSON answer comes back parsed,
 * any other (a PDF, say) as text.
 */
export async function callAs(
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
  const text = await response.text()
  const json = response.headers.get('content-type')?.startsWith('application/json') ?? false
  return {
    status: response.status,
    body: json && text ? (JSON.parse(text) as unknown) : text || null,
  }
}

/** The error body the API answers with: the code, and the exact message when one is given. */
export function errorBody(code: string, message?: string) {
  return { error: message ? { code, message } : expect.objectContaining({ code }) }
}
