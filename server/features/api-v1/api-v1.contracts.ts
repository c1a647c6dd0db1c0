// The public API's contracts (/api/v1, decision 351): the zod schemas its routes validate with,
// which are also what its OpenAPI document is generated from, so the two cannot drift apart.
import { createRoute, z } from '@hono/zod-openapi'
import type { ApiKeyScope } from '#common/contracts/api-keys.ts'
import { AnalysisRequestSchema } from '#common/contracts/analysis.ts'
import { ParcelApnParamSchema } from '#common/contracts/parcels.ts'
import {
  ScreenListUploadQuerySchema,
  ScreenPageQuerySchema,
  SCREEN_LIST_PROBLEMS,
  SCREEN_LIST_ROW_LIMIT,
  SCREEN_PAGE_ROWS,
  SCREEN_ROW_LIMIT,
} from '#common/contracts/screen.ts'
import { ERROR_STATUS } from '#common/errors.ts'
import { PATHWAY_IDS } from '#engine'

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(ERROR_STATUS) as [string, ...string[]]),
      message: z.string().meta({ description: 'What went wrong, in words to show a person.' }),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: 'Error' })

function errors(...statuses: Array<400 | 401 | 402 | 403 | 404 | 429>) {
  const descriptions = {
    400: 'The request is not valid; the message names the field.',
    401: 'The API key is missing, unknown or revoked.',
    402: "This month's free calls are used and the key's owner has too few bonus credits for more; the message says how to buy them.",
    403: 'The API key does not carry the scope this endpoint needs.',
    404: 'No parcel with that APN is in our records.',
    429: "The key has made too many requests this minute; wait the Retry-After header's seconds.",
  }
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: descriptions[status],
        content: { 'application/json': { schema: ErrorSchema } },
      },
    ]),
  )
}

const FieldSourceSchema = z.object({ dataset: z.string(), date: z.string() })

export const ParcelSchema = z
  .looseObject({
    apn: z.string().meta({ example: '4306-026-007' }),
    ain: z.string(),
    isDemo: z.boolean(),
    address: z.looseObject({ display: z.string().nullable(), zip: z.string().nullable() }),
    location: z.object({ lat: z.number(), lon: z.number() }).nullable(),
    zoning: z.looseObject({ zoneString: z.string().nullable() }),
    facts: z
      .record(z.string(), z.unknown())
      .meta({ description: 'The facts as the engine reads them, by engine name.' }),
    sources: z
      .record(z.string(), FieldSourceSchema)
      .meta({ description: 'The dataset and date each stored field came from.' }),
  })
  .meta({ id: 'Parcel', description: 'One parcel with every fact and where it came from.' })

const PathwayResultSchema = z.looseObject({
  status: z.string().meta({ description: 'available, needs_confirmation, not_available, …' }),
})

export const AnalysisSchema = z
  .looseObject({
    engineVersion: z.string(),
    analysisDate: z.string(),
    options: z.record(z.string(), z.unknown()),
    zoning: z.looseObject({}),
    existing: z.looseObject({}).meta({
      description:
        "What stands on the lot (existingUnits), the relocation schedule, and in outcomes what each way of treating it owes, held once; each pathway's existing names its action and the place of its outcome (engine 2.8.0).",
    }),
    pathways: z.record(z.enum(PATHWAY_IDS), PathwayResultSchema).meta({
      description:
        "Each pathway's status with its reasons, homes and standards; every figure carries its rule, citation and confidence.",
    }),
    summary: z.looseObject({}),
  })
  .meta({ id: 'Analysis', description: 'What the engine says the lot can become, by pathway.' })

const ScreenRowSchema = z
  .object({
    apn: z.string(),
    address: z.string().nullable(),
    zone: z.string().nullable(),
    lotSf: z.number().nullable(),
    isDemo: z
      .boolean()
      .meta({ description: 'True for a generated lot of the demo city, not a real property.' }),
    communityPlanArea: z.string().nullable(),
    transitMi: z.number().nullable(),
    lat: z.number().nullable().meta({ description: "The lot's point, WGS 84." }),
    lon: z.number().nullable(),
    by: z.enum(PATHWAY_IDS).nullable().meta({
      description:
        "The pathway this row's homes and value are of: of the lot's open pathways, one that meets every filter a pathway meets on its own (pathway, status, minHomes, minValue) — a lot matches only when one pathway meets them all together. Of several, the most valuable, or the one with the most net new homes when sorted by homes.",
    }),
    netNewUnits: z
      .union([z.number(), z.literal('unlimited')])
      .nullable()
      .meta({ description: 'Net new homes under `by`.' }),
    residualLandValue: z.number().nullable().meta({
      description:
        "Residual land value under `by`, at the pro forma's default assumptions for the lot's ZIP (its rents and linkage-fee area), or at the City-wide figures when its ZIP is not known.",
    }),
    zip: z.string().nullable().meta({ description: "The lot's ZIP, or null when not on record." }),
    bestByHomes: z
      .enum(PATHWAY_IDS)
      .nullable()
      .meta({ description: "The lot's pathway with the most homes, whatever the filters." }),
    bestByValue: z
      .enum(PATHWAY_IDS)
      .nullable()
      .meta({ description: "The lot's most valuable pathway, whatever the filters." }),
    stale: z.boolean(),
  })
  .meta({ id: 'ScreenRow' })

