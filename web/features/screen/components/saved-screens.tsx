import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { toast } from '../../../lib/toast.ts'
import type { SavedScreen } from '#common/contracts/screen.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextField } from '../../../components/ui/input.tsx'
import { LoadFailed } from '../../../components/ui/load-failed.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { formatDateTimeInLosAngeles } from '../../../lib/format.ts'
import { errorMessage, useAction } from '../../../lib/use-action.ts'
import {
  useDeleteSavedScreen,
  useMarkSavedScreenSeen,
  useSaveScreen,
  useSavedScreens,
} from '../api/saved-screens.ts'

/** Names the screen on the page (`query`, as its address holds it) and keeps it. */
export function SaveScreenForm({ query }: { query: string }) {
  const [name, setName] = useState('')
  const [emailNewLots, setEmailNewLots] = useState(true)
  const save = useSaveScreen()
  const action = useAction()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void action.run(async () => {
      const { screen } = await save.mutateAsync({ name, query, emailNewLots })
      toast.success(`Screen “${screen.name}” saved`)
      setName('')
    })
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Save this screen"
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Save this screen as"
          className="min-w-0 flex-1 basis-64"
          value={name}
          maxLength={120}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" busy={action.busy}>
          Save Screen
        </Button>
      </div>
      <label className="flex items-center gap-2 text-base text-gray-900">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-700"
          checked={emailNewLots}
          onChange={(event) => setEmailNewLots(event.target.checked)}
        />
        Email me when new lots match it
      </label>
      <p className="text-sm text-gray-700">
        When the law or the City’s data changes, we run your saved screens again and list the lots
        that match for the first time; emails follow your{' '}
        <Link to="/profile#watch-emails" className="text-brand-800 underline">
          email settings
        </Link>
        .
      </p>
      <FormAlert tone="error">{action.error}</FormAlert>
    </form>
  )
}

/** The signed-in person's saved screens: each opens again, shows its new lots, and can go. */
export function SavedScreensSection() {
  const screens = useSavedScreens()
  return (
    <section
      id="saved-screens"
      aria-labelledby="saved-screens-heading"
      className="flex scroll-mt-24 flex-col gap-3"
    >
      <h2 id="saved-screens-heading" className="text-lg font-semibold text-gray-900">
        Your saved screens
      </h2>
      {screens.isPending ? (
        <Spinner label="Loading your saved screens" />
      ) : screens.isError ? (
        <LoadFailed onRetry={() => void screens.refetch()}>{screens.error.message}</LoadFailed>
      ) : screens.data.screens.length === 0 ? (
        <p className="text-gray-700">
          You have no saved screens yet. Set the filters, then save the screen to run it again.
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Your saved screens">
          {screens.data.screens.map((screen) => (
            <SavedScreenRow key={screen.id} screen={screen} />
          ))}
        </ul>
      )}
    </section>
  )
}

function SavedScreenRow({ screen }: { screen: SavedScreen }) {
  const seen = useMarkSavedScreenSeen()
  const remove = useDeleteSavedScreen()
  const [confirming, setConfirming] = useState(false)
  const { total, first } = screen.newLots
  return (
    <li className="flex flex-col gap-2 rounded-md border border-gray-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/screen?${screen.query}`}
          className="text-base font-medium text-brand-800 underline"
          onClick={() => {
            if (total > 0) seen.mutate(screen.id)
          }}
        >
          {screen.name}
        </Link>
        {total > 0 && (
          <Badge tone="brand">
            {total === 1 ? '1 new lot' : `${total.toLocaleString('en-US')} new lots`}
          </Badge>
        )}
      </div>
      {total > 0 && (
        <ul
          className="flex flex-col gap-0.5 text-gray-800"
          aria-label={`New lots in ${screen.name}`}
        >
          {first.map((lot) => (
            <li key={lot.apn}>
              {lot.address ?? 'No address'} <span className="text-gray-600">(APN {lot.apn})</span>
            </li>
          ))}
          {total > first.length && (
            <li className="text-gray-700">
              and {(total - first.length).toLocaleString('en-US')} more
            </li>
          )}
        </ul>
      )}
      <p className="text-gray-700">
        Saved {formatDateTimeInLosAngeles(screen.createdAt)} ·{' '}
        {screen.emailNewLots ? 'new lots are emailed to you' : 'new lots are shown here only'}
      </p>
      <div>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Delete the saved screen ${screen.name}`}
          onClick={() => setConfirming(true)}
        >
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete the saved screen “${screen.name}”?`}
        confirmLabel="Delete Screen"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(screen.id, {
            onSuccess: () => toast.success(`Screen “${screen.name}” deleted`),
            onError: (error) => toast.error(errorMessage(error)),
            onSettled: () => setConfirming(false),
          })
        }
      >
        You will no longer hear of new lots that match it. The lots themselves are not changed.
      </ConfirmDialog>
    </li>
  )
}
