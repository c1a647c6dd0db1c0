import type { MetaArgs } from 'react-router'
import { Page } from '../components/layout/page.tsx'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Edit report', path: location.pathname })
}

export default function EditReport() {
  return <Page heading="Edit report" lead="Adjust a report’s facts, assumptions and notes here." />
}
