// `npm start` (in CI, `npm run serve` of the build made before) for the browser tests, with a
// mail server beside it: an SMTP server on loopback that appends each message it receives to
// .tmp/e2e-mail/<recipient>.eml, so a test follows an emailed link the way a person would (the
// admin outbox hides links' secrets). It stops when the server stops, and passes signals on to it.
import { spawn } from 'node:child_process'
import { appendFile, mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { MAIL_DIR } from './mail-dir.ts'

const port = Number(process.env.E2E_SMTP_PORT)
await rm(MAIL_DIR, { recursive: true, force: true })
await mkdir(MAIL_DIR, { recursive: true })

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      Promise.all(
        session.envelope.rcptTo.map((rcpt) =>
          appendFile(path.join(MAIL_DIR, `${rcpt.address.toLowerCase()}.eml`), `${raw}\n`),
        ),
      ).then(() => callback(), callback)
    })
  },
})
await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve))

// CI builds once for every check that serves the build (.ci/run) and says so with
// E2E_SERVE_BUILT=1; otherwise this is `npm start`, which builds first.
const server = spawn('npm', process.env.E2E_SERVE_BUILT === '1' ? ['run', 'serve'] : ['start'], {
  stdio: 'inherit',
  env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${port}` },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => {
  smtp.close(() => process.exit(code ?? 0))
})
