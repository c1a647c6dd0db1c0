// The signed-in user's profile (spec §2 Profile) and the remote functions about the caller
// (spec §6, §7).
import { Hono } from 'hono'
import { requireActor } from '../../auth/actor.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { confirmAdmin, describePermissions, getProfileView } from './accounts.service.ts'

export const profileRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json(await getProfileView(c.var.db, requireActor(c.var.actor)), 200),
)

export const rpcRoutes = new Hono<AppEnv>()
  .post('/admin_check_test', (c) => c.json(confirmAdmin(requireActor(c.var.actor)), 200))
  .post('/debug_permissions', (c) => c.json(describePermissions(c.var.actor), 200))
