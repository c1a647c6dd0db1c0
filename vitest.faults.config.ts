// npm run test:faults: tests/faults/ against real server processes on the machine's PostgreSQL
// (FAULTS_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres). One file at a
// time: the faults are aimed at one server.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
  },
})
