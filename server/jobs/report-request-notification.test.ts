// The request announcement of an ordered report is a job, and jobs can run twice (a retry after
// the emails were queued but before the job was marked done): the emails still go out once.
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#server/db/schema/index.ts'
import { signUp } from '#tests/setup/accounts.ts'
import { insertReport } from '#tests/setup/reports.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { reportRequestNotificationHandler } from './report-request-notification.job.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the report request announcement', () => {
  it('queues the user’s and the team’s email once, however often the job runs', async () => {
    const owner = await signUp(t, { name: 'Rita Requester' })
    const report = await insertReport(t.database.db, { userId: owner.id })
    const announce = reportRequestNotificationHandler({
      db: t.database.db,
      logger: t.logger,
      mailer: t.mailer,
      publicUrl: 'http://localhost',
      adminEmail: 'team@example.com',
    })

    await announce({ reportId: report.id })
    await announce({ reportId: report.id })

    const queued = await t.database.db
      .select({ to: emailOutbox.to })
      .from(emailOutbox)
      .where(inArray(emailOutbox.to, [owner.email, 'team@example.com']))
    expect(queued.map((message) => message.to).sort()).toEqual(
      [owner.email, 'team@example.com'].sort(),
    )
  })
})
