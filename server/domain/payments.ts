// Card payments behind one interface: Stripe Checkout when keys are configured, otherwise the
// built-in test mode, which completes a card order at once and marks it as a test everywhere.
import type { PaymentProvider } from '#common/contracts/orders.ts'

export type CheckoutRequest = {
  orderId: string
  userEmail: string
  productName: string
  amountCents: number
  currency: string
  /** A plan is paid as a subscription; anything else once. */
  recurring: 'month' | null
  successUrl: string
  cancelUrl: string
}

export type CardPayments = {
  readonly provider: PaymentProvider
  /**
   * Opens a hosted payment page for the order: its reference and address. Null when the
   * provider completes the payment itself (the test mode).
   */
  startCheckout(request: CheckoutRequest): Promise<{ reference: string; url: string } | null>
}

/** The test mode: no card, no money, no outside service. */
export const TEST_PAYMENTS: CardPayments = {
  provider: 'test',
  startCheckout: () => Promise.resolve(null),
}
