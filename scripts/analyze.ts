// `npm run --silent analyze -- [--ndjson] [--option name=value …] <file | ->`: analyzes parcels
// read from a file or standard input and prints the engine's results as JSON.
//   - a JSON object gives one result; a JSON array gives an array, each item's result (or its
//     error, as { "error": "…" }) in its place;
//   - --ndjson reads one JSON object per line and writes one result per line, streaming, so
//     memory stays flat for any number of parcels;
//   - --option la_db_scale=cap35 chooses a reading of a contested rule for every parcel (a
//     parcel's own "options" object wins).
// Keys are the snake_case fields of law/cases.json (docs/engine.md lists them). Unknown keys
// are warned about on stderr. Exit status: 0 when every parcel was analyzed, 1 when some were
// refused (each error in its place), 2 when the input or the command line cannot be read.
import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { once } from 'node:events'
import { parseAnalysisRequest, parseEngineOptions } from '#common/contracts/analysis.ts'
import { analyzeParcel, EngineInputError, type Analysis, type EngineOptions } from '#engine'

const USAGE =
  'usage: npm run --silent analyze -- [--ndjson] [--option name=value …] <file.json | ->'

function fail(message: string): never {
  process.stderr.write(`analyze: ${message}\n`)
  process.exit(2)
}

type Command = { source: string; ndjson: boolean; options: Partial<EngineOptions> }

function readCommandLine(args: readonly string[]): Command {
  let source: string | undefined
  let ndjson = false
  const chosen: Record<string, string> = {}
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string
    if (arg === '--ndjson') ndjson = true
    else if (arg === '--option' || arg.startsWith('--option=')) {
      const pair = arg === '--option' ? args[(index += 1)] : arg.slice('--option='.length)
      const [name, value] = pair?.split('=', 2) ?? []
      if (!name || value === undefined) fail(`--option needs name=value\n${USAGE}`)
      chosen[name] = value
    } else if (arg.startsWith('--')) fail(`unknown flag ${arg}\n${USAGE}`)
    else if (source === undefined) source = arg
    else fail(`one input at a time\n${USAGE}`)
  }
  if (source === undefined) fail(`no input given\n${USAGE}`)
  const options = parseEngineOptions(chosen)
  // The contract names the wire's "options" object; here they came from --option.
  if (!options.ok) fail(options.error.replace(/^options(\.|: )/, '--option '))
  return { source, ndjson, options: options.options }
}

const today = new Date().toISOString().slice(0, 10)

type Outcome = { readonly result: Analysis } | { readonly error: string }

/** One parcel's result, or its error in words; unknown keys are warned about on stderr. */
function analyzeOne(raw: unknown, where: string, cliOptions: Partial<EngineOptions>): Outcome {
  const parsed = parseAnalysisRequest(raw, today)
  if (!parsed.ok) return { error: `${where}${parsed.error}` }
  for (const key of parsed.unknownKeys)
    process.stderr.write(`analyze: warning: ${where}unknown key "${key}" ignored\n`)
  try {
    return { result: analyzeParcel(parsed.input, { ...cliOptions, ...parsed.options }) }
  } catch (error) {
    if (error instanceof EngineInputError) return { error: `${where}${error.message}` }
    throw error
  }
}

/** Writes, waiting for the reader when the pipe is full, so output never piles up in memory. */
async function write(text: string) {
  if (!process.stdout.write(text)) await once(process.stdout, 'drain')
}

async function readWhole(source: string): Promise<string> {
  if (source !== '-') {
    return readFile(source, 'utf8').catch((error: NodeJS.ErrnoException) =>
      fail(`cannot read ${source}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`),
    )
  }
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

async function runJson({ source, options }: Command): Promise<number> {
  let json: unknown
  try {
    json = JSON.parse(await readWhole(source))
  } catch (error) {
    fail(`the input is not valid JSON (${(error as Error).message})`)
  }
  if (!Array.isArray(json)) {
    const one = analyzeOne(json, '', options)
    if ('error' in one) fail(one.error)
    await write(`${JSON.stringify(one.result, null, 2)}\n`)
    return 0
  }
  let refused = 0
  await write('[')
  for (let index = 0; index < json.length; index += 1) {
    const one = analyzeOne(json[index], `item ${index}: `, options)
    if ('error' in one) {
      refused += 1
      process.stderr.write(`analyze: ${one.error}\n`)
    }
    const text = JSON.stringify('error' in one ? { error: one.error } : one.result, null, 2)
    await write(`${index === 0 ? '\n' : ',\n'}${text.replace(/\n/g, '\n  ').replace(/^/, '  ')}`)
  }
  await write(json.length === 0 ? ']\n' : '\n]\n')
  return refused === 0 ? 0 : 1
}

/**
 * The lines of a stream, read a chunk at a time: the next chunk is read only when the lines
 * of this one are done, so a long input never piles up in memory.
 */
async function* linesOf(input: NodeJS.ReadableStream): AsyncGenerator<string> {
  let rest = ''
  for await (const chunk of input) {
    const lines = (rest + chunk.toString()).split('\n')
    rest = lines.pop() ?? ''
    yield* lines
  }
  if (rest !== '') yield rest
}

async function runNdjson({ source, options }: Command): Promise<number> {
  const input = source === '-' ? process.stdin : createReadStream(source, { encoding: 'utf8' })
  input.on('error', (error: NodeJS.ErrnoException) =>
    fail(`cannot read ${source}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`),
  )
  let line = 0
  let refused = 0
  for await (const text of linesOf(input)) {
    line += 1
    if (text.trim() === '') continue
    let one: Outcome
    try {
      one = analyzeOne(JSON.parse(text), `line ${line}: `, options)
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error
      one = { error: `line ${line}: not valid JSON (${error.message})` }
    }
    if ('error' in one) {
      refused += 1
      process.stderr.write(`analyze: ${one.error}\n`)
      await write(`${JSON.stringify({ error: one.error })}\n`)
    } else {
      await write(`${JSON.stringify(one.result)}\n`)
    }
  }
  return refused === 0 ? 0 : 1
}

// A reader that stops early (`| head`) closes the pipe: stop quietly, as other command-line
// tools do, rather than print a stack trace for output nobody is reading.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error
  process.exit(process.exitCode ?? 0)
})

const command = readCommandLine(process.argv.slice(2))
process.exitCode = await (command.ndjson ? runNdjson(command) : runJson(command))
