import { useState, type FormEvent } from 'react'
import { toast } from '../../../lib/toast.ts'
import { formatPrice, ORDER_STATUS_LABELS, priceInWords, type Product } from '#common/orders.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextField } from '../../../components/ui/input.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { formatDateTimeInLosAngeles } from '../../../lib/format.ts'
import { useAction } from '../../../lib/use-action.ts'
import { useAllOrders, useChangePrice, useGrantCredits, useRefundOrder } from '../api/admin.ts'
import { useProducts } from '../api/products.ts'

/** An admin grants bonus credits to an account, with the reason the ledger keeps. */
export function GrantCreditsForm() {
  const grant = useGrantCredits()
  const { busy, error, run } = useAction()
  const [done, setDone] = useState<string | null>(null)
  const [key, setKey] = useState(() => `grant-${crypto.randomUUID()}`)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = String(form.get('email') ?? '')
    setDone(null)
    void run(async () => {
      const result = await grant.mutateAsync({
        email,
        credits: Number(form.get('credits')),
        reason: String(form.get('reason') ?? ''),
        idempotencyKey: key,
      })
      setDone(`${email} now has ${result.bonusCredits} bonus credits.`)
      setKey(`grant-${crypto.randomUUID()}`)
    })
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="grant-heading">
      <h2 id="grant-heading" className="text-xl font-semibold text-gray-900">
        Grant bonus credits
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Account email" name="email" type="email" required />
        <TextField label="Credits" name="credits" type="number" min={1} max={100} required />
        <TextField label="Reason" name="reason" required minLength={3} />
      </div>
      <FormAlert tone="error">{error}</FormAlert>
      <FormAlert tone="success">{done}</FormAlert>
      <Button type="submit" busy={busy} disabled={busy} className="self-start">
        Grant credits
      </Button>
    </form>
  )
}

function PriceRow({ product }: { product: Product }) {
  const change = useChangePrice()
  const { busy, error, run } = useAction()
  // Downloads and API calls (usage) are priced in bonus credits, everything else in dollars.
  const usage = product.kind === 'usage'
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const price = Number(new FormData(event.currentTarget).get('price'))
    void run(async () => {
      await change.mutateAsync(
        usage
          ? { id: product.id, credits: price }
          : { id: product.id, priceCents: Math.round(price * 100) },
      )
    })
  }
  return (
    <li className="flex flex-col gap-2 border-b border-gray-200 py-3">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <p className="min-w-48 flex-1 font-medium text-gray-900">
          {product.name}{' '}
          <span className="text-sm font-normal text-gray-600">now {priceInWords(product)}</span>
        </p>
        <TextField
          // The same visible label on every row keeps the fields in one column; screen
          // readers still hear which product each one prices.
          label={
            <>
              New price<span className="sr-only"> of {product.name}</span> in{' '}
              {usage ? 'credits' : 'dollars'}
            </>
          }
          className="w-44"
          name="price"
          type="number"
          min={usage ? 1 : 0}
          step={usage ? '1' : '0.01'}
          defaultValue={usage ? (product.credits ?? 1) : (product.priceCents / 100).toFixed(2)}
          required
        />
        <Button type="submit" variant="secondary" busy={busy} disabled={busy}>
          Save price
        </Button>
      </form>
      <FormAlert tone="error">{error}</FormAlert>
    </li>
  )
}

/** Says plainly when card orders are taken without money, so no one mistakes tests for sales. */
export function PaymentModeNotice() {
  const { data } = useProducts(true)
  if (data?.cardProvider !== 'test') return null
  return (
    <p role="status" className="rounded-md bg-accent-100 p-4 text-gray-900">
      <strong>Card payments are in test mode.</strong> Card orders complete at once without charging
      anything, and each is marked as a test payment. Set the Stripe keys to take real payments.
    </p>
  )
}

/** Every product's price, changed here without a deploy; placed orders keep their price. */
export function PriceList() {
  const { data, error, isPending } = useProducts(true)
  if (isPending) return <Spinner label="Loading prices" />
  if (error || !data)
    return (
      <p role="alert" className="text-danger-700">
        {error?.message}
      </p>
    )
  return (
    <section aria-labelledby="prices-heading">
      <h2 id="prices-heading" className="text-xl font-semibold text-gray-900">
        Prices
      </h2>
      <ul>
        {data.products.map((product) => (
          <PriceRow key={product.id} product={product} />
        ))}
      </ul>
    </section>
  )
}

function RefundButton({ id }: { id: string }) {
  const refund = useRefundOrder()
  const { busy, error, run } = useAction()
  const [reason, setReason] = useState('')
  return (
    <div className="flex flex-wrap items-end gap-2">
      <TextField
        label="Refund reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button
        variant="danger"
        size="sm"
        busy={busy}
        disabled={busy || reason.trim().length < 3}
        onClick={() =>
          void run(async () => {
            const refunded = await refund.mutateAsync({ id, reason })
            // The row loses this button once refunded, so the summary outlives it as a toast.
            toast.success(refunded.refundSummary)
          })
        }
      >
        Refund
      </Button>
      <FormAlert tone="error">{error}</FormAlert>
    </div>
  )
}

/** The newest orders of every buyer, with a refund for completed ones. */
export function OrdersList() {
  const { data, error, isPending } = useAllOrders()
  if (isPending) return <Spinner label="Loading orders" />
  if (error || !data)
    return (
      <p role="alert" className="text-danger-700">
        {error?.message}
      </p>
    )
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-3">
      <h2 id="orders-heading" className="text-xl font-semibold text-gray-900">
        Recent orders
      </h2>
      {data.length === 0 ? (
        <p className="text-gray-700">No orders yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.map((order) => (
            <li key={order.id} className="rounded-lg border border-gray-200 bg-white p-4">
              <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
                {order.productName}
                <Badge tone={order.status === 'refunded' ? 'danger' : 'neutral'}>
                  {ORDER_STATUS_LABELS[order.status]}
                </Badge>
                {order.testPayment && <Badge tone="accent">Test payment</Badge>}
              </p>
              <p className="text-sm text-gray-700">
                {order.buyerEmail ?? 'deleted account'} ·{' '}
                {formatDateTimeInLosAngeles(order.createdAt)} ·{' '}
                {order.paymentMethod === 'card'
                  ? formatPrice(order.amountCents, order.currency)
                  : order.paymentMethod === 'allowance'
                    ? 'monthly allowance'
                    : 'bonus credit'}
                {order.apn ? ` · APN ${order.apn}` : ''}
              </p>
              {order.status === 'completed' && <RefundButton id={order.id} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
