// `npm run --silent analyze -- <file.json | ->`: analyzes one parcel (a JSON object) or several
// (an array), read from a file or standard input, and prints the engine's results as JSON.
// Keys are the snake_case fields of law/cases.json. Unknown keys are warned about on stderr;
// invalid input prints one line and exits with status 2.
import { readFile } from 'node:fs/promises'
import { parseAnalysisRequest } from '#common/contracts/analysis.ts'
import { analyzeParcel, type Analysis } from '#engine'

const USAGE = 'usage: npm run --silent analyze -- <file.json | ->'

function fail(message: string): never {
  process.stderr.write(`analyze: ${message}\n`)
  process.exit(2)
}

async function readInput(source: string | undefined): Promise<string> {
  if (source === undefined) fail(`no input given\n${USAGE}`)
  if (source !== '-') {
    return readFile(source, 'utf8').catch((error: NodeJS.ErrnoException) =>
      fail(`cannot read ${source}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`),
    )
  }
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const text = await readInput(process.argv[2])
let json: unknown
try {
  json = JSON.parse(text)
} catch (error) {
  fail(`the input is not valid JSON (${(error as Error).message})`)
}

const many = Array.isArray(json)
const items: unknown[] = many ? (json as unknown[]) : [json]
const today = new Date().toISOString().slice(0, 10)
const results: Analysis[] = items.map((item, index) => {
  const where = many ? `item ${index}: ` : ''
  const parsed = parseAnalysisRequest(item, today)
  if (!parsed.ok) fail(`${where}${parsed.error}`)
  for (const key of parsed.unknownKeys) {
    process.stderr.write(`analyze: warning: ${where}unknown key "${key}" ignored\n`)
  }
  return analyzeParcel(parsed.input)
})

process.stdout.write(`${JSON.stringify(many ? results : results[0], null, 2)}\n`)
