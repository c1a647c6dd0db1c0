import { useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { toast } from '../../../lib/toast.ts'
import { SCREEN_LIST_ROW_LIMIT, type ScreenListOverview } from '#common/contracts/screen.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { formatDateTimeInLosAngeles } from '../../../lib/format.ts'
import { errorMessage } from '../../../lib/use-action.ts'
import {
  useDeleteScreenList,
  useScreenList,
  useScreenLists,
  useUploadScreenList,
} from '../api/screen-lists.ts'

/**
 * Screen a list of lots: a CSV of APNs or addresses. Once its rows are matched, the screen is
 * narrowed to the list (`onUploaded` puts its id in the address).
 */
export function ScreenListUpload({ onUploaded }: { onUploaded: (listId: string) => void }) {
  const inputId = useId()
  const hintId = useId()
  const upload = useUploadScreenList()
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4">
      <label htmlFor={inputId} className="font-medium text-gray-900">
        Screen a list of lots
      </label>
      <p id={hintId} className="text-sm text-gray-700">
        A CSV file with one APN or address on each row, up to{' '}
        {SCREEN_LIST_ROW_LIMIT.toLocaleString('en-US')} rows. A header row is optional.
      </p>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv,text/plain"
        aria-describedby={hintId}
        disabled={upload.isPending}
        className="text-sm text-gray-800 file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-gray-900"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) upload.mutate(file, { onSuccess: ({ list }) => onUploaded(list.id) })
        }}
      />
      {upload.isPending && <Spinner label="Matching the rows to lots" />}
      {upload.isError && (
        <p role="alert" className="text-sm text-danger-700">
          {upload.error.message}
        </p>
      )}
      <YourLists />
    </div>
  )
}

/** The lists uploaded before, to screen again or delete; nothing while there are none. */
function YourLists() {
  const lists = useScreenLists()
  const headingId = useId()
  if (!lists.data || lists.data.lists.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="mt-2 flex flex-col gap-2">
      <h3 id={headingId} className="font-medium text-gray-900">
        Your lists
      </h3>
      <ul className="flex flex-col gap-2">
        {lists.data.lists.map((list) => (
          <YourList key={list.id} list={list} />
        ))}
      </ul>
    </section>
  )
}

const counted = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

function YourList({ list }: { list: ScreenListOverview }) {
  const [params, setParams] = useSearchParams()
  const remove = useDeleteScreenList()
  const [confirming, setConfirming] = useState(false)
  // The list replaces any list on the page; the filters stay as they are.
  const screened = new URLSearchParams(params)
  screened.set('list', list.id)
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-gray-200 p-3 text-sm">
      <Link to={`/screen?${screened}`} className="font-medium text-brand-800 underline">
        {list.name}
      </Link>
      <span className="text-gray-700">
        {counted(list.rowCount, 'row', 'rows')} matched {counted(list.matched, 'lot', 'lots')} ·
        uploaded {formatDateTimeInLosAngeles(list.createdAt)}
      </span>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Delete the list ${list.name}`}
        onClick={() => setConfirming(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete the list “${list.name}”?`}
        confirmLabel="Delete List"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(list.id, {
            onSuccess: () => {
              toast.success(`List “${list.name}” deleted`)
              if (params.get('list') === list.id) {
                const rest = new URLSearchParams(params)
                rest.delete('list')
                setParams(rest)
              }
            },
            onError: (error) => toast.error(errorMessage(error)),
            onSettled: () => setConfirming(false),
          })
        }
      >
        Its rows and the lots they matched are forgotten. The lots themselves are not changed, and
        you can upload the file again.
      </ConfirmDialog>
    </li>
  )
}

/** The list a screen is narrowed to: its rows, the lots they matched, and each row that did not. */
export function ScreenListSummary({ listId }: { listId: string }) {
  const list = useScreenList(listId)
  if (list.isPending) return <Spinner label="Reading the list" />
  if (list.isError)
    return (
      <p role="alert" className="text-danger-700">
        {list.error.message}
      </p>
    )
  const { name, rowCount, matched, unmatched } = list.data.list
  return (
    <section
      aria-labelledby="screen-list"
      className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id="screen-list" className="font-semibold text-gray-900">
        List: {name}
      </h2>
      <p className="text-gray-800">
        {rowCount.toLocaleString('en-US')} {rowCount === 1 ? 'row' : 'rows'} matched{' '}
        {matched.toLocaleString('en-US')} {matched === 1 ? 'lot' : 'lots'}; the filters apply to
        those lots only.{' '}
        <Link to="/screen" className="text-brand-800 underline">
          Screen the whole city
        </Link>
      </p>
      {unmatched.length > 0 && (
        <details open={unmatched.length <= 5}>
          <summary className="cursor-pointer text-gray-900">
            {unmatched.length.toLocaleString('en-US')}{' '}
            {unmatched.length === 1 ? 'row matched no lot' : 'rows matched no lot'}
          </summary>
          <ul className="mt-2 flex max-h-64 flex-col gap-1 overflow-y-auto text-sm">
            {unmatched.map((row) => (
              <li key={row.row} className="text-gray-800">
                <span className="font-medium">Row {row.row}</span> ({row.input}): {row.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}
