import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { GrantCredits } from '#common/contracts/orders.ts'
import { api, unwrap } from '../../../lib/api-client.ts'

export function useAllOrders() {
  return useQuery({
    queryKey: ['admin-orders'],
    queryFn: async () => (await unwrap(await api.admin.orders.$get())).orders,
  })
}

export function useGrantCredits() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: GrantCredits) =>
      unwrap(await api.admin.credits.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}

export function useRefundOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      unwrap(await api.admin.orders[':id'].refund.$post({ param: { id }, json: { reason } })),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}

export function useChangePrice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      id,
      ...price
    }: { id: string } & ({ priceCents: number } | { credits: number })) =>
      unwrap(await api.admin.products[':id'].$patch({ param: { id }, json: price })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  })
}
