// Browser tests against the production build, started exactly as `npm start` starts it, in
// Debian's Chromium (never a downloaded browser).
import { createHash } from 'node:crypto'
import { defineConfig, devices } from '@playwright/test'

// A port of its own per checkout, so two working copies can run their suites side by side.
const port =
  3200 +
  (createHash('sha256')
    .update(import.meta.dirname)
    .digest()
    .readUInt16BE(0) %
    700)
const baseURL = `http://localhost:${port}`
/** The browser tests' own mail server (tests/e2e/mail-sink.ts). */
const smtpPort = port + 1000

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
/** The tests that draw the map. */
const WEBGL_TESTS = '**/*map.spec.ts'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One browser at a time: on CI's two cores the server, its embedded database and one Chromium
  // already fill the machine, so a second worker finished no sooner and doubled each test's time
  // until tests ran out of it (docs/decisions/204).
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // The browser shares the two cores with the server and the embedded database, so a page's
  // data can take longer than the default 5 s to arrive on a busy or slow machine. Waiting
  // longer changes no verdict: what never appears still fails.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: WEBGL_TESTS },
    {
      // The map draws with WebGL, which a machine without a GPU gets from SwiftShader.
      name: 'chromium-webgl',
      testMatch: WEBGL_TESTS,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [...CHROMIUM_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
        },
      },
    },
  ],
  webServer: {
    command: 'rm -rf .tmp/e2e-data && node tests/e2e/mail-sink.ts',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: '.tmp/e2e-data',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Each account the suite signs up comes from a visitor of its own, named the way our own
      // proxy would name it (signUp in tests/e2e/fixtures.ts): the suite signs up more accounts
      // than sign-up's limit lets one address make in an hour.
      TRUSTED_PROXY_HOPS: '1',
      E2E_SMTP_PORT: String(smtpPort),
      // The voice assistant is on in the browser tests; its script is answered by the tests
      // themselves (tests/e2e/fixtures.ts), never by the real CDN.
      ELEVENLABS_AGENT_ID: 'e2e-test-agent',
    },
  },
})
