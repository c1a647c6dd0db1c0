import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router'
import { useState } from 'react'
import {
  earlierOrderNotice,
  formatPrice,
  isCurrentPlan,
  type EarlierOrder,
  type OrderView,
  type PaymentMethod,
  type PaymentPlan,
  type Product,
  type PaymentProvider,
} from '#common/orders.ts'
import { REPORT_TYPE_LABELS, type ReportType } from '#common/report/type-labels.ts'
import { SITE } from '#common/site.ts'
import { AppError } from '#common/errors.ts'
import { betterFitThan, type ReportOffer } from '#common/report-offers.ts'
import { zoneNotReadNotice } from '#common/zone-not-read.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { useAction } from '../../../lib/use-action.ts'
import { usePlaceOrder } from '../api/orders.ts'
import { forgetOrderKey, orderKeyFor } from '../order-key.ts'
import { formatDayInLosAngeles } from '../../../lib/format.ts'
import { paymentLine } from '../payment-line.ts'

export type CheckoutParcel = {
  apn: string
  address: string
  zone: string | null
  lotArea: string | null
  isDemo: boolean
  /** Which report types suit the lot, as the parcel card suggests them. */
  offers: readonly ReportOffer[]
  /** Whether no pathway can be named yet because the zone was not read (`zoneNotRead`). */
  zoneNotRead: 'unread' | 'unknown' | null
}

export const TEST_PAYMENT_LABEL = 'Test payment — no card is charged'

