import type { MetaArgs } from 'react-router'
import { Page } from '../components/layout/page.tsx'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Report', path: location.pathname })
}

export default function Report() {
  return <Page heading="Report" lead="The report you opened appears here." />
}
