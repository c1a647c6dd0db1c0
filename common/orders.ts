// Products, orders and the credit ledger as server and web share them: what a buyer can order,
// how an order will be paid, and how it reads. Apart from the API's schemas
// (common/contracts/orders.ts), so pages that show prices do not load the validation library.
import type { ReportType } from './report/type-labels.ts'

/** `usage`: what screens' exports and API calls spend from bonus credits (decision 416). */
export const PRODUCT_KINDS = ['report', 'plan', 'credit_pack', 'usage'] as const
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
  /** A refunded credit pack's credits that were not spent yet. */
  'bonus_credits_withdrawn',
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
  /** For credit packs: how many bonus credits the pack adds; for usage: what one charge spends. */
  credits: number | null
  /** For usage: rows of an export, or API calls a month, that cost nothing. */
  freeUnits: number | null
  /** For usage: API calls one charge pays for beyond the free ones. */
  unitSize: number | null
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

/**
 * The buyer's own earlier order of the same report for the same parcel, which the checkout
 * names before they pay again (decision 385).
 */
export type EarlierOrder = {
  orderId: string
  /** The report it made; the notice opens it. */
  reportId: string
  /** When it was ordered (its completion), as an instant. */
  orderedAt: string
}

/** The notice's words, as the issue gives them, with the day of the earlier order. */
export function earlierOrderNotice(day: string): string {
  return `You ordered this report on ${day}: open it, or order a fresh analysis`
}

export type ProductsResponse = {
  products: Product[]
  payment: PaymentPlan | null
  /** Who takes card payments: `test` means no card is ever charged. */
  cardProvider: PaymentProvider
}

export type OrderView = {
  id: string
  productId: string
  productName: string
  apn: string | null
  /** The parcel's address as it was ordered; null for a plan or credits. */
  address: string | null
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

/** The plan's renewal as it now stands. */
export type PlanRenewal = {
  readonly plan: 'pro' | 'specialist'
  readonly renews: boolean
  /** The end of the paid month: the plan renews then, or ends. */
  readonly periodEnd: string
}

/** The product is the plan the buyer already has, so it is not sold to them again. */
export function isCurrentPlan(
  product: { readonly planTier: string | null },
  activePlan: PaymentPlan['activePlan'] | undefined,
): boolean {
  return product.planTier !== null && product.planTier === activePlan
}

/** "$149" or "$149.50", for a price in cents. */
/** A product's price as the pricing page says it: money, or for usage, bonus credits. */
export function priceInWords(
  product: Pick<Product, 'kind' | 'priceCents' | 'currency' | 'credits'>,
): string {
  if (product.kind !== 'usage') return formatPrice(product.priceCents, product.currency)
  const credits = product.credits ?? 0
  return `${credits} bonus ${credits === 1 ? 'credit' : 'credits'}`
}

export function formatPrice(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100)
}
