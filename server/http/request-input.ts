// The one gate every API request passes before any handler reads it: a size limit per route,
// and text the database can store. A body is read once, here, with the limit applied while it
// streams in, then handed on as a fresh request, so handlers and better-auth parse it as usual.
import { createMiddleware } from 'hono/factory'
import { AppError } from '#common/errors.ts'
import type { AppEnv } from './app-env.ts'

const KB = 1024

/**
 * Body limits by path prefix under /api, most specific first. Every API body is a small form
 * or a JSON edit, except an uploaded list of lots: 10,000 rows of addresses fit in well under a
 * megabyte, and a list ten times over its row limit still arrives whole, to be refused by name.
 */
export const BODY_LIMITS: ReadonlyArray<readonly [prefix: string, bytes: number]> = [
  ['/api/auth/', 8 * KB],
  ['/api/screen/lists', 8 * 1024 * KB],
  ['/api/v1/screen/lists', 8 * 1024 * KB],
  ['/api/', 64 * KB],
]

/** Objects and arrays within one another; real bodies nest a handful deep. */
export const MAX_JSON_DEPTH = 64
/** A body of at most 64 KB that has not arrived in this long is not coming (decision 211). */
export const BODY_TIMEOUT_MS = 5_000
/** Longer addresses are refused (414); no page or endpoint needs one near this. */
export const MAX_URL_BYTES = 8 * KB

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays are accepted.`
export const BODY_TIMEOUT_MESSAGE =
  'The request body did not arrive in time. Check your connection and try again.'
export const URL_TOO_LONG_MESSAGE = `The address is too long: at most ${MAX_URL_BYTES / KB} KB is accepted.`
export const NUL_MESSAGE = 'The request contains a NUL character, which no field accepts.'
export const BAD_JSON_MESSAGE = 'The request body is not valid JSON.'
export const BAD_ENCODING_MESSAGE = 'The request is not valid UTF-8 text.'
export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.'

export function bodyTooLargeMessage(bytes: number): string {
  return `The request body is too large: at most ${Math.round(bytes / KB)} KB is accepted here.`
}

function limitFor(path: string): number {
  const match = BODY_LIMITS.find(([prefix]) => path.startsWith(prefix))
  return match ? match[1] : 64 * KB
}

function refuse(message: string): never {
  throw new AppError('INVALID_INPUT', message)
}

/**
 * Reads the body, refusing it as soon as it passes `limit` bytes, or when it has not all
 * arrived within BODY_TIMEOUT_MS (a client that declares a body and never sends it).
 */
async function readAtMost(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = body.getReader()
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AppError('REQUEST_TIMEOUT', BODY_TIMEOUT_MESSAGE)),
      BODY_TIMEOUT_MS,
    )
  })
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), late])
      if (done) break
      size += value.length
      if (size > limit) throw new AppError('PAYLOAD_TOO_LARGE', bodyTooLargeMessage(limit))
      chunks.push(value)
    }
  } catch (error) {
    void reader.cancel().catch(() => {})
    throw error
  } finally {
    clearTimeout(timer)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.length
  }
  return bytes
}

/**
 * Whether JSON text nests objects and arrays deeper than `limit`, found in one pass over the
 * characters before anything parses or walks it recursively.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c)
        i += 1 // a backslash escapes the next character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x7b || char === 0x5b) {
      depth += 1
      if (depth > limit) return true
    } else if (char === 0x7d || char === 0x5d) depth -= 1
  }
  return false
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return refuse(BAD_ENCODING_MESSAGE)
  }
}

/** True when any string in a parsed JSON value, key or value, holds a NUL. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0')
  if (Array.isArray(value)) return value.some(holdsNul)
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item))
  return false
}

function checkUrl(url: string) {
  const { pathname, search } = new URL(url)
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname) + decodeURIComponent(search.replace(/\+/g, ' '))
  } catch {
    return refuse('The address contains a broken %-escape.')
  }
  if (decoded.includes('\0')) refuse(NUL_MESSAGE)
}

function checkText(contentType: string, text: string, path: string) {
  if (contentType.includes('json')) {
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) refuse(TOO_DEEP_MESSAGE)
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return refuse(BAD_JSON_MESSAGE)
    }
    if (holdsNul(parsed)) refuse(NUL_MESSAGE)
    // better-auth reads fields off the body without checking its shape first.
    const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    if (path.startsWith('/api/auth/') && !isObject) refuse(NOT_AN_OBJECT_MESSAGE)
    return
  }
  if (contentType.includes('x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(text))
      if (key.includes('\0') || value.includes('\0')) refuse(NUL_MESSAGE)
    return
  }
  if (text.includes('\0')) refuse(NUL_MESSAGE)
}

/** Mounted before everything else: an over-long address is refused before any work on it. */
export function urlLimit() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { pathname, search } = new URL(c.req.url)
    if (pathname.length + search.length > MAX_URL_BYTES)
      throw new AppError('URI_TOO_LONG', URL_TOO_LONG_MESSAGE)
    return next()
  })
}

/** Mounted on /api/*: size limits and storable text (see the top of this file). */
export function requestInput() {
  return createMiddleware<AppEnv>(async (c, next) => {
    checkUrl(c.req.url)
    // A GET or HEAD carries no body. Asked first, since reading the node server's request's
    // body makes it a full web Request, a few percent of the server's time on API reads.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const body = c.req.raw.body
    if (!body) return next()
    const limit = limitFor(c.req.path)
    const declared = Number(c.req.header('content-length') ?? 0)
    if (declared > limit) throw new AppError('PAYLOAD_TOO_LARGE', bodyTooLargeMessage(limit))
    const bytes = await readAtMost(body, limit).catch((error: unknown) => {
      // The rest of a body that never came cannot be read past: this connection is done.
      if (error instanceof AppError && error.code === 'REQUEST_TIMEOUT')
        c.header('Connection', 'close')
      throw error
    })
    if (bytes.length > 0) {
      const contentType = (c.req.header('content-type') ?? '').toLowerCase()
      if (!contentType.includes('multipart/')) checkText(contentType, decodeUtf8(bytes), c.req.path)
    }
    c.req.raw = new Request(c.req.raw, { body: bytes })
    return next()
  })
}