export const ScreenAnswerSchema = z
  .object({
    total: z.number().int().meta({ description: 'Lots that match.' }),
    rows: z.array(ScreenRowSchema).meta({ description: 'This page of them, in the order asked.' }),
    offset: z.number().int().meta({ description: 'Where this page starts in the order.' }),
    nextOffset: z.number().int().nullable().meta({
      description:
        'The offset to ask for the next page with (the same filters and order), or null when this is the last.',
    }),
    truncated: z.boolean().meta({
      description: `True when more lots match than can be paged through (the first ${SCREEN_ROW_LIMIT.toLocaleString('en-US')} of the order): narrow the screen for the rest.`,
    }),
    engineVersion: z.string(),
    analysedOn: z.string().nullable().meta({
      description:
        'The day (YYYY-MM-DD, in Los Angeles) the results were last brought up to date, each lot under the law in force that day; null before the first refresh.',
    }),
    dataDate: z.string().nullable(),
  })
  .meta({
    id: 'ScreenAnswer',
    description: `A page of the lots that match, in the order asked (${SCREEN_PAGE_ROWS} rows unless "limit" says otherwise). The order ends with the APN, so pages of one order neither overlap nor skip a lot; follow "nextOffset" to read them all.`,
  })

/** The key and the scope a route needs, as the document says them (the handler checks them). */
function secured(scope: ApiKeyScope): {
  security: Array<Record<string, string[]>>
  description: string
} {
  return {
    security: [{ apiKey: [] }],
    description: `Needs an API key with the "${scope}" scope.`,
  }
}

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
})

export const parcelRoute = createRoute({
  method: 'get',
  path: '/parcels/{apn}',
  tags: ['Parcels'],
  summary: 'Look up a parcel by its APN',
  ...secured('parcels:read'),
  request: { params: ParcelApnParamSchema },
  responses: { 200: json(ParcelSchema, 'The parcel.'), ...errors(400, 401, 402, 403, 404, 429) },
})

export const parcelAnalysisRoute = createRoute({
  method: 'get',
  path: '/parcels/{apn}/analysis',
  tags: ['Analysis'],
  summary: "Analyse a parcel from our records, today, at the engine's default readings",
  ...secured('analysis:run'),
  request: { params: ParcelApnParamSchema },
  responses: {
    200: json(AnalysisSchema, 'The analysis.'),
    ...errors(400, 401, 402, 403, 404, 429),
  },
})

export const factsAnalysisRoute = createRoute({
  method: 'post',
  path: '/analysis',
  tags: ['Analysis'],
  summary: 'Analyse a lot from the facts you post',
  ...secured('analysis:run'),
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: AnalysisRequestSchema.meta({ id: 'Facts' }) } },
    },
  },
  responses: { 200: json(AnalysisSchema, 'The analysis.'), ...errors(400, 401, 402, 403, 429) },
})

export const screenRoute = createRoute({
  method: 'get',
  path: '/screen',
  tags: ['Screens'],
  summary: 'Screen the city with the filters of the Find Lots page',
  ...secured('screen:read'),
  // Strict: an unknown parameter is a 400 naming it, never a filter silently left out.
  request: { query: ScreenPageQuerySchema.strict() },
  responses: {
    200: json(ScreenAnswerSchema, 'A page of the matching lots, and how many match.'),
    ...errors(400, 401, 402, 403, 429),
  },
})

const ScreenListSchema = z
  .object({
    id: z.uuid().meta({ description: 'Screen the list again with GET /screen?list={id}.' }),
    name: z.string(),
    rowCount: z
      .number()
      .int()
      .meta({ description: 'Rows in the file, blank rows and the header aside.' }),
    matched: z.number().int().meta({ description: 'Distinct lots the rows matched.' }),
    unmatched: z.array(
      z.object({
        row: z.number().int().meta({ description: 'The row as a spreadsheet numbers it.' }),
        input: z.string(),
        problem: z.enum(SCREEN_LIST_PROBLEMS),
        message: z.string(),
      }),
    ),
    createdAt: z.string(),
  })
  .meta({
    id: 'ScreenList',
    description:
      'An uploaded list: its rows, the lots they matched, and the rows that matched none.',
  })

export const listScreenRoute = createRoute({
  method: 'post',
  path: '/screen/lists',
  tags: ['Screens'],
  summary: 'Screen a list of APNs or addresses',
  ...secured('screen:read'),
  description: `Needs an API key with the "screen:read" scope. The body is a CSV of up to ${SCREEN_LIST_ROW_LIMIT.toLocaleString('en-US')} rows, one APN or address a row (a header naming an APN or address column is optional; commas, semicolons or tabs). Each row is matched to a lot or told why not; the lots are screened with the filters of GET /screen, and the first page answered (the rest with GET /screen?list={id}).`,
  request: {
    query: ScreenPageQuerySchema.omit({ list: true })
      .extend(ScreenListUploadQuerySchema.shape)
      .strict(),
    body: {
      required: true,
      content: { 'text/csv': { schema: z.string().meta({ example: 'APN\n4306-026-007\n' }) } },
    },
  },
  responses: {
    201: json(
      z.object({ list: ScreenListSchema, screen: ScreenAnswerSchema }),
      'The list, and its lots that match the filters.',
    ),
    ...errors(400, 401, 402, 403, 429),
  },
})
