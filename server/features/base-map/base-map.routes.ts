import { Hono } from 'hono'
import type { AppEnv } from '../../http/app-env.ts'
import type { BaseMap } from './base-map.ts'

/** GET /api/map/base-style: the style the web map draws its lots over; null for the lots alone. */
export function createBaseMapRoutes(baseMap: BaseMap | null) {
  return new Hono<AppEnv>().get('/base-style', (c) => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.json({ styleUrl: baseMap?.styleUrl ?? null }, 200)
  })
}
