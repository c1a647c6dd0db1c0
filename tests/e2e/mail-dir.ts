// Where the browser tests' mail server (mail-sink.ts) keeps what it receives.
import path from 'node:path'

export const MAIL_DIR = path.resolve(import.meta.dirname, '../../.tmp/e2e-mail')
