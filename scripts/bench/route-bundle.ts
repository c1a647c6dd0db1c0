// The JavaScript a page of the production build loads, in gzip bytes: its route module and every
// chunk it imports, with the entry and the layouts above it, each chunk counted once. Read from
// React Router's client manifest in build/client/assets, so it is what the browser fetches.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

type ManifestRoute = { id: string; parentId?: string; module: string; imports?: string[] }
type Manifest = {
  entry: { module: string; imports: string[] }
  routes: Record<string, ManifestRoute>
}

export type RouteBundle = { chunks: number; gzipBytes: number; engineGzipBytes: number }

function readManifest(clientDir: string): Manifest {
  const file = readdirSync(path.join(clientDir, 'assets')).find((name) =>
    /^manifest-.*\.js$/.test(name),
  )
  if (!file) throw new Error(`No React Router manifest in ${clientDir}/assets: build first.`)
  const text = readFileSync(path.join(clientDir, 'assets', file), 'utf8')
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Manifest
}

/** The JavaScript route `routeId` loads, from the build in `clientDir`. */
export function routeBundle(clientDir: string, routeId: string): RouteBundle {
  const manifest = readManifest(clientDir)
  const chunks = new Set([manifest.entry.module, ...manifest.entry.imports])
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId ?? '']) {
    chunks.add(route.module)
    for (const chunk of route.imports ?? []) chunks.add(chunk)
  }
  if (!manifest.routes[routeId]) throw new Error(`The build has no route ${routeId}.`)
  let gzipBytes = 0
  let engineGzipBytes = 0
  for (const chunk of chunks) {
    const size = gzipSync(readFileSync(path.join(clientDir, chunk))).length
    gzipBytes += size
    if (/\/engine-[^/]*\.js$/.test(chunk)) engineGzipBytes += size
  }
  return { chunks: chunks.size, gzipBytes, engineGzipBytes }
}
