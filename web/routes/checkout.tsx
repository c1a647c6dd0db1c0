import type { MetaArgs } from 'react-router'
import { Page } from '../components/layout/page.tsx'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Checkout', path: location.pathname })
}

export default function Checkout() {
  return <Page heading="Checkout" lead="Confirm your order and pay for your report here." />
}
