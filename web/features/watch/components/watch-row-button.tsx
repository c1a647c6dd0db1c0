// A lot's "Watch" in a table of lots (Find Lots): the card's "Watch this lot" made to fit a row.
// Its name carries the lot's address, as a row of such buttons would otherwise all read alike.
import { toast } from '../../../lib/toast.ts'
import type { WatchSource } from '#common/contracts/watch.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useAddWatch, useRemoveWatch, useWatches } from '../api/watches.ts'

export function WatchRowButton({
  apn,
  lot,
  source,
}: {
  apn: string
  /** The lot as the row names it (its address, or its APN). */
  lot: string
  source: WatchSource
}) {
  const watches = useWatches()
  const add = useAddWatch()
  const remove = useRemoveWatch()
  const watch = watches.data?.watches.find((entry) => entry.apn === apn)
  const busy = watches.isPending || add.isPending || remove.isPending
  const onError = (error: Error) => toast.error(error.message)
  return watch ? (
    <Button
      variant="ghost"
      size="sm"
      disabled={busy}
      onClick={() => remove.mutate(watch.id, { onError })}
    >
      Stop watching<span className="sr-only"> {lot}</span>
    </Button>
  ) : (
    <Button
      variant="secondary"
      size="sm"
      disabled={busy}
      onClick={() =>
        add.mutate(
          { apn, source },
          {
            onSuccess: () => toast.success('Watching this lot: changes appear on your watch page.'),
            onError,
          },
        )
      }
    >
      Watch<span className="sr-only"> {lot}</span>
    </Button>
  )
}
