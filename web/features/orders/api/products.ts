import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** What is for sale, and for a signed-in buyer how their next report would be paid. */
export const productsQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['products', signedIn],
    queryFn: async () => unwrap(await api.products.$get()),
  })

export function useProducts(signedIn: boolean) {
  return useQuery(productsQuery(signedIn))
}

/** One product; given the parcel, the answer also names the buyer's earlier order of it. */
export function useProduct(productId: string, apn: string | null = null) {
  return useQuery({
    queryKey: ['products', 'one', productId, apn],
    queryFn: async () =>
      unwrap(
        await api.products[':id'].$get({
          param: { id: productId },
          query: apn ? { apn } : {},
        }),
      ),
    retry: false,
  })
}
