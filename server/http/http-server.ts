// The Node HTTP server the app runs in, with the limits that live below the app: how long
// connections and requests may take, and a clear answer instead of a dropped connection for a
// request Node cannot parse (an address or headers beyond its header limit).
import { Server, type ServerOptions } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { MAX_URL_BYTES } from './request-input.ts'

/**
 * Idle connections stay open longer than a load balancer's usual 60 s idle timeout. With Node's
 * 5 s default, a client reusing a socket just as the server closed it failed with ECONNRESET
 * (the browser tests' request context met it on a slow machine).
 */
const KEEP_ALIVE_MS = 65_000
/**
 * No request, headers and body, may take longer (Node wants it above the headers' timeout); the
 * app refuses a slow API body far sooner (408).
 */
const REQUEST_TIMEOUT_MS = KEEP_ALIVE_MS + 5_000
/** How long the rest of an unparseable request is read and dropped after the answer. */
const DRAIN_MS = 1_000

/**
 * Node refuses a request whose request line and headers pass its header limit before the app
 * sees it, and by default closes the socket while the client is still sending, which the client
 * sees as a connection reset. Here it answers 414 (the address is what is long) or 431, then
 * reads and drops what the client still sends for a moment, so the answer arrives.
 */
function answerUnparseable(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) {
  if (!socket.writable) return void socket.destroy()
  if (error.code !== 'HPE_HEADER_OVERFLOW') {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
    return
  }
  // The request line is what overflowed when it is longer than the app's own address limit
  // (or has not even ended in what was read).
  const lineEnd = error.rawPacket?.indexOf('\r\n') ?? -1
  const longAddress = lineEnd === -1 || lineEnd > MAX_URL_BYTES
  const [status, message] = longAddress
    ? ['414 URI Too Long', 'The address is too long.']
    : ['431 Request Header Fields Too Large', 'The request headers are too large.']
  const body = JSON.stringify({
    error: { code: longAddress ? 'URI_TOO_LONG' : 'INVALID_INPUT', message },
  })
  socket.on('data', () => {})
  socket.resume()
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
  setTimeout(() => socket.destroy(), DRAIN_MS).unref()
}

/** Serves `fetch` on `port` (0: any free one); `onListening` hears the port it got. */
export function startHttpServer(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  onListening: (info: AddressInfo) => void,
  hostname?: string,
): ServerType {
  const serverOptions: ServerOptions = { requestTimeout: REQUEST_TIMEOUT_MS }
  const server = serve({ fetch, port, hostname, serverOptions }, onListening)
  if (server instanceof Server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS
    server.headersTimeout = KEEP_ALIVE_MS + 1_000
    server.on('clientError', answerUnparseable)
  }
  return server
}
