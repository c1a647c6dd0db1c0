import { useQuery } from '@tanstack/react-query'
import type { PublishReview, ReviewChecklist } from '#common/contracts/report-review.ts'
import { api, unwrap } from '../../../lib/api-client.ts'
import { useReportMutation, type Outcome } from './report-mutation.ts'

/**
 * What publishing the report will ask, read when the analyst opens the checklist. Its key stands
 * apart from the reports' own: publishing invalidates those, and a checklist read again after
 * the report is published would only be refused (409, no longer pending).
 */
export function useReviewChecklist(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['review-checklist', id],
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
