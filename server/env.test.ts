import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EnvSchema, parseEnv } from './env.ts'

describe('parseEnv', () => {
  it('uses the documented defaults', () => {
    const result = parseEnv({})
    expect(result).toMatchObject({
      env: { PORT: 3000, DATA_DIR: './.data', PUBLIC_URL: 'http://localhost:3000' },
    })
    expect('env' in result && result.env.DATABASE_URL).toBeUndefined()
  })

  it('treats an empty variable as unset', () => {
    expect(parseEnv({ PORT: '' })).toMatchObject({ env: { PORT: 3000 } })
  })

  it('puts PUBLIC_URL on this machine at PORT when it is unset', () => {
    expect(parseEnv({ PORT: '4791' })).toMatchObject({
      env: { PORT: 4791, PUBLIC_URL: 'http://localhost:4791' },
    })
    expect(parseEnv({ PORT: '4791', PUBLIC_URL: 'https://lotwise.app' })).toMatchObject({
      env: { PUBLIC_URL: 'https://lotwise.app' },
    })
  })

  it('drops the trailing slash of PUBLIC_URL', () => {
    expect(parseEnv({ PUBLIC_URL: 'https://lotwise.app/' })).toMatchObject({
      env: { PUBLIC_URL: 'https://lotwise.app' },
    })
  })

  it.each([
    [{ PORT: 'abc' }, 'Invalid setting PORT="abc": must be a whole number from 0 to 65535'],
    [{ PORT: '70000' }, 'Invalid setting PORT="70000": must be a whole number from 0 to 65535'],
    [{ PUBLIC_URL: 'lotwise' }, 'Invalid setting PUBLIC_URL="lotwise"'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid setting LOG_LEVEL="loud"'],
    [{ CSP_SCRIPT_HOSTS: 'javascript:alert(1)' }, 'Invalid setting CSP_SCRIPT_HOSTS'],
    [{ ELEVENLABS_AGENT_ID: 'not an id!' }, 'Invalid setting ELEVENLABS_AGENT_ID'],
    [
      { MAP_STYLE_URL: 'http://tiles.example.com/style.json' },
      'Invalid setting MAP_STYLE_URL="http://tiles.example.com/style.json": must be the https:// address of a MapLibre style',
    ],
  ])('names the variable and the problem for %o', (source, message) => {
    const result = parseEnv(source)
    expect('error' in result && result.error).toContain(message)
  })

  it('takes the Stripe keys together or not at all', () => {
    expect(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual({
      error:
        'Invalid setting STRIPE_WEBHOOK_SECRET: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together, or neither (test payment mode)',
    })
    expect(
      parseEnv({ STRIPE_SECRET_KEY: 'pk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).toEqual({ error: 'Invalid setting STRIPE_SECRET_KEY: must be a Stripe secret key (sk_…)' })
    expect(
      parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toMatchObject({ env: { STRIPE_SECRET_KEY: 'sk_test_abc' } })
  })

  it('runs the job worker unless told not to, and only without it on PostgreSQL', () => {
    expect(parseEnv({})).toMatchObject({ env: { JOB_WORKER: 'on' } })
    expect(parseEnv({ JOB_WORKER: 'off' })).toEqual({
      error:
        'Invalid setting JOB_WORKER="off": off needs DATABASE_URL: on the embedded database no other process could run the jobs',
    })
    expect(
      parseEnv({ JOB_WORKER: 'off', DATABASE_URL: 'postgres://db.example/lotwise' }),
    ).toMatchObject({ env: { JOB_WORKER: 'off' } })
    expect(parseEnv({ JOB_WORKER: 'no' })).toEqual({
      error: 'Invalid setting JOB_WORKER="no": must be on or off',
    })
  })

  it('refuses production without Stripe keys unless test payments are asked for by name', () => {
    expect(parseEnv({ NODE_ENV: 'production' })).toEqual({
      error:
        'Invalid setting STRIPE_SECRET_KEY: production needs the Stripe keys (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET); to take test payments that charge nothing, set TEST_PAYMENTS=on',
    })
    expect(parseEnv({ NODE_ENV: 'production', TEST_PAYMENTS: 'on' })).toMatchObject({
      env: { TEST_PAYMENTS: 'on' },
    })
    expect(
      parseEnv({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      }),
    ).toMatchObject({ env: { TEST_PAYMENTS: 'off' } })
    expect(
      parseEnv({
        TEST_PAYMENTS: 'on',
        STRIPE_SECRET_KEY: 'sk_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_a',
      }),
    ).toEqual({
      error:
        'Invalid setting TEST_PAYMENTS="on": on takes no card payments, so it cannot be set together with the Stripe keys',
    })
    // Development without keys stays in test mode, as before.
    expect(parseEnv({ NODE_ENV: 'development' })).toMatchObject({ env: { TEST_PAYMENTS: 'off' } })
  })

  it('never prints the value of a secret', () => {
    const result = parseEnv({ DATABASE_URL: 'mysql://user:hunter2@db/x' })
    expect(result).toEqual({ error: 'Invalid setting DATABASE_URL: must be a postgres:// URL' })
  })
})

describe('starting with a bad setting', () => {
  it('prints one line naming the variable and exits non-zero, without a stack trace', () => {
    const result = spawnSync(process.execPath, ['server/index.ts'], {
      env: { ...process.env, PORT: 'abc' },
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid setting PORT="abc": must be a whole number from 0 to 65535',
    ])
  })

  it('will not start in production without Stripe keys or TEST_PAYMENTS=on', () => {
    const result = spawnSync(process.execPath, ['server/index.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
        TEST_PAYMENTS: '',
      },
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Invalid setting STRIPE_SECRET_KEY: production needs')
  })
})

describe('.env.example', () => {
  it('lists every setting the server reads, and nothing else', () => {
    const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8')
    const listed = [...example.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1])
    expect(listed.sort()).toEqual(Object.keys(EnvSchema.shape).sort())
  })
})
