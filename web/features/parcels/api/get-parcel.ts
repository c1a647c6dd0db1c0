import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

export const parcelQuery = (apn: string) =>
  queryOptions({
    queryKey: ['parcels', apn],
    queryFn: async () => unwrap(await api.parcels[':apn'].$get({ param: { apn } })),
  })

export function useParcel(apn: string | null) {
  return useQuery({ ...parcelQuery(apn ?? ''), enabled: apn !== null })
}
