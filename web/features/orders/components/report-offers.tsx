import { Link } from 'react-router'
import { formatPrice } from '#common/orders.ts'
import { reportOffers } from '#common/report-offers.ts'
import type { Analysis } from '#engine'
import { Badge } from '../../../components/ui/badge.tsx'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useProducts } from '../api/products.ts'

/** The report types a lot can be ordered as, the ones that fit it first, each with its price. */
export function ReportOffers({
  apn,
  zoneClass,
  analysis,
  signedIn,
}: {
  apn: string
  zoneClass: string | null
  analysis: Analysis | null
  signedIn: boolean
}) {
  const { data, error, isPending } = useProducts(signedIn)
  if (isPending) return <Spinner label="Loading report prices" />
  if (error || !data)
    return (
      <p role="alert" className="text-danger-700">
        Report prices could not be loaded. {error?.message}{' '}
        <Link to="/pricing" className="underline">
          See pricing
        </Link>
      </p>
    )
  const offers = reportOffers(zoneClass, analysis).sort(
    (a, b) => Number(b.suggested) - Number(a.suggested),
  )
  return (
    <ul className="mt-3 flex flex-col gap-3">
      {offers.map((offer) => {
        const product = data.products.find((p) => p.id === offer.productId)
        if (!product) return null
        return (
          <li
            key={offer.productId}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-brand-100 bg-white p-3"
          >
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
                {product.name}
                {offer.suggested && <Badge tone="eligible">Suggested for this lot</Badge>}
              </p>
              <p className="text-sm text-gray-700">{offer.why}</p>
            </div>
            <Link
              to={`/checkout/${product.id}?apn=${encodeURIComponent(apn)}`}
              className={buttonClasses({
                variant: offer.suggested ? 'primary' : 'secondary',
                size: 'sm',
              })}
            >
              {/* One piece of text: the button spaces its children apart, which left a gap
                  before the "·" wider than the one after it. */}
              <span>
                Order<span className="sr-only"> the {product.name}</span> ·{' '}
                {formatPrice(product.priceCents, product.currency)}
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
