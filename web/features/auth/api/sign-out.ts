import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sessionQuery } from './get-session.ts'

export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const response = await fetch('/api/auth/sign-out', {
        method: 'POST',
        credentials: 'same-origin',
      })
      if (!response.ok) throw new Error(`Sign-out failed (${response.status})`)
    },
    onSuccess: () => queryClient.setQueryData(sessionQuery.queryKey, null),
  })
}
