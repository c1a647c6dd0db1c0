import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'engine/**/*.test.ts',
            'proforma/**/*.test.ts',
            'common/**/*.test.ts',
            'content/**/*.test.ts',
            'scripts/**/*.test.ts',
            // Pure helpers of the web app; its pages are tested in a browser (tests/e2e).
            'web/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/setup/console-guard.ts'],
        },
      },
      {
        // Through the real app on a real database: PGlite, or PostgreSQL with TEST_DATABASE_URL.
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global-database.ts'],
          setupFiles: ['tests/setup/console-guard.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
