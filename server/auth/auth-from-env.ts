// The mailer and authentication as the settings describe them; shared by the server and the
// admin:create command, so both sign people up the same way.
import type { Db } from '../db/client.ts'
import type { Env } from '../env.ts'
import type { JobQueue } from '../jobs/queue.ts'
import type { Logger } from '../lib/logger.ts'
import { createMailer } from '../mail/mailer.ts'
import { mailGivenUpAdminEmail } from '../mail/templates.ts'
import { createUnsubscribeLinks } from '../mail/unsubscribe-links.ts'
import { createAuth } from './auth.ts'
import { loadAuthSecret } from './auth-secret.ts'

/**
 * `queue` carries the mail: it must be started before anything is sent. The server's secret signs
 * sessions and, under a key of their own, the emails' unsubscribe links.
 */
export async function createMailerAndAuth(env: Env, db: Db, queue: JobQueue, logger: Logger) {
  const { ADMIN_EMAIL: team, PUBLIC_URL: publicUrl } = env
  const mailer = createMailer({
    db,
    queue,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    logger,
    givenUpNotice: team ? (failed) => mailGivenUpAdminEmail(team, publicUrl, failed) : undefined,
  })
  const secret = await loadAuthSecret(env.AUTH_SECRET, env.DATA_DIR)
  const auth = createAuth({ db, mailer, logger, publicUrl, secret })
  return { mailer, auth, unsubscribeLinks: createUnsubscribeLinks(secret) }
}
