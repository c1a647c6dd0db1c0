// "Watch this lot": saves the lot to the signed-in user's watchlist, or takes it off; a visitor
// is asked to sign in first.
import { Link, useLocation } from 'react-router'
import { toast } from '../../../lib/toast.ts'
import type { WatchSource } from '#common/contracts/watch.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useAddWatch, useRemoveWatch, useWatches } from '../api/watches.ts'

export function WatchButton({
  apn,
  source,
  signedIn,
  size,
}: {
  apn: string
  source: WatchSource
  signedIn: boolean
  /** The size of the buttons it stands among (the report's actions are small). */
  size?: 'sm'
}) {
  const location = useLocation()
  const watches = useWatches(signedIn)
  const add = useAddWatch()
  const remove = useRemoveWatch()
  if (!signedIn) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`)
    return (
      <p className="text-sm text-gray-700">
        <Link to={`/login?redirectTo=${back}`} className="text-brand-800 underline">
          Sign in
        </Link>{' '}
        to watch this lot: we tell you when a law, the City’s maps or its facts change what it can
        become.
      </p>
    )
  }
  const watch = watches.data?.watches.find((entry) => entry.apn === apn)
  const busy = watches.isPending || add.isPending || remove.isPending
  return (
    <div className="flex flex-wrap items-center gap-3">
      {watch ? (
        <>
          <span className="text-sm text-gray-800">
            You watch this lot.{' '}
            <Link to="/watch" className="text-brand-800 underline">
              Your watched lots
            </Link>
          </span>
          <Button
            variant="secondary"
            size={size}
            disabled={busy}
            onClick={() =>
              remove.mutate(watch.id, {
                onError: (error) => toast.error(error.message),
              })
            }
          >
            Stop watching
          </Button>
        </>
      ) : (
        <Button
          variant="secondary"
          size={size}
          disabled={busy}
          onClick={() =>
            add.mutate(
              { apn, source },
              {
                onSuccess: () =>
                  toast.success('Watching this lot: changes appear on your watch page.'),
                onError: (error) => toast.error(error.message),
              },
            )
          }
        >
          Watch this lot
        </Button>
      )}
    </div>
  )
}
