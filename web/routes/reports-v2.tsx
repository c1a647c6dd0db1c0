import type { MetaArgs } from 'react-router'
import { Page } from '../components/layout/page.tsx'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'New report (V2 beta)', path: location.pathname })
}

export default function ReportsV2() {
  return (
    <Page heading="New report (V2 beta)" lead="Analysts start a report in the new layout here." />
  )
}
