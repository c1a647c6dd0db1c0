// What every request handler can read from the context (`c.var`).
import type { Db } from '../db/client.ts'
import type { Logger } from './logger.ts'

export type AppVariables = {
  db: Db
  logger: Logger
  /** The running deployment's version (deployment-info.json), for /api/health. */
  version: string
  requestId: string
}

export type AppEnv = { Variables: AppVariables }
