import { describe, expect, it } from 'vitest'
import type { Product } from '#common/orders.ts'
import { paymentLine } from './payment-line.ts'

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
