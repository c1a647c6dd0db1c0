// The community plan areas the parcels are in: the choices of the screen's plan-area filter.
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

export function usePlanAreas() {
  return useQuery({
    queryKey: ['screen', 'plans'],
    queryFn: async () => unwrap(await api.screen.plans.$get()),
  })
}
