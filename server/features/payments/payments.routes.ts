import { Hono } from 'hono'
import { AppError } from '#common/errors.ts'
import type { CardPayments } from '../../domain/payments.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { handleStripeEvent } from './payments.service.ts'

/**
 * Stripe's webhook. The signature is checked over the raw body exactly as it arrived (never
 * re-serialised JSON); a bad signature, a stale timestamp or an event we do not handle is
 * refused with 400 and logged, and nothing changes.
 */
export function createPaymentsRoutes(payments: CardPayments) {
  return new Hono<AppEnv>().post('/stripe/webhook', async (c) => {
    const verify = payments.verifyWebhook
    if (!verify)
      throw new AppError('NOT_FOUND', 'Card payments are in test mode: Stripe is not configured.')
    const rawBody = await c.req.text()
    let event
    try {
      event = verify(rawBody, c.req.header('stripe-signature'))
    } catch (error) {
      c.var.logger.warn('stripe webhook refused', {
        requestId: c.var.requestId,
        reason: error instanceof Error ? error.message : String(error),
      })
      throw new AppError('INVALID_INPUT', 'The webhook signature does not verify.')
    }
    try {
      const outcome = await handleStripeEvent(
        { db: c.var.db, queue: c.var.queue, logger: c.var.logger },
        event,
      )
      c.var.logger.info('stripe webhook handled', {
        eventId: event.id,
        type: event.type,
        ...outcome,
      })
      return c.json({ received: true, ...outcome }, 200)
    } catch (error) {
      if (error instanceof AppError && error.code !== 'INTERNAL')
        c.var.logger.warn('stripe webhook refused', {
          eventId: event.id,
          type: event.type,
          reason: error.message,
        })
      throw error
    }
  })
}
