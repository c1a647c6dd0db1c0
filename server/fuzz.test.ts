// Generated malformed requests over every route of the real app (issue 12): bad JSON, wrong
// types, huge and empty bodies, NUL and control characters, unicode, path tricks and wrong
// content types, as a visitor, a user and an admin. None may answer 5xx or hang.
// A slice runs with the other tests; `npm run test:fuzz` runs FUZZ_REQUESTS (12,000) of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRandom, type Random } from '#server/lib/seeded-random.ts'
import { signUp, type TestAccount } from '#tests/setup/accounts.ts'
import { insertAnalyzedReport } from '#tests/setup/reports.ts'
import { createSmallWebBuild } from '#tests/setup/small-web-build.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 400)
const SEED = Number(process.env.FUZZ_SEED ?? 12)
const HANG_MS = 10_000

/** better-auth's endpoints, which the app routes as one wildcard. */
const AUTH_ENDPOINTS = [
  'sign-in/email',
  'sign-up/email',
  'sign-in/phone-number',
  'sign-out',
  'get-session',
  'list-sessions',
  'revoke-session',
  'revoke-other-sessions',
  'update-user',
  'change-password',
  'change-email',
  'delete-user',
  'request-password-reset',
  'reset-password',
  'verify-email',
  'two-factor/enable',
  'two-factor/disable',
  'two-factor/verify-totp',
  'two-factor/verify-backup-code',
  'two-factor/get-totp-uri',
  'phone-number/send-otp',
  'phone-number/request-password-reset',
  'phone-number/reset-password',
]

const WEB_PATHS = ['/', '/about', '/about/', '/reports', '/login', '/favicon.ico', '/nowhere']

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m',
  '\r\nSet-Cookie: x=1',
  '\u202e\u200b\ufeff',
  '\ud800',
  '😀'.repeat(50),
  'ß'.repeat(3000),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%00',
  '%',
  '%E0%A4%A',
  '../../etc/passwd',
  '99999999999999999999',
  '-1',
  '1e309',
  'NaN',
  'x'.repeat(70_000),
  '00000000-0000-4000-8000-000000000000',
  '4306-026-007',
  'a@b.co',
]

const NASTY_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  2 ** 31,
  Number.MAX_SAFE_INTEGER * 1000,
  1.5,
  [],
  {},
  [1, 'a', null],
  { nested: { deeper: [{}] } },
  ...NASTY_STRINGS,
]

const FIELDS = [
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'name',
  'image',
  'token',
  'code',
  'phoneNumber',
  'notes',
  'scenario',
  'options',
  'set',
  'revert',
  'apn',
  'reportType',
  'ownerEmail',
  'type',
  'reportId',
  'userEmail',
  'userName',
  'address',
  'expectedUpdatedAt',
  '__proto__',
  'constructor',
]

type Generated = {
  method: string
  path: string
  headers: Record<string, string>
  body?: RequestInit['body']
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[random.integer(0, items.length - 1)] as T
}

/** Percent-encoded; a lone surrogate (which has no UTF-8 form) is sent as its broken bytes. */
function encode(value: string): string {
  return (
    encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '')) +
    (/[\ud800-\udfff]/.test(value) ? '%ED%A0%80' : '')
  )
}

function pathFor(random: Random, template: string, ids: { report: string }): string {
  return template.replace(/:([a-z]+)/g, (_whole, name: string) => {
    if (random.chance(0.4)) return name === 'apn' ? '4306-026-007' : ids.report
    return encode(pick(random, NASTY_STRINGS)) || '%20'
  })
}

function query(random: Random): string {
  if (random.chance(0.4)) return ''
  const names = ['q', 'page', 'status', 'search', 'sort', 'limit', 'x']
  const parts = Array.from({ length: random.integer(1, 3) }, () => {
    const value = pick(random, NASTY_STRINGS)
    return `${pick(random, names)}=${random.chance(0.8) ? encode(value) : value.replace(/[\s#]/g, '')}`
  })
  return `?${parts.join('&')}`
}

