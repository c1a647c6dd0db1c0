import { Link } from 'react-router'
import { pageMeta } from '../../lib/meta.ts'
import { buttonClasses } from '../ui/button.tsx'
import { Page } from './page.tsx'

export function notFoundMeta(path: string) {
  return pageMeta({
    title: 'Page not found',
    description: 'We could not find the page you asked for.',
    path,
  })
}

/** What any unknown address shows (the server sends it with status 404). */
export function NotFoundPage() {
  return (
    <Page
      heading="Page not found"
      lead="We could not find the page you asked for. It may have moved, or the address may be mistyped."
    >
      <div className="flex flex-wrap gap-3">
        <Link to="/" className={buttonClasses()}>
          Go to the home page
        </Link>
        <Link to="/blog" className={buttonClasses({ variant: 'secondary' })}>
          Read the guides
        </Link>
      </div>
    </Page>
  )
}
