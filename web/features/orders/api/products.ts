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

export function useProduct(productId: string) {
  return useQuery({
    queryKey: ['products', 'one', productId],
    queryFn: async () => unwrap(await api.products[':id'].$get({ param: { id: productId } })),
    retry: false,
  })
}
