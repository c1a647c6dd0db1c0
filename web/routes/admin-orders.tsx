import type { MetaArgs } from 'react-router'
import { Page } from '../components/layout/page.tsx'
import { AdminOnly } from '../features/accounts/components/admin-only.tsx'
import {
  GrantCreditsForm,
  OrdersList,
  PaymentModeNotice,
  PriceList,
} from '../features/orders/components/admin-money.tsx'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Orders, credits and prices', path: location.pathname })
}

/** Admins grant bonus credits, refund orders and change prices (the server enforces it). */
export default function AdminOrders() {
  return (
    <Page
      heading="Orders, credits and prices"
      lead="Credits granted and refunds go into the ledger with who made them and why. A new price applies to orders placed from then on."
      width="wide"
    >
      <AdminOnly>
        <div className="flex flex-col gap-12">
          <PaymentModeNotice />
          <GrantCreditsForm />
          <OrdersList />
          <PriceList />
        </div>
      </AdminOnly>
    </Page>
  )
}