/** The product, the parcel and how it will be paid, and the one button that places the order. */
export function CheckoutPanel({
  offer,
  parcel,
}: {
  offer: {
    product: Product
    payment: PaymentPlan | null
    cardProvider: PaymentProvider
    earlierOrder: EarlierOrder | null
  }
  parcel: CheckoutParcel | null
}) {
  const { product, payment, cardProvider, earlierOrder } = offer
  // An earlier order of the same report for this parcel is named before paying again; the
  // buyer opens it, or chooses a fresh analysis and the order goes ahead as any other.
  const [freshChosen, setFreshChosen] = useState(false)
  const askFirst = earlierOrder !== null && !freshChosen
  const method: PaymentMethod =
    product.kind === 'report' && payment ? payment.method : ('card' as const)
  const testMode = method === 'card' && cardProvider === 'test'
  const alreadyHas = isCurrentPlan(product, payment?.activePlan)
  const placeOrder = usePlaceOrder()
  const { busy, error, run } = useAction()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  const submit = () =>
    run(async () => {
      try {
        const placed = await placeOrder.mutateAsync({
          productId: product.id,
          apn: parcel?.apn,
          idempotencyKey: orderKeyFor(product.id, parcel?.apn ?? null),
          expectedPayment: method,
          expectedPriceCents: product.priceCents,
        })
        if (placed.status === 'awaiting_payment' && placed.paymentUrl) {
          window.location.assign(placed.paymentUrl)
          return
        }
        forgetOrderKey(product.id, parcel?.apn ?? null)
        // The receipt lives at the order's own address, as after a card payment: a reload then
        // shows what was bought instead of offering to buy it again.
        queryClient.setQueryData(['orders', placed.id], placed)
        const search = new URLSearchParams(parcel ? { apn: parcel.apn } : {})
        search.set('order', placed.id)
        await navigate({ search: `?${search.toString()}` }, { replace: true })
      } catch (caught) {
        // The way of paying or the price changed under the buyer (another order took the last
        // credit, an admin changed the price): the page shows the new figures beside the
        // message, and the next attempt is a new order at them.
        if (caught instanceof AppError && caught.code === 'CONFLICT') {
          forgetOrderKey(product.id, parcel?.apn ?? null)
          await queryClient.invalidateQueries({ queryKey: ['products'] })
        }
        throw caught
      }
    })

  const label =
    method === 'allowance'
      ? 'Order with my monthly allowance'
      : method === 'bonus_credit'
        ? 'Order with a bonus credit'
        : testMode
          ? `Pay ${formatPrice(product.priceCents, product.currency)} (test payment)`
          : `Pay ${formatPrice(product.priceCents, product.currency)} by card`

  return (
    <Card className="flex flex-col gap-6">
      <div>
        <CardTitle>{product.name}</CardTitle>
        <p className="mt-1 text-gray-700">{product.description}</p>
        <ul className="mt-3 list-disc pl-5 text-gray-800">
          {product.contents.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="tabular mt-3 text-2xl font-semibold text-gray-900">
          {formatPrice(product.priceCents, product.currency)}
          {product.interval && <span className="text-base font-normal"> per month</span>}
        </p>
        {product.kind === 'report' && (
          <p className="mt-2 text-gray-800">
            The preliminary analysis is ready as soon as you order. {SITE.reviewPromise}
          </p>
        )}
      </div>

      {parcel && (
        <section aria-labelledby="checkout-parcel" className="border-t border-gray-200 pt-4">
          <h2 id="checkout-parcel" className="font-semibold text-gray-900">
            The parcel
          </h2>
          <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {(
              [
                ['Address', parcel.address],
                ['APN', parcel.apn],
                ['Zone', parcel.zone ?? 'Not in the records'],
                ['Lot area', parcel.lotArea ?? 'Not in the records'],
              ] as const
            ).map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm text-gray-600">{term}</dt>
                <dd className="font-medium text-gray-900">{value}</dd>
              </div>
            ))}
          </dl>
          {parcel.zoneNotRead && (
            <div role="note" className="mt-3 rounded-md border border-accent-500 bg-accent-100 p-3">
              <p className="text-gray-900">{zoneNotReadNotice(parcel.zoneNotRead, parcel.zone)}</p>
            </div>
          )}
          <BetterFit parcel={parcel} productId={product.id} />
          {parcel.isDemo && (
            <Badge tone="accent" className="mt-3">
              Demo parcel — generated, not a real property
            </Badge>
          )}
        </section>
      )}

      <section aria-labelledby="checkout-payment" className="border-t border-gray-200 pt-4">
        <h2 id="checkout-payment" className="font-semibold text-gray-900">
          Payment
        </h2>
        <p className="mt-1 text-gray-800">{paymentLine(method, payment, product, cardProvider)}</p>
        {testMode && (
          <p className="mt-2 rounded-md border-2 border-dashed border-accent-500 bg-accent-100 p-3 font-medium text-accent-700">
            {TEST_PAYMENT_LABEL}. This site runs without a card processor, so the order completes at
            once and is recorded as a test.
          </p>
        )}
      </section>

      {earlierOrder && (
        <div role="note" className="rounded-md border border-accent-500 bg-accent-100 p-4">
          <p className="font-medium text-gray-900">
            {earlierOrderNotice(formatDayInLosAngeles(earlierOrder.orderedAt))}
          </p>
          {askFirst && (
            <div className="mt-3 flex flex-wrap gap-3">
              <Link
                to={`/report/${earlierOrder.reportId}`}
                className={buttonClasses({ variant: 'primary' })}
              >
                Open it
              </Link>
              <Button variant="secondary" onClick={() => setFreshChosen(true)}>
                Order a fresh analysis
              </Button>
            </div>
          )}
        </div>
      )}

      <FormAlert tone="error">{error}</FormAlert>
      <div className="flex flex-wrap gap-3">
        {askFirst ? null : alreadyHas ? (
          <p className="w-full font-medium text-gray-900">
            You already have the {product.name} plan: nothing to pay.{' '}
            <Link to="/profile" className="text-brand-700 underline">
              See your profile
            </Link>
          </p>
        ) : (
          <Button onClick={() => void submit()} busy={busy} disabled={busy} size="lg">
            {label}
          </Button>
        )}
        {/* Back where the order began: the parcel's card, or the prices for a plan. */}
        {parcel ? (
          <Link
            to={`/?apn=${encodeURIComponent(parcel.apn)}#lookup-heading`}
            className={buttonClasses({ variant: 'ghost', size: 'lg' })}
          >
            Back to the parcel
          </Link>
        ) : (
          <Link to="/pricing" className={buttonClasses({ variant: 'ghost', size: 'lg' })}>
            Back to pricing
          </Link>
        )}
      </div>
    </Card>
  )
}

