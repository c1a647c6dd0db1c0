// npm run admin:create -- --email person@example.com [--name "Full Name"] [--password …]
// Promotes an existing account to admin, or creates an admin account. Uses the same settings
// as the server (DATABASE_URL or the embedded database in DATA_DIR).
import { parseArgs } from 'node:util'
import { isValidEmail } from '#common/sanitize.ts'
import { passwordProblems } from '#common/password-rules.ts'
import { createOrPromoteAdmin } from '#server/auth/admins.ts'
import { createMailerAndAuth } from '#server/auth/auth-from-env.ts'
import { databaseTargetOf, openDatabase } from '#server/db/client.ts'
import { loadEnv } from '#server/env.ts'
import { createJobQueue } from '#server/jobs/queue.ts'
import { createLogger } from '#server/lib/logger.ts'

function fail(message: string): never {
  console.error(`admin:create: ${message}`)
  process.exit(2)
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
      },
    })
  } catch (error) {
    return fail((error as Error).message)
  }
})()
if (!values.email || !isValidEmail(values.email))
  fail('give the account with --email name@example.com')
if (values.password && passwordProblems(values.password).length > 0)
  fail(`the password is too weak: ${passwordProblems(values.password).join('; ')}`)

const env = loadEnv()
const logger = createLogger('warn')
const database = await openDatabase(databaseTargetOf(env))
await database.migrate()
// No mail is sent here, but the mailer queues whatever would be, so the queue is started.
const queue = createJobQueue(database, logger)
await queue.start()
const { mailer, auth } = await createMailerAndAuth(env, database.db, queue, logger)
try {
  const result = await createOrPromoteAdmin(
    { db: database.db, auth },
    { email: values.email, name: values.name, password: values.password },
  )
  if (!result.created) console.log(`${values.email} is now an admin.`)
  else if (result.password)
    console.log(`Created admin ${values.email} with password ${result.password}`)
  else console.log(`Created admin ${values.email}.`)
} finally {
  mailer.close()
  await queue.stop()
  await database.close()
}
