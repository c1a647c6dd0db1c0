// The only module that reads process.env: every setting is parsed here once, at start.
import { existsSync } from 'node:fs'
import { z } from 'zod'

/** Settings whose values must never be printed (they may hold passwords or keys). */
const SECRET = /SECRET|KEY|PASSWORD|TOKEN|DATABASE_URL|SMTP_URL/

/** A comma-separated list of origins such as "https://js.stripe.com". */
function hostList(defaults: readonly string[]) {
  return z
    .string()
    .default(defaults.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^(https|wss):\/\/[a-z0-9.-]+(:\d+)?$/i, 'must list https:// or wss:// origins'),
      ),
    )
}

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a whole number from 0 to 65535' })
      .int('must be a whole number from 0 to 65535')
      .min(0, 'must be a whole number from 0 to 65535')
      .max(65535, 'must be a whole number from 0 to 65535')
      .default(3000),
    /** Unset: the embedded database (PGlite) in DATA_DIR. */
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
      .optional(),
    DATA_DIR: z.string().trim().min(1).default('./.data'),
    /**
     * The address people reach the site at; canonical links and emails use it. Unset: this
     * machine at PORT (see parseEnv).
     */
    PUBLIC_URL: z
      .url()
      .optional()
      .transform((url) => url?.replace(/\/+$/, '')),
    /** Signs session cookies; generated and kept in DATA_DIR when unset. */
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** smtp:// or smtps:// server for outgoing mail. Unset: mail is held in the outbox (/admin/outbox). */
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    /** The sender of every email. */
    MAIL_FROM: z.string().trim().min(3).default('Lotwise <reports@lotwise.local>'),
    /**
     * Where new report requests and completions, and emails given up after a day of retries, are
     * announced to the team.
     */
    ADMIN_EMAIL: z.email('must be an email address').optional(),
    /** Stripe's secret API key; with STRIPE_WEBHOOK_SECRET, card payments go through Stripe Checkout. */
    STRIPE_SECRET_KEY: z
      .string()
      .trim()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…)')
      .optional(),
    /**
     * `on`: card orders complete at once without charging anything (labelled as tests everywhere).
     * Without Stripe keys this is how development runs anyway; in production it must be asked for
     * by name, so a server missing its keys cannot give everything away.
     */
    TEST_PAYMENTS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
    /** The signing secret of the Stripe webhook endpoint (/api/payments/stripe/webhook). */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .trim()
      .regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
    /**
     * How many proxies of your own stand in front of the server (0: none). With 1 or more, the
     * client's address is read from X-Forwarded-For that many hops from the right, so the sign-in
     * limits count people rather than the proxy; with 0 the header is ignored (anyone can write it).
     */
    TRUSTED_PROXY_HOPS: z.coerce
      .number({ error: 'must be a whole number from 0 to 10' })
      .int('must be a whole number from 0 to 10')
      .min(0, 'must be a whole number from 0 to 10')
      .max(10, 'must be a whole number from 0 to 10')
      .default(0),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /**
     * Whether this process runs the background jobs (report analyses, request emails, the
     * monthly reset). `off`: it serves requests and queues jobs, and a process with `on` on the
     * same PostgreSQL database runs them. Only with DATABASE_URL: the embedded database has one
     * process, which must run its own jobs.
     */
    JOB_WORKER: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    /**
     * Hosts allowed to serve scripts besides this site (maps, card payments). The voice widget's
     * one script URL is added on its own when the widget is on (ELEVENLABS_AGENT_ID).
     */
    CSP_SCRIPT_HOSTS: hostList(['https://maps.googleapis.com', 'https://js.stripe.com']),
    /** Hosts those scripts may connect to. */
    CSP_CONNECT_HOSTS: hostList([
      'https://api.elevenlabs.io',
      'wss://api.elevenlabs.io',
      'https://api.stripe.com',
      'https://maps.googleapis.com',
    ]),
    /**
     * A MapLibre style (style.json) whose streets and labels are drawn under the lots, such as a
     * map provider's. Unset: the lots alone, from this server, with nothing fetched elsewhere. Its
     * hosts join the content security policy only while it is set.
     */
    MAP_STYLE_URL: z
      .url({ protocol: /^https$/, error: 'must be the https:// address of a MapLibre style' })
      .optional(),
    /** The ElevenLabs agent the voice assistant talks to. Unset: no voice assistant. */
    ELEVENLABS_AGENT_ID: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be an ElevenLabs agent id (letters, digits, _ and -)')
      .optional(),
  })
  .refine((env) => env.JOB_WORKER === 'on' || env.DATABASE_URL !== undefined, {
    path: ['JOB_WORKER'],
    error: 'off needs DATABASE_URL: on the embedded database no other process could run the jobs',
  })
  .refine(
    (env) => (env.STRIPE_SECRET_KEY === undefined) === (env.STRIPE_WEBHOOK_SECRET === undefined),
    {
      path: ['STRIPE_WEBHOOK_SECRET'],
      error:
        'set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together, or neither (test payment mode)',
    },
  )
  .refine((env) => env.TEST_PAYMENTS === 'off' || env.STRIPE_SECRET_KEY === undefined, {
    path: ['TEST_PAYMENTS'],
    error: 'on takes no card payments, so it cannot be set together with the Stripe keys',
  })
  .refine(
    (env) =>
      env.NODE_ENV !== 'production' ||
      env.STRIPE_SECRET_KEY !== undefined ||
      env.TEST_PAYMENTS === 'on',
    {
      path: ['STRIPE_SECRET_KEY'],
      error:
        'production needs the Stripe keys (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET); to take test payments that charge nothing, set TEST_PAYMENTS=on',
    },
  )

export type Env = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string }

/** Parses settings from a plain record; an invalid one gives a one-line message naming it. */
export function parseEnv(
  source: Record<string, string | undefined>,
): { env: Env } | { error: string } {
  // An empty variable (FOO=) means "not set".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const parsed = EnvSchema.safeParse(present)
  // A server started on another port is reached there: links, emails and the allowed origin
  // follow the port unless the address is set.
  if (parsed.success)
    return {
      env: {
        ...parsed.data,
        PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`,
      },
    }
  const [issue] = parsed.error.issues
  const name = String(issue?.path[0] ?? 'environment')
  const value = source[name]
  const shown = value === undefined || SECRET.test(name) ? '' : `=${JSON.stringify(value)}`
  return { error: `Invalid setting ${name}${shown}: ${issue?.message ?? 'invalid value'}` }
}

/**
 * The process's settings, from the environment and a `.env` file in the working directory when
 * there is one (the environment wins). A bad value ends the process with one clear line and exit
 * code 1.
 */
export function loadEnv(): Env {
  if (existsSync('.env')) process.loadEnvFile('.env')
  const result = parseEnv(process.env)
  if ('env' in result) return result.env
  console.error(result.error)
  process.exit(1)
}