function body(random: Random): { body?: RequestInit['body']; contentType?: string } {
  const kind = random.integer(0, 9)
  const object = Object.fromEntries(
    Array.from({ length: random.integer(0, 5) }, () => [
      pick(random, FIELDS),
      pick(random, NASTY_VALUES),
    ]),
  )
  switch (kind) {
    case 0:
      return { body: '{"email": "a@b.co",', contentType: 'application/json' }
    case 1:
      return { body: '', contentType: 'application/json' }
    case 2:
      return { body: JSON.stringify(pick(random, NASTY_VALUES)), contentType: 'application/json' }
    case 3:
      return { body: 'x'.repeat(random.integer(9_000, 200_000)), contentType: 'application/json' }
    case 4:
      return {
        body: new URLSearchParams(
          Object.entries(object).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString(),
        contentType: 'application/x-www-form-urlencoded',
      }
    case 5:
      return {
        body: JSON.stringify(object),
        contentType: pick(random, ['text/plain', 'image/png', '']),
      }
    case 6:
      return {
        body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n\u0000\r\n--x--',
        contentType: 'multipart/form-data; boundary=x',
      }
    case 7:
      return {
        body: new Uint8Array([0xff, 0xfe, 0x00, 0xc3, 0x28]),
        contentType: 'application/json',
      }
    default:
      return { body: JSON.stringify(object), contentType: 'application/json' }
  }
}

function generate(
  random: Random,
  routes: ReadonlyArray<{ method: string; path: string }>,
  ids: { report: string },
): Generated {
  const target = random.integer(0, 9)
  let method: string
  let path: string
  if (target < 6) {
    const route = pick(random, routes)
    method = random.chance(0.9)
      ? route.method
      : pick(random, ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'])
    path = pathFor(random, route.path, ids)
  } else if (target < 9) {
    method = random.chance(0.7) ? 'POST' : 'GET'
    path = `/api/auth/${pick(random, AUTH_ENDPOINTS)}`
  } else {
    method = 'GET'
    const tricks = [
      '//evil.example/',
      '/%5Cevil.example/',
      '/a%0d%0ab/',
      '/..%2f..%2f/',
      '/%00/',
      '/\u00e9t\u00e9/',
    ]
    path = random.chance(0.5) ? pick(random, tricks) : pick(random, WEB_PATHS)
  }
  const headers: Record<string, string> = {}
  if (method === 'GET' || method === 'OPTIONS')
    return { method, path: path + query(random), headers }
  const generated = body(random)
  if (generated.contentType) headers['content-type'] = generated.contentType
  return { method, path: path + query(random), headers, body: generated.body }
}

let t: TestApp
let user: TestAccount
let admin: TestAccount
let reportId: string

beforeAll(async () => {
  t = await createTestApp({ webBuild: await createSmallWebBuild() })
  user = await signUp(t)
  admin = await signUp(t, { admin: true })
  reportId = (await insertAnalyzedReport(t.database.db, { userId: user.id })).id
})
afterAll(() => t.close())

describe('fuzzing every route', () => {
  it(
    `answers ${REQUESTS} malformed requests without a 5xx or a hang`,
    async () => {
      const random = createRandom(SEED)
      const routes = t.app.routes
        .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
        .map(({ method, path }) => ({ method, path }))
      const counts = new Map<number, number>()
      const failures: string[] = []
      for (let i = 0; i < REQUESTS; i += 1) {
        const request = generate(random, routes, { report: reportId })
        const caller = pick(random, [null, user, admin])
        if (caller) request.headers.cookie = caller.cookie
        let status: number
        try {
          const response = await Promise.race([
            t.request(`http://localhost:3000${request.path}`, {
              method: request.method,
              headers: request.headers,
              body: request.body,
            }),
            new Promise<never>((_, reject) =>
              setTimeout(() => reject(new Error('hang')), HANG_MS).unref(),
            ),
          ])
          await response.arrayBuffer()
          status = response.status
        } catch (error) {
          status = 0
          failures.push(`${request.method} ${request.path}: ${String(error)}`)
        }
        counts.set(status, (counts.get(status) ?? 0) + 1)
        if (status >= 500)
          failures.push(`${request.method} ${request.path.slice(0, 200)} -> ${status}`)
      }
      const byStatus = Object.fromEntries([...counts].sort(([a], [b]) => a - b))
      console.log(
        `fuzz: ${REQUESTS} requests (seed ${SEED}), by status ${JSON.stringify(byStatus)}`,
      )
      expect(failures.slice(0, 10)).toEqual([])
    },
    60_000 + REQUESTS * 50,
  )
})
