import type { ReportEdit } from '#common/contracts/reports.ts'
import { api, unwrap } from '../../../lib/api-client.ts'
import { useReportMutation, type Outcome } from './report-mutation.ts'

/** Notes, scenario or readings; answers with the recomputed report. */
export function useUpdateReport(id: string, outcome?: Outcome) {
  return useReportMutation(
    async (edit: ReportEdit) =>
      unwrap(await api.reports[':id'].$patch({ param: { id }, json: edit })),
    outcome,
  )
}
