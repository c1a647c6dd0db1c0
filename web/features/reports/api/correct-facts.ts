import type { FactCorrections } from '#common/contracts/reports.ts'
import { api, unwrap } from '../../../lib/api-client.ts'
import { useReportMutation, type Outcome } from './report-mutation.ts'

/** An analyst's corrections to parcel facts; answers with the recomputed report. */
export function useCorrectFacts(id: string, outcome?: Outcome) {
  return useReportMutation(
    async (corrections: FactCorrections) =>
      unwrap(
        await api.reports[':id'].corrections.$post({
          param: { id },
          json: { set: {}, revert: [], ...corrections },
        }),
      ),
    outcome,
  )
}
