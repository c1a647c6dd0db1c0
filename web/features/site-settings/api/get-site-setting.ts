import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SiteSettingKey } from '#common/site-settings.ts'
import { api, unwrap } from '../../../lib/api-client.ts'

export const siteSettingQuery = (key: SiteSettingKey) =>
  queryOptions({
    queryKey: ['site-settings', key],
    queryFn: async () => unwrap(await api['site-settings'][':key'].$get({ param: { key } })),
  })

export function useSiteSetting(key: SiteSettingKey) {
  return useQuery(siteSettingQuery(key))
}
