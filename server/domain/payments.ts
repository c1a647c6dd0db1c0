// Card payments behind one interface: Stripe Checkout when keys are configured, otherwise the
// built-in test mode, which completes a card order at once and marks it as a test everywhere.
import Stripe from 'stripe'
import type { PaymentProvider } from '#common/orders.ts'

export type CheckoutRequest = {
  orderId: string
  userId: string
  userEmail: string
  productName: string
  amountCents: number
  currency: string
  /** A plan is paid as a subscription; anything else once. */
  recurring: 'month' | null
  successUrl: string
  cancelUrl: string
}

export type RefundRequest = { reference: string; amountCents: number; idempotencyKey: string }

export type CardPayments = {
  readonly provider: PaymentProvider
  /**
   * Opens a hosted payment page for the order: its reference and address. Null when the
   * provider completes the payment itself (the test mode).
   */
  startCheckout(request: CheckoutRequest): Promise<{ reference: string; url: string } | null>
  /**
   * Returns the money of a completed card payment (`reference`: the one startCheckout gave).
   * Asked again with the same key, the provider makes no second refund.
   */
  refund(request: RefundRequest): Promise<void>
  /**
   * Whether the plan bought through `reference` (the one startCheckout gave) renews after its
   * paid month: false cancels it at the month's end, true takes a cancellation back. Asked
   * twice the same way, the provider changes nothing the second time.
   */
  setPlanRenewal(reference: string, renews: boolean): Promise<void>
  /**
   * Ends the plan bought through `reference` at once, without a further month (after its
   * refund). Asked again, the provider changes nothing.
   */
  endPlan(reference: string): Promise<void>
  /**
   * The provider's event in a webhook request, once its signature and timestamp check out;
   * throws otherwise. Absent when the provider sends no webhooks.
   */
  verifyWebhook?(rawBody: string, signature: string | undefined): Stripe.Event
}

/** The test mode: no card, no money, no outside service. */
export const TEST_PAYMENTS: CardPayments = {
  provider: 'test',
  startCheckout: () => Promise.resolve(null),
  refund: () => Promise.resolve(),
  setPlanRenewal: () => Promise.resolve(),
  endPlan: () => Promise.resolve(),
}

/** How old a signed webhook may be before it counts as a replay (Stripe's own default). */
export const WEBHOOK_TOLERANCE_S = 300

/**
 * Stripe Checkout: a session per order, a subscription for a plan, signed webhooks, refunds.
 * `api` points the SDK at another address than Stripe's (tests answer it on this machine).
 */
export function createStripePayments(
  keys: { secretKey: string; webhookSecret: string },
  api?: { host: string; port: number; protocol: 'http' | 'https' },
): CardPayments {
  const stripe = new Stripe(keys.secretKey, api)
  /** The subscription a plan's Checkout Session started. */
  async function subscriptionOf(reference: string): Promise<string> {
    const session = await stripe.checkout.sessions.retrieve(reference)
    const subscription = session.subscription
    if (!subscription) throw new Error(`Checkout Session ${reference} started no subscription`)
    return typeof subscription === 'string' ? subscription : subscription.id
  }
  return {
    provider: 'stripe',
    async startCheckout(request) {
      const metadata = { orderId: request.orderId, userId: request.userId }
      const session = await stripe.checkout.sessions.create({
        mode: request.recurring ? 'subscription' : 'payment',
        client_reference_id: request.orderId,
        customer_email: request.userEmail,
        metadata,
        ...(request.recurring ? { subscription_data: { metadata } } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amountCents,
              product_data: { name: request.productName },
              ...(request.recurring ? { recurring: { interval: request.recurring } } : {}),
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      })
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL')
      return { reference: session.id, url: session.url }
    },
    async refund({ reference, amountCents, idempotencyKey }) {
      // A one-off payment names its PaymentIntent on the session; a plan's first month was paid
      // through the subscription's first invoice.
      const session = await stripe.checkout.sessions.retrieve(reference, {
        expand: ['invoice.payments'],
      })
      const invoice = typeof session.invoice === 'object' ? session.invoice : null
      const paid =
        session.payment_intent ??
        invoice?.payments?.data.find((entry) => entry.payment.type === 'payment_intent')?.payment
          .payment_intent
      if (!paid) throw new Error(`Stripe holds no payment for Checkout Session ${reference}`)
      await stripe.refunds.create(
        { payment_intent: typeof paid === 'string' ? paid : paid.id, amount: amountCents },
        { idempotencyKey },
      )
    },
    async setPlanRenewal(reference, renews) {
      await stripe.subscriptions.update(await subscriptionOf(reference), {
        cancel_at_period_end: !renews,
      })
    },
    async endPlan(reference) {
      const id = await subscriptionOf(reference)
      const subscription = await stripe.subscriptions.retrieve(id)
      if (subscription.status !== 'canceled') await stripe.subscriptions.cancel(id)
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new Error('The Stripe-Signature header is missing')
      return stripe.webhooks.constructEvent(
        rawBody,
        signature,
        keys.webhookSecret,
        WEBHOOK_TOLERANCE_S,
      )
    },
  }
}
