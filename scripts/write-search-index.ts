// Writes build/client/search-index.json after the web build: the site's prose as plain text,
// which the /search page downloads once and searches in the browser (common/site-search.ts).
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { PUBLIC_PAGES } from '#content/pages.ts'
import { buildSearchIndex } from '#content/search-documents.ts'

const CLIENT_DIR = path.resolve(import.meta.dirname, '../build/client')
const index = buildSearchIndex(PUBLIC_PAGES)
const json = JSON.stringify(index)
writeFileSync(path.join(CLIENT_DIR, 'search-index.json'), json)
console.log(
  `search-index.json: ${index.documents.length} pages, ${Math.round(json.length / 1024)} KiB`,
)
