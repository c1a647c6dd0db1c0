// The real application on a fresh test database, for API tests (app.request, no sockets).
import { createApp } from '#server/app.ts'
import { createAuth } from '#server/auth/auth.ts'
import type { Database } from '#server/db/client.ts'
import { ensureSiteSettingDefaults } from '#server/features/site-settings/site-settings.service.ts'
import { createLogger, type Logger } from '#server/lib/logger.ts'
import { createTestDatabase } from './test-database.ts'

export const TEST_PUBLIC_URL = 'http://localhost:3000'

export type TestApp = {
  app: ReturnType<typeof createApp>
  database: Database
  /** Log lines the app wrote, parsed. */
  logs: Array<Record<string, unknown>>
  /** A request to the app, as a browser on this site would send it (same Origin). */
  request(path: string, init?: RequestInit): Promise<Response>
  close(): Promise<void>
}

export async function createTestApp(overrides: { database?: Database } = {}): Promise<TestApp> {
  const database = overrides.database ?? (await createTestDatabase())
  await ensureSiteSettingDefaults(database.db)
  const logs: Array<Record<string, unknown>> = []
  const logger: Logger = createLogger('debug', (line) =>
    logs.push(JSON.parse(line) as Record<string, unknown>),
  )
  const app = createApp({
    db: database.db,
    auth: createAuth({
      db: database.db,
      publicUrl: TEST_PUBLIC_URL,
      secret: 'test-secret-test-secret-test-secret!',
    }),
    logger,
    publicUrl: TEST_PUBLIC_URL,
    scriptHosts: ['https://js.stripe.com'],
    connectHosts: [],
    version: 'test',
    webBuild: null,
  })
  return {
    app,
    database,
    logs,
    request: (path, init = {}) => {
      const headers = new Headers(init.headers)
      if (!headers.has('origin')) headers.set('origin', TEST_PUBLIC_URL)
      return Promise.resolve(app.request(path, { ...init, headers }))
    },
    close: () => database.close(),
  }
}