/**
 * Says so when another report type answers this lot's question better (a single-family report
 * for a commercial lot), with the way to switch; any type can still be ordered.
 */
function BetterFit({ parcel, productId }: { parcel: CheckoutParcel; productId: string }) {
  const better = betterFitThan(parcel.offers, productId as ReportType)
  if (!better) return null
  const label = REPORT_TYPE_LABELS[better.productId as ReportType]
  return (
    <div role="note" className="mt-3 rounded-md border border-accent-500 bg-accent-100 p-3">
      <p className="text-gray-900">
        The {label} suits this lot better. {better.why}
      </p>
      <Link
        to={`/checkout/${better.productId}?apn=${encodeURIComponent(parcel.apn)}`}
        className="mt-1 inline-block font-medium text-brand-700 underline"
      >
        Switch to the {label}
      </Link>
    </div>
  )
}

/** What the buyer got, and where to go next. */
export function OrderReceipt({ order, product }: { order: OrderView; product: Product }) {
  const paid =
    order.paymentMethod === 'allowance'
      ? 'Paid with your monthly allowance.'
      : order.paymentMethod === 'bonus_credit'
        ? 'Paid with a bonus credit.'
        : order.testPayment
          ? `${formatPrice(order.amountCents, order.currency)}, settled by the test payment.`
          : `${formatPrice(order.amountCents, order.currency)} paid by card.`
  if (order.status === 'awaiting_payment')
    return (
      <Card role="status" className="flex flex-col gap-3">
        <CardTitle>Waiting for the payment</CardTitle>
        <p className="text-gray-800">
          Your card payment for the {product.name} has not been confirmed yet. This page updates by
          itself as soon as it is.
        </p>
      </Card>
    )
  const method =
    order.paymentMethod === 'allowance'
      ? 'Monthly allowance'
      : order.paymentMethod === 'bonus_credit'
        ? 'Bonus credit'
        : order.testPayment
          ? 'Test payment (no card charged)'
          : 'Card'
  const receipt: Array<[string, string]> = [
    ['Order number', order.id],
    ['Date', formatDayInLosAngeles(order.completedAt ?? order.createdAt)],
    ['Product', product.name],
    ...(order.address ? [['Address', order.address] as [string, string]] : []),
    ...(order.apn ? [['APN', order.apn] as [string, string]] : []),
    ['Amount', formatPrice(order.amountCents, order.currency)],
    ['Payment method', method],
  ]
  return (
    <Card role="status" className="flex flex-col gap-4">
      <CardTitle>Thank you: your order is complete</CardTitle>
      <p className="text-gray-800">
        {product.name}. {paid}
      </p>
      <section aria-labelledby="receipt-heading" className="border-t border-gray-200 pt-4">
        <h2 id="receipt-heading" className="font-semibold text-gray-900">
          Receipt
        </h2>
        <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {receipt.map(([term, value]) => (
            <div key={term} className="min-w-0">
              <dt className="text-sm text-gray-600">{term}</dt>
              <dd className="tabular font-medium break-words text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {order.testPayment && (
        <p className="rounded-md border-2 border-dashed border-accent-500 bg-accent-100 p-3 font-medium text-accent-700">
          {TEST_PAYMENT_LABEL}: this order is recorded as a test.
        </p>
      )}
      {order.reportId ? (
        <>
          <p className="text-gray-800">
            The preliminary analysis is computed now. {SITE.reviewPromise} We have emailed you the
            details.
          </p>
          <Link
            to={`/report/${order.reportId}`}
            className={buttonClasses({ variant: 'primary', size: 'lg', className: 'self-start' })}
          >
            Open your report
          </Link>
        </>
      ) : (
        <Link
          to="/profile"
          className={buttonClasses({ variant: 'primary', size: 'lg', className: 'self-start' })}
        >
          See your plan and credits
        </Link>
      )}
    </Card>
  )
}
