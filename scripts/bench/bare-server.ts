// A bare node:http server in a process of its own, answering every request with the same bytes:
// the baseline a benchmark measures in the same run, so its figures compare across machines.
import { spawn } from 'node:child_process'
import { freePort } from './free-port.ts'
import { stopServer } from './production-server.ts'

export type BareServer = { readonly url: string; stop(): Promise<void> }

/** `body` is sent as it is (text as UTF-8), with its length, `contentType` and `headers`. */
export async function startBareServer(
  body: string | Uint8Array,
  contentType: string,
  headers: Record<string, string> = {},
): Promise<BareServer> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const body = Buffer.from(process.argv[1], 'base64');
       const headers = { ...JSON.parse(process.argv[2]), 'content-length': body.length };
       require('node:http').createServer((req, res) => {
         res.writeHead(200, headers);
         res.end(body);
       }).listen(${port}, '127.0.0.1', () => console.log('ready'))`,
      Buffer.from(body).toString('base64'),
      JSON.stringify({ 'content-type': contentType, ...headers }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise((resolve) => child.stdout?.once('data', resolve))
  return { url: `http://127.0.0.1:${port}`, stop: () => stopServer(child) }
}
