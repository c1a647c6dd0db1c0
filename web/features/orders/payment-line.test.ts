import { describe, expect, it } from 'vitest'
import type { PaymentPlan, Product } from '#common/orders.ts'
import { allowanceInWords, paymentLine } from './payment-line.ts'

const REPORT: Product = {
  id: 'multifamily_development',
  kind: 'report',
  name: 'Multifamily Development Report',
  description: 'Every pathway priced.',
  contents: [],
  priceCents: 39_900,
  currency: 'usd',
  reportType: 'multifamily_development',
  planTier: null,
  interval: null,
  credits: null,
  freeUnits: null,
  unitSize: null,
  active: true,
}
const PLAN: Product = {
  ...REPORT,
  id: 'pro_monthly',
  kind: 'plan',
  priceCents: 29_900,
  interval: 'month',
  reportType: null,
  planTier: 'pro',
}

describe('paymentLine', () => {
  it('says a price is paid by card only when a card processor takes it', () => {
    expect(paymentLine('card', null, REPORT, 'stripe')).toBe('$399, paid by card.')
    expect(paymentLine('card', null, PLAN, 'stripe')).toBe('$299 per month, paid by card.')
  })

  it('says the test payment settles it, never that a card pays, when no card is charged', () => {
    expect(paymentLine('card', null, REPORT, 'test')).toBe('$399, settled by the test payment.')
    expect(paymentLine('card', null, PLAN, 'test')).toBe(
      '$299 per month, settled by the test payment.',
    )
  })
})

describe('allowanceInWords', () => {
  const NOTHING_LEFT: PaymentPlan = {
    method: 'card',
    allowance: 0,
    monthlyReportsUsed: 0,
    bonusCredits: 0,
    creditsRemaining: 0,
    activePlan: null,
  }

  it('says reports are paid by card only when a card processor takes them', () => {
    expect(allowanceInWords(NOTHING_LEFT, 'stripe')).toBe(
      'Your plan has no monthly reports and you have no bonus credits: each report is paid by card, at the price shown.',
    )
    expect(allowanceInWords(NOTHING_LEFT, 'test')).toBe(
      'Your plan has no monthly reports and you have no bonus credits: each report is settled by the test payment, at the price shown.',
    )
  })
})
