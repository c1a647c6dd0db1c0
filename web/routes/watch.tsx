import { useEffect } from 'react'
import { Link, type MetaArgs } from 'react-router'
import { toast } from '../lib/toast.ts'
import type { Watch, WatchChange } from '#common/contracts/watch.ts'
import { Page } from '../components/layout/page.tsx'
import { Badge } from '../components/ui/badge.tsx'
import { Button, buttonClasses } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { useMarkChangesSeen, useRemoveWatch, useWatches } from '../features/watch/api/watches.ts'
import { DifferenceList } from '../features/watch/components/difference-list.tsx'
import { formatDate, formatDayInLosAngeles } from '../lib/format.ts'
import { pageMeta } from '../lib/meta.ts'
import { LoadFailed } from '../components/ui/load-failed.tsx'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Your watched lots', path: location.pathname })
}

/** The reader's watched lots, the lot with the newest change first, each change old beside new. */
export default function WatchPage() {
  const watches = useWatches()
  const seen = useMarkChangesSeen()
  const unseen = watches.data?.unseen ?? 0
  // Opening the page is reading the changes: the count elsewhere drops to zero.
  useEffect(() => {
    if (unseen > 0 && !seen.isPending) seen.mutate()
  }, [unseen, seen])

  return (
    <Page
      heading="Your watched lots"
      lead="When a law comes into force, the City’s maps change or a lot’s records are corrected, we run your lots again and list here what changed, figure by figure."
      width="wide"
    >
      {watches.isPending ? (
        <Spinner label="Loading your watched lots" />
      ) : watches.isError ? (
        <LoadFailed onRetry={() => void watches.refetch()}>
          We could not load your watched lots. {watches.error.message}
        </LoadFailed>
      ) : watches.data.watches.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-gray-700">
            You watch no lots yet. Look a lot up and choose “Watch this lot”; the lots of your
            reports are watched for you.
          </p>
          <Link to="/" className={buttonClasses()}>
            Look up a lot
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {watches.data.watches.map((watch) => (
            <li key={watch.id}>
              <WatchedLot watch={watch} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  )
}

const SAVED_FROM: Readonly<Record<Watch['source'], string>> = {
  card: 'Saved from the lot’s card',
  report: 'Watched for your report',
  screen: 'Saved from Find Lots',
  map: 'Saved from the map',
}

function WatchedLot({ watch }: { watch: Watch }) {
  const remove = useRemoveWatch()
  const headingId = `watch-${watch.id}`
  return (
    <Card className="flex flex-col gap-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-gray-900">
            {watch.address ?? `Parcel ${watch.apn}`}
          </h2>
          <p className="text-sm text-gray-700">
            APN {watch.apn} · {SAVED_FROM[watch.source]} on {formatDayInLosAngeles(watch.createdAt)}
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(watch.id, {
              onSuccess: () => toast.success('You no longer watch this lot.'),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          Stop watching
        </Button>
      </div>
      {watch.changes.length === 0 ? (
        <p className="text-gray-700">
          No change since you saved it
          {watch.current ? ` (last run on ${formatDate(watch.current.analysisDate)})` : ''}.
        </p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Changes, newest first">
          {watch.changes.map((change) => (
            <li key={change.id}>
              <ChangeEntry change={change} />
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}

/** One change: each difference as its old and new figures side by side. */
function ChangeEntry({ change }: { change: WatchChange }) {
  return (
    <section className="rounded-md border border-gray-200 p-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
        Found on {formatDayInLosAngeles(change.foundAt)} (run as of{' '}
        {formatDate(change.after.analysisDate)}){!change.seen && <Badge tone="accent">New</Badge>}
      </p>
      <DifferenceList differences={change.differences} />
    </section>
  )
}
