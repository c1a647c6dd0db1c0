import type { MetaArgs } from 'react-router'
import { NotFoundPage, notFoundMeta } from '../components/layout/not-found-page.tsx'

export function meta({ location }: MetaArgs) {
  return notFoundMeta(location.pathname)
}

export default NotFoundPage
