import { Link } from 'react-router'
import {
  formatPrice,
  isCurrentPlan,
  priceInWords,
  type Product,
  type ProductsResponse,
} from '#common/orders.ts'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { useProducts } from '../api/products.ts'
import { allowanceInWords, paymentLine } from '../payment-line.ts'

const GROUPS = [
  {
    kind: 'report',
    heading: 'Report prices',
    lead: 'Pay once for one parcel. Find the parcel on the home page and order from its card.',
  },
  {
    kind: 'plan',
    heading: 'Plan prices',
    lead: 'A set number of reports every month for one monthly price, and bonus credits on top when you need more.',
  },
  {
    kind: 'credit_pack',
    heading: 'Bonus credit packs',
    lead: 'Each credit pays for one report of any type, whenever you like.',
  },
] as const

/**
 * Each kind's card height, given to the cards and to their stand-ins while the prices load, so
 * the page does not jump when they arrive (it did: Lighthouse measured a layout shift of 0.52).
 * Measured on the launch products at phone and desktop widths, rounded up; a longer card grows.
 */
const CARD_HEIGHT = {
  report: 'min-h-[28rem] md:min-h-[31rem]',
  plan: 'min-h-[22rem]',
  credit_pack: 'min-h-[20rem]',
} as const satisfies Record<(typeof GROUPS)[number]['kind'], string>

type CardKind = (typeof GROUPS)[number]['kind']
type CardProduct = Product & { kind: CardKind }

/** How many stand-ins each group shows while loading: the launch catalogue's counts. */
const EXPECTED_CARDS = { report: 3, plan: 2, credit_pack: 2 } as const

function ProductCard({ product, offer }: { product: CardProduct; offer: ProductsResponse }) {
  const cover =
    product.kind === 'report' && offer.payment && offer.payment.method !== 'card'
      ? paymentLine(offer.payment.method, offer.payment, product, offer.cardProvider)
      : null
  const current = isCurrentPlan(product, offer.payment?.activePlan)
  const action =
    product.kind === 'report'
      ? { to: '/', label: 'Find a parcel to order' }
      : current
        ? { to: '/profile', label: 'Your current plan: see your profile' }
        : { to: `/checkout/${product.id}`, label: product.kind === 'plan' ? 'Subscribe' : 'Buy' }
  return (
    <Card
      className={`flex flex-col gap-3 ${CARD_HEIGHT[product.kind]}`}
      aria-labelledby={`product-${product.id}`}
    >
      <CardTitle id={`product-${product.id}`}>{product.name}</CardTitle>
      <p className="tabular text-3xl font-semibold text-gray-900">
        {formatPrice(product.priceCents, product.currency)}
        {product.interval && <span className="text-base font-normal"> per month</span>}
      </p>
      <p className="text-gray-700">{product.description}</p>
      <ul className="list-disc pl-5 text-gray-800">
        {product.contents.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {cover && <p className="rounded-md bg-eligible-50 p-2 text-eligible-700">{cover}</p>}
      <Link
        to={action.to}
        className={buttonClasses({
          variant: current ? 'secondary' : 'primary',
          className: 'mt-auto self-start',
        })}
      >
        {action.label}
      </Link>
    </Card>
  )
}

/** Every product on sale, grouped, with what a signed-in buyer's allowance and credits cover. */
export function PricingCards({ signedIn }: { signedIn: boolean }) {
  const { data, error, isPending } = useProducts(signedIn)
  if (error || (!isPending && !data))
    return (
      <p role="alert" className="text-danger-700">
        Prices could not be loaded. {error?.message} Reload the page to try again.
      </p>
    )
  return (
    <div className="flex flex-col gap-12">
      {/* Said to screen readers only: the card stand-ins show it, in the cards' own place. */}
      {isPending && (
        <p role="status" className="sr-only">
          Loading prices
        </p>
      )}
      {data?.payment && (
        <p className="rounded-md bg-brand-50 p-4 text-brand-900">
          {allowanceInWords(data.payment, data.cardProvider)}
        </p>
      )}
      {GROUPS.map((group) => (
        <section key={group.kind} aria-labelledby={`pricing-${group.kind}`}>
          <h2 id={`pricing-${group.kind}`} className="text-2xl font-semibold text-gray-900">
            {group.heading}
          </h2>
          <p className="mt-1 text-gray-700">{group.lead}</p>
          <div className="mt-5 grid gap-6 md:grid-cols-3">
            {data
              ? data.products
                  .filter((product): product is CardProduct => product.kind === group.kind)
                  .map((product) => <ProductCard key={product.id} product={product} offer={data} />)
              : Array.from({ length: EXPECTED_CARDS[group.kind] }, (_, index) => (
                  <div
                    key={index}
                    aria-hidden="true"
                    className={`animate-pulse rounded-lg border border-gray-200 bg-gray-50 ${CARD_HEIGHT[group.kind]}`}
                  />
                ))}
          </div>
        </section>
      ))}
      {data && <UsagePrices products={data.products.filter((p) => p.kind === 'usage')} />}
    </div>
  )
}

/** What Find Lots downloads and API calls spend from bonus credits (decision 416). */
function UsagePrices({ products }: { products: Product[] }) {
  if (products.length === 0) return null
  return (
    <section aria-labelledby="pricing-usage">
      <h2 id="pricing-usage" className="text-2xl font-semibold text-gray-900">
        Find Lots downloads and the API
      </h2>
      <p className="mt-1 text-gray-700">
        Screening the city on Find Lots is free. Larger downloads and API calls past the free ones
        spend bonus credits, bought above.
      </p>
      <ul className="mt-5 grid gap-6 md:grid-cols-2">
        {products.map((product) => (
          <li
            key={product.id}
            className="flex flex-col gap-2 rounded-lg border border-gray-200 p-5"
          >
            <p className="text-lg font-semibold text-gray-900">
              {product.name}: <span className="tabular">{priceInWords(product)}</span>
            </p>
            <p className="text-gray-700">{product.description}</p>
            <ul className="list-disc pl-5 text-gray-800">
              {product.contents.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}
