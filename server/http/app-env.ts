// What every request handler can read from the context (`c.var`).
import type { SignedInActor } from '../auth/actor.ts'
import type { Db } from '../db/client.ts'
import type { JobQueue } from '../jobs/queue.ts'
import type { Logger } from '../lib/logger.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { UnsubscribeLinks } from '../mail/unsubscribe-links.ts'

export type AppVariables = {
  db: Db
  logger: Logger
  mailer: Mailer
  /** Signs and checks the emails' unsubscribe links. */
  unsubscribeLinks: UnsubscribeLinks
  /** Background jobs: features queue work here (server/jobs/). */
  queue: JobQueue
  /** The site's public address, for links in emails. */
  publicUrl: string
  /** Where report requests and completions are announced to the team (unset: nowhere). */
  adminEmail: string | undefined
  /** The running deployment's version (deployment-info.json), for /api/health. */
  version: string
  requestId: string
  /** The signed-in caller, or null for a visitor (set on /api routes after /api/auth). */
  actor: SignedInActor | null
}

export type AppEnv = { Variables: AppVariables }
