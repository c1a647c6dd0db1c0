import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CreateOrder } from '#common/contracts/orders.ts'
import { api, unwrap } from '../../../lib/api-client.ts'

export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: CreateOrder) => unwrap(await api.orders.$post({ json: input })),
    // Credits, allowance and the report list all change with an order.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}

export function useOrder(orderId: string | null) {
  return useQuery({
    queryKey: ['orders', orderId],
    queryFn: async () => unwrap(await api.orders[':id'].$get({ param: { id: orderId ?? '' } })),
    enabled: orderId !== null,
    // A card order waits for the provider's webhook; look again until it completes.
    refetchInterval: (query) => (query.state.data?.status === 'awaiting_payment' ? 1500 : false),
  })
}
