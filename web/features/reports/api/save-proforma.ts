import type { ProformaSave } from '#common/contracts/proforma.ts'
import { api, unwrap } from '../../../lib/api-client.ts'
import { useReportMutation } from './report-mutation.ts'

/** The pro forma's changed assumptions, saved with the report; answers with the report. */
export function useSaveProforma(id: string) {
  return useReportMutation(async (save: ProformaSave) =>
    unwrap(await api.reports[':id'].proforma.$put({ param: { id }, json: save })),
  )
}
