// Structured logs: one JSON object per line on stdout, so any log shipper can read them.
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const
export type LogLevel = keyof typeof LEVELS

export type Logger = {
  debug(msg: string, fields?: Record<string, unknown>): void
  info(msg: string, fields?: Record<string, unknown>): void
  warn(msg: string, fields?: Record<string, unknown>): void
  error(msg: string, fields?: Record<string, unknown>): void
}

/** A logger that writes lines at `level` and above to `write` (stdout by default). */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const threshold = LEVELS[level]
  const log =
    (lineLevel: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: Record<string, unknown>) => {
      if (LEVELS[lineLevel] < threshold) return
      const entry = {
        time: new Date().toISOString(),
        level: lineLevel,
        msg,
        ...serialiseErrors(fields),
      }
      write(`${JSON.stringify(entry)}\n`)
    }
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }
}

/** Error objects have no enumerable fields; keep their name, message and stack. */
function serialiseErrors(fields: Record<string, unknown> | undefined) {
  if (!fields) return {}
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      value instanceof Error
        ? { name: value.name, message: value.message, stack: value.stack }
        : value,
    ]),
  )
}
