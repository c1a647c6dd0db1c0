// JSON answers compressed in one piece (decision 077). Hono's compress middleware pipes every
// answer through a CompressionStream at zlib's default level, even a 30-byte JSON body whose
// length it does not know: about a tenth of the server's time on report reads. JSON answers are
// whole strings, so they are compressed here at once, on zlib's thread pool rather than the main
// thread, at a cheaper level; the compress middleware leaves an answer alone once it is encoded.
// An answer read far more often than it changes is prepared once instead (`prepareJson`), its
// text and gzip kept by its feature and sent as they are (decision 078).
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { gunzip, gzip } from 'node:zlib'
import type { Context, MiddlewareHandler, TypedResponse } from 'hono'
import type { JSONParsed } from 'hono/utils/types'

const gzipAsync = promisify(gzip)
const gunzipAsync = promisify(gunzip)

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024
/** A report's JSON (49 KB): level 4 gives 9,014 bytes in 0.18 ms, the default 6 8,644 in 0.33. */
const LEVEL = 4

type HeaderRecord = Record<string, string | string[]>

export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    // The handler's `c.json` answer is made here, keeping its text: a small answer then only gets
    // its length, and a large one is gzipped from the text. Reading the text back from the answer
    // turned the node server's light response into a web Response and copied it through a body
    // stream: on /api/health, a quarter of the server's time per request (decision 720).
    let made: { response: Response; text: string } | undefined
    // Hono's body() takes a status or a ResponseInit as its second argument, as json() does.
    const answer = c.body as (text: string, arg?: unknown, headers?: HeaderRecord) => Response
    const json = (object: unknown, arg?: unknown, headers?: HeaderRecord) => {
      const text = JSON.stringify(object)
      const response = answer(text, arg, { 'Content-Type': 'application/json', ...headers })
      made = { response, text }
      return response
    }
    // The same arguments and answer as Hono's own json(), whose type carries each route's JSON
    // to the typed client.
    c.json = json as unknown as typeof c.json
    await next()
    const res = c.res
    if (
      c.req.method === 'HEAD' ||
      res.headers.has('Content-Encoding') ||
      !res.headers.get('Content-Type')?.startsWith('application/json')
    )
      return
    const gzip = acceptsGzip(c)
    if (made?.response === res) {
      const body = Buffer.from(made.text)
      if (!gzip || body.length < THRESHOLD_BYTES) {
        // Sent as it is: the length lets the compress middleware leave it alone.
        res.headers.set('Content-Length', String(body.length))
        return
      }
      return replaceWithGzip(c, res, body)
    }
    // An answer made otherwise (better-auth's, one passed through): its bytes are read. The
    // headers first, the body last, so an answer left as it is is never read.
    if (!gzip || !res.body) return
    const body = Buffer.from(await res.arrayBuffer())
    if (body.length < THRESHOLD_BYTES) {
      replaceWith(c, res, body)
      return
    }
    return replaceWithGzip(c, res, body)
  }
}

async function replaceWithGzip(c: Context, res: Response, body: Buffer): Promise<void> {
  const sent = await gzipAsync(body, { level: LEVEL })
  res.headers.set('Content-Encoding', 'gzip')
  replaceWith(c, res, sent)
}

/** `res` with `body` and its length instead of the body it had. */
function replaceWith(c: Context, res: Response, body: Buffer): void {
  res.headers.set('Content-Length', String(body.length))
  // Cleared first, so Hono takes the new answer as it is: replacing a set answer makes Hono
  // copy it through its body stream, and the node server then streams it out piece by piece
  // instead of writing its bytes at once (decision 580).
  c.res = undefined
  c.res = new Response(body as Uint8Array<ArrayBuffer>, {
    status: res.status,
    headers: res.headers,
  })
}

/**
 * A JSON answer made once to be sent many times: its text, its gzip and its ETag. `Shape` is the
 * value it was made from, so a route that sends it is typed as answering that (never set). One
 * kept as its gzip alone (`prepareGzippedJson`) has no text: it is unzipped for a client that
 * does not take gzip.
 */
export type PreparedJson<Shape> = { etag: string; readonly shape?: Shape } & (
  { json: Buffer; gzip: Buffer | null } | { json: null; gzip: Buffer }
)

/**
 * `etag` names the version the answer was made from; without it, the answer's own digest. `level`
 * is zlib's, for a feature whose answers are made often enough for it to weigh.
 */
export async function prepareJson<Shape>(
  value: Shape,
  etag?: string,
  level = LEVEL,
): Promise<PreparedJson<Shape>> {
  const json = Buffer.from(JSON.stringify(value))
  const gzip = json.length >= THRESHOLD_BYTES ? await gzipAsync(json, { level }) : null
  return { etag: etag ?? `"${digestOf(json)}"`, json, gzip }
}

/**
 * As prepareJson, but an answer large enough to be gzipped keeps its gzip alone: for answers
 * kept by the thousand, nearly always sent gzipped, whose text is several times their gzip.
 */
export async function prepareGzippedJson<Shape>(
  value: Shape,
  etag?: string,
  level = LEVEL,
): Promise<PreparedJson<Shape>> {
  const prepared = await prepareJson(value, etag, level)
  return prepared.gzip === null
    ? prepared
    : { etag: prepared.etag, json: null, gzip: prepared.gzip }
}

/** The bytes a prepared answer holds. */
export function preparedBytes<Shape>(prepared: PreparedJson<Shape>): number {
  return (prepared.json?.length ?? 0) + (prepared.gzip?.length ?? 0)
}

/** A prepared answer's JSON text, unzipped (on zlib's thread pool) when only its gzip is kept. */
export async function preparedText<Shape>(prepared: PreparedJson<Shape>): Promise<Buffer> {
  if (prepared.json !== null) return prepared.json
  return gunzipAsync(prepared.gzip)
}

/** A short digest for an ETag: 22 characters of SHA-256. */
export function digestOf(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('base64url').slice(0, 22)
}

/**
 * A prepared answer as the API's typed client reads it: the JSON of `Shape`. A 304 is typed so
 * too: it reaches only the browser's cache, which hands the page the JSON it kept.
 */
type PreparedResponse<Shape> = Response & TypedResponse<JSONParsed<Shape>, 200, 'json'>

/**
 * Sends a prepared answer: 304 without a body when the browser already holds this version
 * (`no-cache` makes it ask every time), its gzip when the browser takes gzip.
 */
export async function sendPreparedJson<Shape>(
  c: Context,
  prepared: PreparedJson<Shape>,
): Promise<PreparedResponse<Shape>> {
  const headers = {
    'Content-Type': 'application/json',
    'Cache-Control': 'private, no-cache',
    ETag: prepared.etag,
    Vary: 'Accept-Encoding',
  }
  if (c.req.header('If-None-Match') === prepared.etag) {
    const notModified: Response = c.body(null, 304, headers)
    return notModified as PreparedResponse<Shape>
  }
  const gzipped = acceptsGzip(c) ? prepared.gzip : null
  const encoded = gzipped !== null
  const body = gzipped ?? (await preparedText(prepared))
  const response: Response = c.body(body as Uint8Array<ArrayBuffer>, 200, {
    ...headers,
    'Content-Length': String(body.length),
    ...(encoded ? { 'Content-Encoding': 'gzip' } : {}),
  })
  // The bytes are `Shape`'s JSON, made by prepareJson; c.body cannot know that.
  return response as PreparedResponse<Shape>
}

function acceptsGzip(c: Context): boolean {
  return /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')
}
