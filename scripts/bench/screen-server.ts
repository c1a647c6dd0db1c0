// A benchmark's server for `npm run bench:screen`: the real app, no job worker, on a database the
// benchmark has filled and refreshed (embedded with DATA_DIR, or PostgreSQL with DATABASE_URL).
// Signs up SCREEN_BENCH_USERS people, gives the first bonus credits for downloads past the free
// rows (decision 416), makes SCREEN_BENCH_KEYS API keys each, prints one JSON line with the
// first's cookie and every key (person by person), then serves until SIGTERM. SCREEN_BENCH_TAG
// goes in the people's addresses, so two servers can sign up on one database.
import { recordMovement } from '#server/domain/orders.ts'
import { startBenchApp } from './bench-app.ts'

const USERS = Number(process.env.SCREEN_BENCH_USERS ?? 10)
const KEYS = Number(process.env.SCREEN_BENCH_KEYS ?? 10)
const TAG = process.env.SCREEN_BENCH_TAG ? `${process.env.SCREEN_BENCH_TAG}-` : ''

const { app, db, env, signUp, serveUntilStopped } = await startBenchApp({
  jobWorker: false,
  webBuild: false,
})
const people = []
for (let i = 0; i < USERS; i++)
  people.push(await signUp(`Screen Bench ${i}`, `screen-bench-${TAG}${i}@example.com`))
const [analyst] = people
if (!analyst) throw new Error('nobody signed up')
await db.transaction((tx) =>
  recordMovement(tx, {
    userId: analyst.userId,
    kind: 'bonus_credits_granted',
    reason: 'bench:screen',
    idempotencyKey: `bench-screen-${analyst.userId}`,
    creditsDelta: 10,
  }),
)
const keys: string[] = []
for (const person of people)
  for (let k = 0; k < KEYS; k++) {
    const response = await app.request('/api/profile/api-keys', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: person.cookie,
        origin: env.PUBLIC_URL,
      },
      body: JSON.stringify({ name: `bench ${k}`, scopes: ['analysis:run'] }),
    })
    if (response.status !== 201) throw new Error(`API key: ${await response.text()}`)
    keys.push(((await response.json()) as { secret: string }).secret)
  }

serveUntilStopped({ cookie: analyst.cookie, keys })
