import type { MetaArgs } from 'react-router'
import { Page } from '../components/layout/page.tsx'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Your reports', path: location.pathname })
}

export default function Reports() {
  return <Page heading="Your reports" lead="Reports you order appear here, newest first." />
}
