// Sends the digests whose time has come, with every kind of change a user is told of: the
// watched lots' changes (features/watch/watch-digest.ts) and the lots that began to match a
// saved screen (features/screen/saved-screens-digest.ts).
import type { Db } from '../db/client.ts'
import { sendDueDigests, type DigestSource } from '../domain/digest.ts'
import { savedScreensDigest } from '../features/screen/saved-screens-digest.ts'
import { watchChangesDigest } from '../features/watch/watch-digest.ts'
import type { Logger } from '../lib/logger.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { UnsubscribeLinks } from '../mail/unsubscribe-links.ts'

/** What a digest tells, in the order the email lists it. */
export const DIGEST_SOURCES: readonly DigestSource[] = [watchChangesDigest, savedScreensDigest]

export function digestHandler(deps: {
  db: Db
  mailer: Mailer
  publicUrl: string
  unsubscribeLinks: UnsubscribeLinks
  logger: Logger
}) {
  return async () => {
    const sent = await sendDueDigests(deps, DIGEST_SOURCES)
    if (sent > 0) deps.logger.info('digests queued', { sent })
  }
}
