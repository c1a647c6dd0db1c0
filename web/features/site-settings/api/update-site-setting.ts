import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SiteSettingKey } from '#common/site-settings.ts'
import { api, unwrap } from '../../../lib/api-client.ts'
import { siteSettingQuery } from './get-site-setting.ts'

/** Saves a setting (admins only; the server refuses anyone else) and refreshes its reading. */
export function useUpdateSiteSetting(key: SiteSettingKey) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (value: string) =>
      unwrap(await api['site-settings'][':key'].$put({ param: { key }, json: { value } })),
    onSuccess: (setting) => queryClient.setQueryData(siteSettingQuery(key).queryKey, setting),
  })
}
