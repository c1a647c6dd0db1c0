import { Button } from './button.tsx'

/** Previous and next page, with where the reader is: "21–40 of 57". */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label = 'Pages',
}: {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
  label?: string
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="tabular text-sm text-gray-700" aria-live="polite">
        {first}–{last} of {total}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  )
}
