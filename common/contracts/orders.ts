// The orders API's wire schemas; what they carry (products, payments, orders) is in
// common/orders.ts.
import { z } from 'zod'
import { PAYMENT_METHODS } from '../orders.ts'
import { normalizeApn } from './parcels.ts'

export const IdempotencyKeySchema = z
  .string({ error: 'Every order needs an idempotency key.' })
  .trim()
  .min(8, 'The idempotency key must be 8 to 100 characters.')
  .max(100, 'The idempotency key must be 8 to 100 characters.')
  .regex(/^[A-Za-z0-9:_-]+$/, 'The idempotency key may hold only letters, digits, - _ and :.')

export const CreateOrderSchema = z
  .object({
    productId: z
      .string({ error: 'Choose a product to order.' })
      .trim()
      .min(1, 'Choose a product to order.'),
    apn: z
      .string()
      .refine((value) => normalizeApn(value) !== null, {
        error: 'An APN has 10 digits, written like 4306-026-007 or 4306026007.',
      })
      .optional(),
    idempotencyKey: IdempotencyKeySchema,
    /**
     * The payment the buyer saw and agreed to. When the money has moved since (another order took
     * the last credit), the order is refused rather than paid another way.
     */
    expectedPayment: z.enum(PAYMENT_METHODS, {
      error: 'Say how you expect to pay: allowance, bonus_credit or card.',
    }),
    /**
     * The price in cents the buyer saw, for a card payment: if it has changed since, the order is
     * refused with the new price rather than charged at a price they did not agree to.
     */
    expectedPriceCents: z
      .number({ error: 'The price you saw must be a whole number of cents.' })
      .int('The price you saw must be a whole number of cents.')
      .min(0, 'The price you saw must be a whole number of cents.')
      .optional(),
  })
  .refine((order) => order.expectedPayment !== 'card' || order.expectedPriceCents !== undefined, {
    path: ['expectedPriceCents'],
    error: 'Say the price you saw (in cents) before paying by card.',
  })
export type CreateOrder = z.infer<typeof CreateOrderSchema>

export const GrantCreditsSchema = z.object({
  email: z.email('Enter the email address of an account.'),
  credits: z
    .number({ error: 'Credits must be a whole number from 1 to 100.' })
    .int('Credits must be a whole number from 1 to 100.')
    .min(1, 'Credits must be a whole number from 1 to 100.')
    .max(100, 'Credits must be a whole number from 1 to 100.'),
  reason: z
    .string({ error: 'Give a reason for the grant.' })
    .trim()
    .min(3, 'Give a reason for the grant (3 characters or more).')
    .max(500, 'Keep the reason under 500 characters.'),
  idempotencyKey: IdempotencyKeySchema,
})
export type GrantCredits = z.infer<typeof GrantCreditsSchema>

export const RefundOrderSchema = z.object({
  reason: z
    .string({ error: 'Give a reason for the refund.' })
    .trim()
    .min(3, 'Give a reason for the refund (3 characters or more).')
    .max(500, 'Keep the reason under 500 characters.'),
})

/** Whether the buyer's plan renews after its paid month (PUT /api/plan/renewal). */
export const PlanRenewalSchema = z.object({
  renews: z.boolean({ error: 'Say whether the plan renews: true or false.' }),
})

/** A new price: in cents, or for a download or API calls (usage), in bonus credits. */
export const PriceChangeSchema = z
  .object({
    priceCents: z
      .number({ error: 'The price must be a whole number of cents.' })
      .int('The price must be a whole number of cents.')
      .min(0, 'The price cannot be negative.')
      .max(10_000_000, 'The price must be under $100,000.')
      .optional(),
    credits: z
      .number({ error: 'The price must be a whole number of bonus credits from 1 to 100.' })
      .int('The price must be a whole number of bonus credits from 1 to 100.')
      .min(1, 'The price must be a whole number of bonus credits from 1 to 100.')
      .max(100, 'The price must be a whole number of bonus credits from 1 to 100.')
      .optional(),
  })
  .refine((change) => (change.priceCents === undefined) !== (change.credits === undefined), {
    message: 'Give the new price either in cents or in bonus credits.',
  })
