import type { StartReport } from '#common/contracts/reports.ts'
import { api, unwrap } from '../../../lib/api-client.ts'
import { useReportMutation, type Outcome } from './report-mutation.ts'

/** An analyst starts a report on a parcel; answers with its id. */
export function useStartReport(outcome?: Outcome) {
  return useReportMutation(
    async (input: StartReport) =>
      unwrap(
        await api.admin.reports.$post({
          json: { reportType: 'multifamily_development_v2', ...input },
        }),
      ),
    outcome,
  )
}
