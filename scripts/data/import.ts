// `npm run data:import -- <kind> <file> [--dataset NAME] [--date YYYY-MM-DD] [--rejects FILE]
//   [--flag FACT] [--mode rail|bus] [--feed ID]`
// Imports one public Los Angeles dataset into the database the server uses (DATABASE_URL, or
// the embedded database in DATA_DIR). The whole file commits, or nothing does.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { databaseTargetOf, openDatabase } from '#server/db/client.ts'
import { loadEnv } from '#server/env.ts'
import { IMPORTERS, isImportKind, runImport } from '#server/data/import/run-import.ts'
import { ImportFileError } from '#server/data/import/import-context.ts'

const USAGE = `usage: npm run data:import -- <kind> <file> [--dataset NAME] [--date YYYY-MM-DD] [--rejects FILE] [--flag FACT] [--mode rail|bus] [--feed ID]
kinds:
${Object.entries(IMPORTERS)
  .map(([kind, importer]) => `  ${kind.padEnd(12)} ${importer.description}`)
  .join('\n')}`

function fail(message: string): never {
  process.stderr.write(`data:import: ${message}\n`)
  process.exit(2)
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        dataset: { type: 'string' },
        date: { type: 'string' },
        rejects: { type: 'string' },
        flag: { type: 'string' },
        mode: { type: 'string' },
        feed: { type: 'string' },
        brt: { type: 'string' },
      },
    })
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`)
  }
})()
const [kind, file] = positionals
if (!kind || !file) fail(USAGE)
if (!isImportKind(kind)) fail(`unknown kind "${kind}"\n${USAGE}`)
if (values.date && !/^\d{4}-\d{2}-\d{2}$/.test(values.date))
  fail('--date must be written YYYY-MM-DD')

const env = loadEnv()
const database = await openDatabase(databaseTargetOf(env))
await database.migrate()
const started = Date.now()
try {
  const summary = await runImport({
    db: database.db,
    kind,
    file,
    dataset: values.dataset,
    datasetDate: values.date,
    rejectsFile:
      values.rejects ??
      path.join(env.DATA_DIR, 'imports', `${path.basename(file)}.${kind}.rejects.csv`),
    settings: Object.fromEntries(
      Object.entries({
        flag: values.flag,
        mode: values.mode,
        feed: values.feed,
        brt: values.brt,
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    onProgress: (read) => {
      const seconds = (Date.now() - started) / 1000
      process.stderr.write(
        `${kind}: ${read.toLocaleString('en-US')} rows read (${Math.round(read / seconds).toLocaleString('en-US')} rows/s)\n`,
      )
    },
  })
  const derived = Object.entries(summary.derived).map(
    ([label, count]) => `  ${label}: ${count.toLocaleString('en-US')}`,
  )
  process.stdout.write(
    [
      `${summary.kind} ${summary.file} (${summary.dataset}, ${summary.datasetDate}) in ${(summary.durationMs / 1000).toFixed(1)} s`,
      `  read ${summary.read.toLocaleString('en-US')}, inserted ${summary.inserted.toLocaleString('en-US')}, updated ${summary.updated.toLocaleString('en-US')}, rejected ${summary.rejected.toLocaleString('en-US')}${summary.rejectsFile ? ` (reasons in ${summary.rejectsFile})` : ''}`,
      ...derived,
    ].join('\n') + '\n',
  )
} catch (error) {
  if (error instanceof ImportFileError) fail(`${error.message}\nNothing was imported.`)
  throw error
} finally {
  await database.close()
}
