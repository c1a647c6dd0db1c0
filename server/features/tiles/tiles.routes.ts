import { Hono } from 'hono'
import { AppError } from '#common/errors.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { lotTile, tileAddressProblem } from './tiles.service.ts'

/**
 * GET /api/tiles/{z}/{x}/{y}: a map tile (Mapbox Vector Tile; layers "lots", "sb79_station_areas"
 * and "transit_stops"). An address outside the tile grid is a 400; a tile with nothing in it, or
 * too far out to draw anything, 204.
 */
export const tilesRoutes = new Hono<AppEnv>().get('/:z/:x/:y', async (c) => {
  const [z, x, y] = [c.req.param('z'), c.req.param('x'), c.req.param('y').replace(/\.pbf$/, '')]
  const tile = { z: Number(z), x: Number(x), y: Number(y) }
  const problem = /^\d+$/.test(`${z}${x}${y}`)
    ? tileAddressProblem(tile)
    : 'A tile address is three whole numbers: zoom, x and y.'
  if (problem) throw new AppError('INVALID_INPUT', problem)
  const { version, body } = await lotTile(c.var.db, tile)
  const etag = `"${version}"`
  c.header('ETag', etag)
  c.header('Cache-Control', 'public, max-age=300')
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304)
  if (!body) return c.body(null, 204)
  c.header('Content-Type', 'application/vnd.mapbox-vector-tile')
  return c.body(body as Uint8Array<ArrayBuffer>, 200)
})
