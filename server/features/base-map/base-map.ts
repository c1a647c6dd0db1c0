// The optional base map of streets and labels (MAP_STYLE_URL): a MapLibre style from another
// site, drawn under our lots. The browser fetches the style and everything it names (tiles,
// glyphs, sprites, TileJSON) from that site's hosts, so the content security policy must list
// them, and only while a base map is set. They are read from the style once, at start.
import type { Logger } from '../../lib/logger.ts'

export type BaseMap = {
  /** The style the web map draws under its own layers. */
  readonly styleUrl: string
  /** Origins the browser fetches the style and its parts from (connect-src). */
  readonly hosts: readonly string[]
}

const READ_TIMEOUT_MS = 5000

/** The origin of an absolute http(s) address; null for anything else (mapbox://, relative). */
function originOf(address: unknown): string | null {
  if (typeof address !== 'string') return null
  try {
    const url = new URL(address.replaceAll('{', '').replaceAll('}', ''))
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

async function readJson(address: string): Promise<unknown> {
  const response = await fetch(address, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) })
  if (!response.ok) throw new Error(`${address} answered ${response.status}`)
  return response.json()
}

type StyleParts = {
  sprite?: unknown
  glyphs?: unknown
  sources?: Record<string, { url?: unknown; tiles?: unknown }>
}

/**
 * The base map of MAP_STYLE_URL with the hosts its style names: the style's own, its glyphs and
 * sprites, each source's tiles and TileJSON (whose tiles are read too). A style that cannot be
 * read leaves its own host only, and the problem is logged: the map then draws without it.
 */
export async function readBaseMap(styleUrl: string, logger: Logger): Promise<BaseMap> {
  const hosts = new Set<string>([new URL(styleUrl).origin])
  try {
    const style = (await readJson(styleUrl)) as StyleParts
    const sprites = Array.isArray(style.sprite)
      ? style.sprite.map((entry: { url?: unknown }) => entry?.url)
      : [style.sprite]
    const addresses: unknown[] = [...sprites, style.glyphs]
    for (const source of Object.values(style.sources ?? {})) {
      if (Array.isArray(source.tiles)) addresses.push(...source.tiles)
      if (typeof source.url !== 'string') continue
      addresses.push(source.url)
      const tileJson = (await readJson(new URL(source.url, styleUrl).href)) as { tiles?: unknown }
      if (Array.isArray(tileJson.tiles)) addresses.push(...tileJson.tiles)
    }
    for (const address of addresses) {
      const origin = originOf(address)
      if (origin) hosts.add(origin)
    }
  } catch (error) {
    logger.warn('MAP_STYLE_URL could not be read: the map draws without its base map', {
      styleUrl,
      error: error instanceof Error ? error.message : String(error),
    })
  }
  return { styleUrl, hosts: [...hosts] }
}
