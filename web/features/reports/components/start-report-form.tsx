import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import {
  REPORT_TYPE_ADMIN_LABELS,
  REPORT_TYPES,
  type ReportType,
} from '#common/report/type-labels.ts'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextField } from '../../../components/ui/input.tsx'
import { SelectField } from '../../../components/ui/select.tsx'
import { useStartReport } from '../api/start-report.ts'

/**
 * An analyst starts a report on the parcel `apn` (picked above the form), for a client by email
 * or for themselves, and goes straight to its editor.
 */
export function StartReportForm({ apn, address }: { apn: string | null; address: string | null }) {
  const navigate = useNavigate()
  const [ownerEmail, setOwnerEmail] = useState('')
  const [reportType, setReportType] = useState<ReportType>('multifamily_development_v2')
  const [error, setError] = useState<string | null>(null)
  const start = useStartReport()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!apn) {
      setError('Pick a parcel first: search for its address or APN above.')
      return
    }
    setError(null)
    start.mutate(
      { apn, reportType, ...(ownerEmail.trim() ? { ownerEmail: ownerEmail.trim() } : {}) },
      {
        onSuccess: ({ id }) => void navigate(`/edit-report/${id}`),
        onError: (failure) => setError(failure.message),
      },
    )
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Start a report">
      <p className="text-gray-800">
        Parcel: <span className="font-medium">{address ?? apn ?? 'none picked yet'}</span>
        {apn && address && <span className="text-gray-700"> (APN {apn})</span>}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Report type"
          value={reportType}
          onChange={(event) => setReportType(event.target.value as ReportType)}
          options={REPORT_TYPES.map((type) => ({
            value: type,
            label: REPORT_TYPE_ADMIN_LABELS[type],
          }))}
        />
        <TextField
          label="For (email of the client’s account)"
          hint="Leave empty to keep the report yourself."
          type="email"
          value={ownerEmail}
          onChange={(event) => setOwnerEmail(event.target.value)}
        />
      </div>
      <FormAlert tone="error">{error}</FormAlert>
      <div>
        <Button type="submit" busy={start.isPending}>
          Start the report
        </Button>
      </div>
    </form>
  )
}
