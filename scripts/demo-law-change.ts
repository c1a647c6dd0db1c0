// npm run demo:law-change [-- --url http://localhost:3000 --email … --password …]
// With the server running, starts the demo's simulated law change as the demo admin (decision
// 410): every watched lot is run again under today's engine with one rule moved on the demo lots,
// and the demo user's reports and watched lots show the change. It goes through the server's own
// API, so it works beside a running embedded database, which no second process may open.
import { parseArgs } from 'node:util'
import type { WatchRun } from '#common/contracts/watch.ts'
import { DEMO_ACCOUNTS } from '#server/demo-accounts.ts'
import { SIMULATED_RULE } from '#server/domain/simulated-law-change.ts'
import { loadEnv } from '#server/env.ts'

function fail(message: string): never {
  console.error(`demo:law-change: ${message}`)
  process.exit(1)
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        url: { type: 'string' },
        email: { type: 'string', default: DEMO_ACCOUNTS.admin.email },
        password: { type: 'string', default: DEMO_ACCOUNTS.admin.password },
      },
    })
  } catch (error) {
    return fail((error as Error).message)
  }
})()
const site = (values.url ?? loadEnv().PUBLIC_URL).replace(/\/$/, '')

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(`${site}${path}`, {
      ...init,
      // better-auth and the app's same-origin check both want the site's own Origin.
      headers: { origin: site, 'content-type': 'application/json', ...init.headers },
    })
  } catch {
    return fail(`no server answers at ${site}: start it with npm start (or give --url).`)
  }
}

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: string }
    message?: string
  } | null
  return body?.error?.message ?? body?.message ?? `HTTP ${response.status}`
}

const signedIn = await call('/api/auth/sign-in/email', {
  method: 'POST',
  body: JSON.stringify({ email: values.email, password: values.password }),
})
if (!signedIn.ok) fail(`${values.email} could not sign in: ${await messageOf(signedIn)}`)
const cookie = signedIn.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ')
const asAdmin = (path: string, init: RequestInit = {}) =>
  call(path, { ...init, headers: { cookie } })

async function latestRun(): Promise<WatchRun | null> {
  const response = await asAdmin('/api/admin/watches/refresh')
  if (!response.ok) fail(await messageOf(response))
  return ((await response.json()) as { run: WatchRun | null }).run
}

// A re-run the server started by itself (at start, or after an import) finishes first.
while ((await latestRun())?.status === 'running')
  await new Promise((resolve) => setTimeout(resolve, 1000))
const started = await asAdmin('/api/admin/watches/simulate-law-change', { method: 'POST' })
if (started.status !== 202) fail(await messageOf(started))
console.log(`Simulated law change: ${SIMULATED_RULE}.`)
for (;;) {
  const run = await latestRun()
  if (!run) fail('the re-run disappeared')
  if (run.status === 'finished') {
    console.log(
      `${run.total.toLocaleString('en-US')} watched lots run again under engine ${run.engineVersion}: ${run.changed.toLocaleString('en-US')} changes found.`,
    )
    break
  }
  await new Promise((resolve) => setTimeout(resolve, 1000))
}
console.log(
  [
    `Sign in as ${DEMO_ACCOUNTS.user.email} (password ${DEMO_ACCOUNTS.user.password}) and open:`,
    `  ${site}/watch     the watched lots, each change with both figures`,
    `  ${site}/reports   each report's "Changed since you ordered"`,
    `The demo user's digest email went out at once: to SMTP_URL's server, or, without it, in`,
    `  ${site}/admin/outbox (as the admin). Its unsubscribe link works without signing in.`,
    `The change stands until something real moves; to undo it now, an admin starts a re-run under`,
    `today's engine: POST ${site}/api/admin/watches/refresh.`,
  ].join('\n'),
)
