import { Hono } from 'hono'
import { ParcelApnParamSchema, ParcelSearchQuerySchema } from '#common/contracts/parcels.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { validate } from '../../http/validate.ts'
import { getParcel } from '../../domain/parcels.ts'
import { exampleParcel, searchParcels } from '../../domain/parcel-search.ts'

/** Parcel lookup is public: the facts come from public records. */
export const parcelsRoutes = new Hono<AppEnv>()
  .get('/search', validate('query', ParcelSearchQuerySchema), async (c) =>
    c.json(await searchParcels({ db: c.var.db, q: c.req.valid('query').q }), 200),
  )
  // Before '/:apn', which would refuse "example" as an APN.
  .get('/example', async (c) => c.json({ example: await exampleParcel({ db: c.var.db }) }, 200))
  .get('/:apn', validate('param', ParcelApnParamSchema), async (c) =>
    c.json(await getParcel({ db: c.var.db, apn: c.req.valid('param').apn }), 200),
  )
