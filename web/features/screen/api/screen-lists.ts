// The signed-in person's uploaded lists: uploaded, listed, read and deleted.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, throwIfFailed, unwrap } from '../../../lib/api-client.ts'

const SCREEN_LISTS_KEY = ['screen', 'lists'] as const

/** Uploads a list (the CSV file as chosen) and answers it: its rows matched or told why not. */
export function useUploadScreenList() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (file: File) =>
      unwrap(
        await api.screen.lists.$post(
          { query: { name: file.name } },
          { init: { body: await file.text(), headers: { 'content-type': 'text/csv' } } },
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCREEN_LISTS_KEY }),
  })
}

/** The signed-in person's lists, newest first. */
export function useScreenLists() {
  return useQuery({
    queryKey: SCREEN_LISTS_KEY,
    queryFn: async () => unwrap(await api.screen.lists.$get()),
  })
}

/** One of the signed-in person's uploaded lists. */
export function useScreenList(id: string | undefined) {
  return useQuery({
    queryKey: [...SCREEN_LISTS_KEY, id],
    queryFn: async () => unwrap(await api.screen.lists[':id'].$get({ param: { id: id ?? '' } })),
    enabled: id !== undefined,
  })
}

export function useDeleteScreenList() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await api.screen.lists[':id'].$delete({ param: { id } })
      await throwIfFailed(response)
    },
    // The deleted list is dropped, not fetched again (it would answer "not found" on the page
    // that still shows it until the page lets it go).
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...SCREEN_LISTS_KEY, id] })
      return queryClient.invalidateQueries({ queryKey: SCREEN_LISTS_KEY, exact: true })
    },
  })
}
