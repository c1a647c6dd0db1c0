import { Hono } from 'hono'
import { z } from 'zod'
import {
  CreateOrderSchema,
  GrantCreditsSchema,
  PlanRenewalSchema,
  PriceChangeSchema,
  RefundOrderSchema,
} from '#common/contracts/orders.ts'
import { normalizeApn } from '#common/contracts/parcels.ts'
import { assertCan } from '#common/permissions.ts'
import { requireActor } from '../../auth/actor.ts'
import type { CardPayments } from '../../domain/payments.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { validate } from '../../http/validate.ts'
import {
  changePrice,
  getOrder,
  getProduct,
  grantCredits,
  listAllOrders,
  listOwnOrders,
  listProducts,
  placeOrder,
  reconcile,
  refundOrder,
  setPlanRenewal,
} from './orders.service.ts'

const OrderIdSchema = z.object({ id: z.uuid('That is not an order number.') })
const ProductIdSchema = z.object({ id: z.string().min(1).max(100) })
/** The parcel a report would be about, so the answer can name an earlier order of it. */
const ProductQuerySchema = z.object({
  apn: z
    .string()
    .transform((value, context) => {
      const apn = normalizeApn(value)
      if (apn === null)
        context.addIssue({
          code: 'custom',
          message: 'An APN has 10 digits, written like 4306-026-007 or 4306026007.',
        })
      return apn ?? ''
    })
    .optional(),
})
const AccountIdSchema = z.object({ id: z.string().min(1).max(100) })

/** Anyone may read what is for sale; a signed-in reader also learns how they would pay. */
export function createProductsRoutes(payments: CardPayments) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listProducts(c.var.db, c.var.actor, payments), 200))
    .get(
      '/:id',
      validate('param', ProductIdSchema),
      validate('query', ProductQuerySchema),
      async (c) =>
        c.json(
          await getProduct(
            c.var.db,
            c.var.actor,
            payments,
            c.req.valid('param').id,
            c.req.valid('query').apn ?? null,
          ),
          200,
        ),
    )
}

export function createOrdersRoutes(payments: CardPayments) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const actor = requireActor(c.var.actor)
      return c.json({ orders: await listOwnOrders(c.var.db, actor) }, 200)
    })
    .post('/', validate('json', CreateOrderSchema), async (c) => {
      const actor = requireActor(c.var.actor)
      const deps = { db: c.var.db, queue: c.var.queue, payments, publicUrl: c.var.publicUrl }
      const { order, created } = await placeOrder(deps, actor, c.req.valid('json'))
      return c.json(order, created ? 201 : 200)
    })
    .get('/:id', validate('param', OrderIdSchema), async (c) => {
      const actor = requireActor(c.var.actor)
      return c.json(await getOrder(c.var.db, actor, c.req.valid('param').id), 200)
    })
}

/** The signed-in buyer's own plan: whether it renews after its paid month. */
export function createPlanRoutes(payments: CardPayments) {
  return new Hono<AppEnv>().put('/renewal', validate('json', PlanRenewalSchema), async (c) => {
    const actor = requireActor(c.var.actor)
    const { renews } = c.req.valid('json')
    return c.json(await setPlanRenewal({ db: c.var.db, payments }, actor, renews), 200)
  })
}

/** The admins' money tools; refunds return a card payment through `payments`. */
export function createAdminOrdersRoutes(payments: CardPayments) {
  return new Hono<AppEnv>()
    .get('/orders', async (c) => {
      const actor = requireActor(c.var.actor)
      return c.json({ orders: await listAllOrders(c.var.db, actor) }, 200)
    })
    .post('/credits', validate('json', GrantCreditsSchema), async (c) => {
      const actor = requireActor(c.var.actor)
      return c.json(await grantCredits(c.var.db, actor, c.req.valid('json')), 200)
    })
    .post(
      '/orders/:id/refund',
      validate('param', OrderIdSchema),
      validate('json', RefundOrderSchema),
      async (c) => {
        const actor = requireActor(c.var.actor)
        const { id } = c.req.valid('param')
        return c.json(
          await refundOrder({ db: c.var.db, payments }, actor, id, c.req.valid('json').reason),
          200,
        )
      },
    )
    .patch(
      '/products/:id',
      validate('param', ProductIdSchema),
      validate('json', PriceChangeSchema),
      async (c) => {
        const actor = requireActor(c.var.actor)
        const { id } = c.req.valid('param')
        return c.json(await changePrice(c.var.db, actor, id, c.req.valid('json')), 200)
      },
    )
    .get('/accounts/:id/ledger', validate('param', AccountIdSchema), async (c) => {
      const actor = requireActor(c.var.actor)
      assertCan(actor, 'grant:credits')
      return c.json(await reconcile(c.var.db, c.req.valid('param').id), 200)
    })
}
