// Products, orders and the credit ledger as server and web share them: what a buyer can order,
// how an order will be paid, and the shapes of the orders API.
import { z } from 'zod'
import { normalizeApn } from './parcels.ts'
import type { ReportType } from './reports.ts'

export const PRODUCT_KINDS = ['report', 'plan', 'credit_pack'] as const
export type ProductKind = (typeof PRODUCT_KINDS)[number]

/** How an order is paid, in the order the money rules try them (PRODUCT.md, Money). */
export const PAYMENT_METHODS = ['allowance', 'bonus_credit', 'card'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** Who takes card payments: Stripe when configured, otherwise the built-in test mode. */
export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

export const ORDER_STATUSES = ['awaiting_payment', 'completed', 'cancelled', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** How an order's status reads to people. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  awaiting_payment: 'Awaiting payment',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}

export const LEDGER_KINDS = [
  'allowance_used',
  'allowance_returned',
  'allowance_reset',
  'bonus_credit_spent',
  'bonus_credit_returned',
  'bonus_credits_granted',
  'bonus_credits_bought',
  'card_payment',
  'card_refund',
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

export type Product = {
  id: string
  kind: ProductKind
  name: string
  description: string
  contents: string[]
  priceCents: number
  currency: string
  /** For report products: the type of report an order creates. */
  reportType: ReportType | null
  /** For plans: the tier the plan gives and its billing interval. */
  planTier: 'pro' | 'specialist' | null
  interval: 'month' | null
  /** For credit packs: how many bonus credits the pack adds. */
  credits: number | null
  active: boolean
}

/** How the caller's next report order would be paid, with the figures the page shows. */
export type PaymentPlan = {
  method: PaymentMethod
  allowance: number
  monthlyReportsUsed: number
  bonusCredits: number
  creditsRemaining: number
  /** The plan the buyer already has, which is not offered to them again. */
  activePlan: 'pro' | 'specialist' | null
}

export type ProductsResponse = {
  products: Product[]
  payment: PaymentPlan | null
  /** Who takes card payments: `test` means no card is ever charged. */
  cardProvider: PaymentProvider
}

export const IdempotencyKeySchema = z
  .string({ error: 'Every order needs an idempotency key.' })
  .trim()
  .min(8, 'The idempotency key must be 8 to 100 characters.')
  .max(100, 'The idempotency key must be 8 to 100 characters.')
  .regex(/^[A-Za-z0-9:_-]+$/, 'The idempotency key may hold only letters, digits, - _ and :.')

export const CreateOrderSchema = z.object({
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
})
export type CreateOrder = z.infer<typeof CreateOrderSchema>

export type OrderView = {
  id: string
  productId: string
  productName: string
  apn: string | null
  status: OrderStatus
  paymentMethod: PaymentMethod
  paymentProvider: PaymentProvider | null
  /** True when the order was completed by the built-in test payment mode: no money moved. */
  testPayment: boolean
  amountCents: number
  currency: string
  reportId: string | null
  /** Where the buyer pays, while the order awaits a card payment. */
  paymentUrl: string | null
  createdAt: string
  completedAt: string | null
}

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

/** The plan's renewal as it now stands. */
export type PlanRenewal = {
  readonly plan: 'pro' | 'specialist'
  readonly renews: boolean
  /** The end of the paid month: the plan renews then, or ends. */
  readonly periodEnd: string
}

export const PriceChangeSchema = z.object({
  priceCents: z
    .number({ error: 'The price must be a whole number of cents.' })
    .int('The price must be a whole number of cents.')
    .min(0, 'The price cannot be negative.')
    .max(10_000_000, 'The price must be under $100,000.'),
})

/** The product is the plan the buyer already has, so it is not sold to them again. */
export function isCurrentPlan(
  product: { readonly planTier: string | null },
  activePlan: PaymentPlan['activePlan'] | undefined,
): boolean {
  return product.planTier !== null && product.planTier === activePlan
}

/** "$149" or "$149.50", for a price in cents. */
export function formatPrice(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100)
}
