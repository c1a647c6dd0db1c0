// `node scripts/bench/engine-workload.ts <engine/index.ts> <parcels> <passes>`: analyzes the
// benchmark's parcels with the engine at that path, `passes` times over. Run under valgrind by
// `npm run bench:engine -- --instructions` to count the instructions an analysis takes.
import { pathToFileURL } from 'node:url'
import type { Analyze } from './engine-at.ts'
import { benchParcels } from './engine-parcels.ts'

const [entry, parcels, passes] = process.argv.slice(2)
if (!entry || !parcels || !passes)
  throw new Error('usage: engine-workload.ts <entry> <parcels> <passes>')
const { analyzeParcel } = (await import(pathToFileURL(entry).href)) as { analyzeParcel: Analyze }
const inputs = benchParcels(Number(parcels))
let ranked = 0
for (let pass = 0; pass < Number(passes); pass += 1)
  for (const input of inputs) ranked += analyzeParcel(input).summary.ranking.length
if (ranked < 0) throw new Error('unreachable')
