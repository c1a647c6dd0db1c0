import { Hono } from 'hono'
import { AppError } from '#common/errors.ts'
import type { CardPayments } from '../../domain/payments.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { eventLabel, handleStripeEvent } from './payments.service.ts'

/**
 * Stripe's webhook. The signature is checked over the raw body exactly as it arrived (never
 * re-serialised JSON); a bad signature or a stale timestamp is refused with 400 and logged, and
 * nothing changes. A verified event we do not handle, or whose shape we do not expect, is
 * acknowledged with 200 and logged: Stripe retries every 5xx, and a retry would not change it.
 * Only a failure on our side (the database) answers 5xx, so that Stripe delivers it again.
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
    const outcome = await handleStripeEvent(
      { db: c.var.db, queue: c.var.queue, logger: c.var.logger },
      event,
    )
    const fields = { requestId: c.var.requestId, ...eventLabel(event), ...outcome }
    if (outcome.ignored) c.var.logger.warn('stripe webhook ignored', fields)
    else c.var.logger.info('stripe webhook handled', fields)
    return c.json({ received: true, ...outcome }, 200)
  })
}
