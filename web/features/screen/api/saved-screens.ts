// The signed-in person's saved screens: listed with their new lots, saved, opened and deleted.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SaveScreen } from '#common/contracts/screen.ts'
import { api, throwIfFailed, unwrap } from '../../../lib/api-client.ts'

const SAVED_SCREENS_KEY = ['screen', 'saved'] as const

export function useSavedScreens() {
  return useQuery({
    queryKey: SAVED_SCREENS_KEY,
    queryFn: async () => unwrap(await api.screen.saved.$get()),
  })
}

export function useSaveScreen() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: SaveScreen) => unwrap(await api.screen.saved.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SCREENS_KEY }),
  })
}

/** The owner opened the screen: its new lots are no longer new. */
export function useMarkSavedScreenSeen() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await api.screen.saved[':id'].seen.$post({ param: { id } })
      await throwIfFailed(response)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SCREENS_KEY }),
  })
}

export function useDeleteSavedScreen() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await api.screen.saved[':id'].$delete({ param: { id } })
      await throwIfFailed(response)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SCREENS_KEY }),
  })
}
