import { useId } from 'react'
import { Link } from 'react-router'
import { SCREEN_LIST_ROW_LIMIT } from '#common/contracts/screen.ts'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useScreenList, useUploadScreenList } from '../api/screen-lists.ts'

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
    </div>
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
