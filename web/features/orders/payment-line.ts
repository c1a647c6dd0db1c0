// How an order will be paid, in the buyer's words: the checkout and the pricing page both say
// it, and the pricing page should not load the checkout to do so.
import { formatPrice, type PaymentMethod, type PaymentPlan, type Product } from '#common/orders.ts'

/** How the order will be paid, in the buyer's words. */
export function paymentLine(
  method: PaymentMethod,
  plan: PaymentPlan | null,
  product: Product,
): string {
  if (method === 'allowance' && plan)
    return `Uses one of your monthly reports: report ${plan.monthlyReportsUsed + 1} of ${plan.allowance} this month.`
  if (method === 'bonus_credit' && plan)
    return `Uses 1 of your ${plan.bonusCredits} bonus ${plan.bonusCredits === 1 ? 'credit' : 'credits'}.`
  return `${formatPrice(product.priceCents, product.currency)}${product.interval ? ' per month' : ''}, paid by card.`
}
