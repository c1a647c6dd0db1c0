import { Link, useParams, type MetaArgs } from 'react-router'
import { DIGEST_FREQUENCY_LABELS } from '#common/contracts/watch.ts'
import { Page } from '../components/layout/page.tsx'
import { Button, buttonClasses } from '../components/ui/button.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { useUnsubscribe, useUnsubscribeLink } from '../features/watch/api/digest.ts'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Stop emails', path: location.pathname })
}

/**
 * What an email's unsubscribe link opens, with no session needed (decision 401): whose emails it
 * stops and a button that stops them at once. A forged or expired link gets a page that says so,
 * and nothing changes. The stop is a button, not the opening of the page, so a mail scanner that
 * follows every link unsubscribes nobody.
 */
export default function UnsubscribePage() {
  const { token = '' } = useParams()
  const link = useUnsubscribeLink(token)
  const stop = useUnsubscribe(token)
  if (link.isPending)
    return (
      <Page heading="Stop emails about your watched lots">
        <Spinner label="Checking your link" />
      </Page>
    )
  if (link.isError)
    return (
      <Page heading="This link does not work">
        <div className="flex flex-col items-start gap-4">
          <p role="alert" className="text-gray-800">
            {link.error.message}
          </p>
          <Link to="/profile#watch-emails" className={buttonClasses({ variant: 'secondary' })}>
            Choose your emails in your profile
          </Link>
        </div>
      </Page>
    )
  const { email, frequency } = link.data
  if (frequency === 'never')
    return (
      <Page heading="You will get no more of these emails">
        <div className="flex flex-col items-start gap-4">
          <p className="text-gray-800">
            We will not email {email} about changes on its watched lots. The changes still show on
            your watch page when you sign in.
          </p>
          <Link to="/profile#watch-emails" className={buttonClasses({ variant: 'secondary' })}>
            Turn them back on in your profile
          </Link>
        </div>
      </Page>
    )
  return (
    <Page heading="Stop emails about your watched lots">
      <div className="flex flex-col items-start gap-4">
        <p className="text-gray-800">
          When a figure moves on one of its watched lots, {email} is emailed:{' '}
          {DIGEST_FREQUENCY_LABELS[frequency]}. Stop these emails here; you do not need to sign in.
        </p>
        {stop.isError && (
          <p role="alert" className="text-danger-700">
            {stop.error.message}
          </p>
        )}
        <Button onClick={() => stop.mutate()} disabled={stop.isPending}>
          {stop.isPending ? 'Stopping…' : 'Stop these emails'}
        </Button>
      </div>
    </Page>
  )
}
