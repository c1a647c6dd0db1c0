// How an order will be paid, in the buyer's words: the checkout and the pricing page both say
// it, and the pricing page should not load the checkout to do so.
import {
  formatPrice,
  type PaymentMethod,
  type PaymentPlan,
  type PaymentProvider,
  type Product,
} from '#common/orders.ts'

/**
 * How the order will be paid, in the buyer's words. The test payment charges no card, so a price
 * paid through it is not said to be paid by card (the receipt says "settled by the test payment").
 */
export function paymentLine(
  method: PaymentMethod,
  plan: PaymentPlan | null,
  product: Product,
  cardProvider: PaymentProvider,
): string {
  if (method === 'allowance' && plan)
    return `Uses one of your monthly reports: report ${plan.monthlyReportsUsed + 1} of ${plan.allowance} this month.`
  if (method === 'bonus_credit' && plan)
    return `Uses 1 of your ${plan.bonusCredits} bonus ${plan.bonusCredits === 1 ? 'credit' : 'credits'}.`
  const price = `${formatPrice(product.priceCents, product.currency)}${product.interval ? ' per month' : ''}`
  return cardProvider === 'test'
    ? `${price}, settled by the test payment.`
    : `${price}, paid by card.`
}
