import { useQuery } from '@tanstack/react-query'
import type { PublishReview, ReviewChecklist } from '#common/contracts/report-review.ts'
import { api, unwrap } from '../../../lib/api-client.ts'
import { REPORTS_KEY } from './report-keys.ts'
import { useReportMutation, type Outcome } from './report-mutation.ts'

/** What publishing the report will ask, read when the analyst opens the checklist. */
export function useReviewChecklist(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'review-checklist', id],
    queryFn: async (): Promise<ReviewChecklist> =>
      unwrap(await api.reports[':id']['review-checklist'].$get({ param: { id } })),
    enabled,
    staleTime: 0,
  })
}

export function usePublishReport(outcome: Outcome) {
  return useReportMutation(
    async ({ id, review }: { id: string; review: PublishReview }) =>
      unwrap(await api.reports[':id'].publish.$post({ param: { id }, json: review })),
    outcome,
  )
}
