import { useMemo } from 'react'
import { Link, useParams, useSearchParams, type MetaArgs } from 'react-router'
import { normalizeApn } from '#common/contracts/parcels.ts'
import { reportOffers } from '#common/report-offers.ts'
import { zoneNotRead } from '#common/zone-not-read.ts'
import { analyzeParcel } from '#engine'
import { Page } from '../components/layout/page.tsx'
import { buttonClasses } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { useOrder } from '../features/orders/api/orders.ts'
import { useProduct } from '../features/orders/api/products.ts'
import { CheckoutPanel, OrderReceipt } from '../features/orders/components/checkout-panel.tsx'
import { useParcel } from '../features/parcels/api/get-parcel.ts'
import { californiaToday } from '../lib/california-date.ts'
import { formatSqFt } from '../lib/format.ts'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Checkout', path: location.pathname })
}

/** A dead end turned into a way back: what went wrong, and where to go instead. */
function CheckoutProblem({ message }: { message: string }) {
  return (
    <Card role="alert" className="flex flex-col gap-4">
      <p className="text-danger-700">{message}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/" className={buttonClasses({ variant: 'primary' })}>
          Find a parcel
        </Link>
        <Link to="/pricing" className={buttonClasses({ variant: 'secondary' })}>
          See pricing
        </Link>
      </div>
    </Card>
  )
}

/** /checkout/{productId}?apn=…: the parcel, the product, how it will be paid, and the order. */
export default function Checkout() {
  const { productId = '' } = useParams()
  const [search] = useSearchParams()
  const rawApn = search.get('apn')
  const apn = rawApn ? normalizeApn(rawApn) : null
  const orderId = search.get('order')
  const product = useProduct(productId, apn)
  const needsParcel = product.data?.product.kind === 'report'
  const parcel = useParcel(needsParcel && apn ? apn : null)
  const returning = useOrder(orderId)
  // The lot's first analysis, so each offer says what its report would work out here.
  const analysis = useMemo(
    () =>
      parcel.data
        ? analyzeParcel({
            parcel: parcel.data.facts,
            scenario: { analysisDate: californiaToday() },
          })
        : null,
    [parcel.data],
  )

  let body
  if (product.isPending) body = <Spinner label="Loading the order" />
  else if (product.error || !product.data)
    body = (
      <CheckoutProblem
        message={product.error?.message ?? 'This product could not be loaded. Try again.'}
      />
    )
  else if (orderId) {
    body = returning.data ? (
      <OrderReceipt order={returning.data} product={product.data.product} />
    ) : returning.error ? (
      <CheckoutProblem message={returning.error.message} />
    ) : (
      <Spinner label="Loading your order" />
    )
  } else if (needsParcel && !apn)
    body = (
      <CheckoutProblem
        message={
          rawApn
            ? `"${rawApn}" is not a parcel number: an APN has 10 digits, like 4306-026-007. Find the parcel first, then choose its report.`
            : 'A report is about one parcel. Find the parcel first, then choose its report.'
        }
      />
    )
  else if (needsParcel && parcel.isPending) body = <Spinner label="Loading the parcel" />
  else if (needsParcel && (parcel.error || !parcel.data))
    body = (
      <CheckoutProblem
        message={parcel.error?.message ?? 'This parcel could not be loaded. Try again.'}
      />
    )
  else {
    const found = parcel.data
    body = (
      <CheckoutPanel
        offer={product.data}
        parcel={
          needsParcel && found
            ? {
                apn: found.apn,
                address: found.address.display ?? `Parcel ${found.apn}`,
                zone: found.zoning.zoneString,
                lotArea: found.facts.lotSf ? formatSqFt(found.facts.lotSf) : null,
                isDemo: found.isDemo,
                offers: reportOffers(found.zoning.zoneClass, analysis),
                zoneNotRead: analysis ? zoneNotRead(analysis) : null,
              }
            : null
        }
      />
    )
  }
  return (
    <Page
      heading="Checkout"
      lead={
        orderId
          ? 'Your order, and where to find what you bought.'
          : 'Check the parcel and the report, then confirm your order.'
      }
    >
      {body}
    </Page>
  )
}
