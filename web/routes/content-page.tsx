import { useLocation, type MetaArgs } from 'react-router'
import { normalisePath } from '#common/routes.ts'
import { CONTENT_PAGES } from '#content/pages.ts'
import { Page, Prose } from '../components/layout/page.tsx'
import { pageMeta } from '../lib/meta.ts'

function pageFor(pathname: string) {
  const page = CONTENT_PAGES[normalisePath(pathname)]
  if (!page) throw new Error(`No content for ${pathname}`)
  return page
}

export function meta({ location }: MetaArgs) {
  const page = pageFor(location.pathname)
  return pageMeta({ title: page.title, description: page.description, path: location.pathname })
}

/** A public article page; its prose lives in content/pages.ts. */
export default function ContentPage() {
  const page = pageFor(useLocation().pathname)
  return (
    <Page heading={page.heading} lead={page.lead}>
      <Prose sections={page.sections} />
    </Page>
  )
}
