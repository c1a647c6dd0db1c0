// The public API (/api/v1, decision 351): parcel lookup, analyses and screens for programs that
// carry an API key. Each route is declared by its contract (api-v1.contracts.ts), which both
// validates requests and writes the OpenAPI document at /api/v1/openapi.json.
import { OpenAPIHono, type z } from '@hono/zod-openapi'
import { createMiddleware } from 'hono/factory'
import { parseAnalysisRequest } from '#common/contracts/analysis.ts'
import type { ApiKeyScope } from '#common/contracts/api-keys.ts'
import { AppError } from '#common/errors.ts'
import { getParcel } from '../../domain/parcels.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { sendPreparedJson } from '../../http/compress-json.ts'
import { setResponseHeader } from '../../http/response-headers.ts'
import { todayInLosAngeles } from '../../lib/dates.ts'
import { apiMeterOf } from './api-meter.ts'
import type { ApiCaller } from './api-keys.service.ts'
import { runScreen } from '../../domain/screen.ts'
import { createScreenList, readUploadedCsv } from '../../domain/screen-lists.ts'
import { analyse, readParcelAnalysis } from './parcel-analysis.service.ts'
import type { ParcelSchema } from './api-v1.contracts.ts'
import {
  factsAnalysisRoute,
  listScreenRoute,
  parcelAnalysisRoute,
  parcelRoute,
  screenRoute,
} from './api-v1.contracts.ts'

type V1Env = { Variables: AppEnv['Variables'] & { apiCaller: ApiCaller } }

export const API_V1_TITLE = 'Lotwise API'

/** The key in "Authorization: Bearer <key>", or null when there is none. */
function keyOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1] ?? null
}

/**
 * Serves the request as the key's owner, or answers 401 (no valid key), 429 (over its limit) or
 * 402 (past the month's free calls without the credits for more).
 */
const requireApiKey = createMiddleware<V1Env>(async (c, next) => {
  // Counted (and past the month's free calls, paid for) before it is served.
  const found = await apiMeterOf(c.var.db).admit(
    keyOf(c.req.header('authorization')),
    `${c.var.publicUrl}/pricing`,
  )
  if ('retryAfterSeconds' in found) {
    setResponseHeader(c, 'Retry-After', String(found.retryAfterSeconds))
    const error = new AppError(
      'RATE_LIMITED',
      `This API key has made too many requests this minute. Try again in ${found.retryAfterSeconds} seconds.`,
    )
    return c.json(error.toBody(), 429, { 'Retry-After': String(found.retryAfterSeconds) })
  }
  c.set('apiCaller', found.caller)
  c.set('actor', found.caller.actor)
  return next()
})

function requireScope(caller: ApiCaller, scope: ApiKeyScope): void {
  if (!caller.scopes.includes(scope))
    throw new AppError(
      'FORBIDDEN',
      `This API key may not do that: it needs the "${scope}" scope. Make a key with it on your profile page.`,
    )
}

const v1 = new OpenAPIHono<V1Env>({
  // A request the contract refuses is the product's one error shape, naming the field.
  defaultHook: (result) => {
    if (result.success) return
    // A parameter the API does not know is refused by name, not ignored: a misspelt filter would
    // otherwise answer as if it were not there (the whole city for communityPlanArea).
    const issues = result.error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => ({
            path: [...issue.path, key].join('.'),
            message: `is not a parameter of this request; the parameters are listed at /api/v1/openapi.json`,
          }))
        : [{ path: issue.path.join('.'), message: issue.message }],
    )
    const first = issues[0]
    throw new AppError(
      'INVALID_INPUT',
      first ? `${first.path || result.target}: ${first.message}` : 'Invalid input',
      issues,
    )
  },
})

v1.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
  type: 'http',
  scheme: 'bearer',
  description: 'An API key made on your profile page: "Authorization: Bearer lw_…".',
})

v1.doc31('/openapi.json', (c) => ({
  openapi: '3.1.0',
  info: {
    title: API_V1_TITLE,
    version: '1.0.0',
    description:
      'What a lot in the City of Los Angeles can become under each housing law, for programs. Every endpoint needs an API key.',
  },
  servers: [{ url: `${c.var.publicUrl}/api/v1` }],
}))

v1.use('/parcels/*', requireApiKey)
v1.use('/analysis', requireApiKey)
// '/screen/*' matches '/screen' itself too: one registration, so a call is counted once.
v1.use('/screen/*', requireApiKey)

/**
 * The routes, chained so that their paths, inputs and answers reach the API's types and so the
 * typed client (decision 450); the key checks above are registered first, as they must run first.
 */
export const apiV1Routes = v1
  .openapi(parcelRoute, async (c) => {
    requireScope(c.var.apiCaller, 'parcels:read')
    const parcel = await getParcel({ db: c.var.db, apn: c.req.valid('param').apn })
    // Read-only engine facts again (see analyse, parcel-analysis.service.ts): plain JSON.
    return c.json(parcel as z.infer<typeof ParcelSchema>, 200)
  })
  .openapi(parcelAnalysisRoute, async (c) => {
    requireScope(c.var.apiCaller, 'analysis:run')
    return sendPreparedJson(c, await readParcelAnalysis(c.var.db, c.req.valid('param').apn))
  })
  .openapi(factsAnalysisRoute, async (c) => {
    requireScope(c.var.apiCaller, 'analysis:run')
    c.req.valid('json')
    // The contract has checked every fact; the engine's input is read from the body as sent,
    // since the checked form has already turned "never" years into their engine value.
    const parsed = parseAnalysisRequest(await c.req.json(), todayInLosAngeles())
    if (!parsed.ok) throw new AppError('INVALID_INPUT', parsed.error)
    return c.json(analyse(parsed.input, parsed.options), 200)
  })
  .openapi(screenRoute, async (c) => {
    requireScope(c.var.apiCaller, 'screen:read')
    return c.json(await runScreen(c.var.db, c.var.apiCaller.actor, c.req.valid('query')), 200)
  })
  .openapi(listScreenRoute, async (c) => {
    requireScope(c.var.apiCaller, 'screen:read')
    const { name, ...filters } = c.req.valid('query')
    const { actor } = c.var.apiCaller
    const list = await createScreenList(c.var.db, actor, {
      name,
      csv: await readUploadedCsv(c.req.raw),
    })
    const screen = await runScreen(c.var.db, actor, { ...filters, list: list.id })
    return c.json({ list, screen }, 201)
  })
