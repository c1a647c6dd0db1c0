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

/**
 * What the buyer's monthly allowance and bonus credits still cover, in a sentence; what is left is
 * paid as `paymentLine` says, by card only when a card processor takes it.
 */
export function allowanceInWords(plan: PaymentPlan, cardProvider: PaymentProvider): string {
  const { allowance, monthlyReportsUsed, bonusCredits, creditsRemaining } = plan
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
  if (allowance === 0 && bonusCredits === 0)
    return `Your plan has no monthly reports and you have no bonus credits: each report is ${cardProvider === 'test' ? 'settled by the test payment' : 'paid by card'}, at the price shown.`
  const parts = [
    ...(allowance > 0 ? [`${monthlyReportsUsed} of ${allowance} monthly reports used`] : []),
    ...(bonusCredits > 0 ? [plural(bonusCredits, 'bonus credit')] : []),
  ]
  const left = creditsRemaining === 0 ? 'no reports' : plural(creditsRemaining, 'report')
  return `You have ${left} to use: ${parts.join(', ')}.`
}
