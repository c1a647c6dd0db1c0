// Whether the signed-in buyer's plan renews (PUT /api/plan/renewal).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

export function useSetPlanRenewal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (renews: boolean) =>
      unwrap(await api.plan.renewal.$put({ json: { renews } })),
    // The profile, the pricing page's plan line and the checkout all read the plan.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
