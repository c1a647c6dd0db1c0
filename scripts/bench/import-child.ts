// Runs one import in its own process for the data benchmark, so its peak memory is its own:
//   node scripts/bench/import-child.ts <kind> <file> [database url]
// Prints one JSON line: the import summary and the process's peak resident memory.
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase } from '#server/db/client.ts'
import { runImport, type ImportKind } from '#server/data/import/run-import.ts'

const [kind, file, url] = process.argv.slice(2)
const database = await openDatabase(
  url ? { url } : { dataDir: await mkdtemp(path.join(tmpdir(), 'lotwise-bench-db-')) },
)
await database.migrate()
const summary = await runImport({
  db: database.db,
  kind: kind as ImportKind,
  file: file ?? '',
  rejectsFile: null,
})
await database.close()
process.stdout.write(
  `${JSON.stringify({ ...summary, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) })}\n`,
)
