import { useMutation, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** Uploads a list (the CSV file as chosen) and answers it: its rows matched or told why not. */
export function useUploadScreenList() {
  return useMutation({
    mutationFn: async (file: File) =>
      unwrap(
        await api.screen.lists.$post(
          { query: { name: file.name } },
          { init: { body: await file.text(), headers: { 'content-type': 'text/csv' } } },
        ),
      ),
  })
}

/** One of the signed-in person's uploaded lists. */
export function useScreenList(id: string | undefined) {
  return useQuery({
    queryKey: ['screen-list', id],
    queryFn: async () => unwrap(await api.screen.lists[':id'].$get({ param: { id: id ?? '' } })),
    enabled: id !== undefined,
  })
}
