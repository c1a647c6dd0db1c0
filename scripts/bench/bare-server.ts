// A bare node:http server in a process of its own, answering every request with the same bytes:
// the baseline a benchmark measures in the same run, so its figures compare across machines.
import { spawn } from 'node:child_process'
import { freePort } from './free-port.ts'
import { stopServer } from './production-server.ts'

export type BareServer = { readonly url: string; stop(): Promise<void> }

export async function startBareServer(body: string, contentType: string): Promise<BareServer> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const [body, type] = [Buffer.from(process.argv[1]), process.argv[2]];
       require('node:http').createServer((req, res) => {
         res.writeHead(200, { 'content-type': type, 'content-length': body.length });
         res.end(body);
       }).listen(${port}, '127.0.0.1', () => console.log('ready'))`,
      body,
      contentType,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise((resolve) => child.stdout?.once('data', resolve))
  return { url: `http://127.0.0.1:${port}`, stop: () => stopServer(child) }
}
