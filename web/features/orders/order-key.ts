// The idempotency key of the order a checkout page is about to place: kept in localStorage per
// product and parcel, so a double click, a refresh or a second tab all place the same order.
const PREFIX = 'lotwise:order-key:'

function storageKey(productId: string, apn: string | null) {
  return `${PREFIX}${productId}:${apn ?? ''}`
}

export function orderKeyFor(productId: string, apn: string | null): string {
  const name = storageKey(productId, apn)
  const existing = localStorage.getItem(name)
  if (existing) return existing
  const key = `checkout-${crypto.randomUUID()}`
  localStorage.setItem(name, key)
  return key
}

/** After an order completes, the next checkout of the same thing is a new order. */
export function forgetOrderKey(productId: string, apn: string | null) {
  localStorage.removeItem(storageKey(productId, apn))
}
