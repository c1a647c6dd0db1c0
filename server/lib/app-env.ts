// What every request handler can read from the context (`c.var`).
import type { SignedInActor } from '../auth/current-user.ts'
import type { Db } from '../db/client.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { Logger } from './logger.ts'

export type AppVariables = {
  db: Db
  logger: Logger
  mailer: Mailer
  /** The site's public address, for links in emails. */
  publicUrl: string
  /** The running deployment's version (deployment-info.json), for /api/health. */
  version: string
  requestId: string
  /** The signed-in caller, or null for a visitor (set on /api routes after /api/auth). */
  actor: SignedInActor | null
}

export type AppEnv = { Variables: AppVariables }
