import { useState, type FormEvent } from 'react'
import { REPORT_STATUSES, type ReportQueueQuery } from '#common/contracts/reports.ts'
import {
  REPORT_TYPE_ADMIN_LABELS,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
} from '#common/report/type-labels.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/input.tsx'
import { SelectField } from '../../../components/ui/select.tsx'

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...REPORT_STATUSES.map((status) => ({
    value: status,
    label: status === 'pending' ? 'Pending' : 'Completed',
  })),
]
// Analysts pick a type by its layout; a buyer picks a product, which finds each of its layouts.
const QUEUE_TYPE_OPTIONS = [
  { value: '', label: 'Any type' },
  ...REPORT_TYPES.map((type) => ({ value: type, label: REPORT_TYPE_ADMIN_LABELS[type] })),
]
const PRODUCT_TYPE_OPTIONS = [
  { value: '', label: 'Any type' },
  ...REPORT_TYPES.filter((type) => type !== 'multifamily_development').map((type) => ({
    value: type,
    label: REPORT_TYPE_LABELS[type],
  })),
]
const ENGINE_OPTIONS = [
  { value: '', label: 'Any version' },
  { value: 'true', label: 'Older engine (stale)' },
  { value: 'false', label: 'Current engine' },
]

/**
 * Status and type apply at once; the text searches apply on Search (or Enter). The queue adds
 * the owner and the engine version. `analyst`: the reader sees every report and picks types by
 * layout, as the server filters them for such a reader.
 */
export function ReportFilters({
  query,
  onChange,
  queue = false,
  analyst = queue,
}: {
  query: ReportQueueQuery
  onChange: (query: ReportQueueQuery) => void
  queue?: boolean
  analyst?: boolean
}) {
  const [address, setAddress] = useState(query.q ?? '')
  const [owner, setOwner] = useState(query.owner ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({
      ...query,
      q: address.trim() || undefined,
      owner: owner.trim() || undefined,
      page: 1,
    })
  }
  return (
    <form
      role="search"
      aria-label="Filter reports"
      onSubmit={submit}
      className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))]"
    >
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={query.status ?? ''}
        onChange={(event) =>
          onChange({
            ...query,
            status: (event.target.value || undefined) as ReportQueueQuery['status'],
            page: 1,
          })
        }
      />
      <SelectField
        label="Type"
        options={analyst ? QUEUE_TYPE_OPTIONS : PRODUCT_TYPE_OPTIONS}
        value={query.type ?? ''}
        onChange={(event) =>
          onChange({
            ...query,
            type: (event.target.value || undefined) as ReportQueueQuery['type'],
            page: 1,
          })
        }
      />
      {queue && (
        <SelectField
          label="Engine"
          options={ENGINE_OPTIONS}
          value={query.stale === undefined ? '' : String(query.stale)}
          onChange={(event) =>
            onChange({
              ...query,
              stale: event.target.value === '' ? undefined : event.target.value === 'true',
              page: 1,
            })
          }
        />
      )}
      <TextField
        label="Address"
        type="search"
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        placeholder="e.g. Spring St"
      />
      {queue && (
        <TextField
          label="Owner"
          type="search"
          value={owner}
          onChange={(event) => setOwner(event.target.value)}
          placeholder="Name or email"
        />
      )}
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  )
}
