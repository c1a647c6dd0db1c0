// Writes build/client/deployment-info.json after the web build: the version (derived from the
// asset file names, which change whenever content does) and the list of assets. Open pages
// poll it to offer the new version (spec §4, §7).
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const CLIENT_DIR = path.resolve(import.meta.dirname, '../build/client')
const pkg = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8'),
) as { version: string }

const assets = readdirSync(path.join(CLIENT_DIR, 'assets'))
  .sort()
  .map((name) => `/assets/${name}`)
const digest = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 10)
const info = { version: `${pkg.version}+${digest}`, assets }

writeFileSync(path.join(CLIENT_DIR, 'deployment-info.json'), `${JSON.stringify(info, null, 2)}\n`)
console.log(`deployment-info.json: version ${info.version}, ${assets.length} assets`)
