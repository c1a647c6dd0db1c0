// The signed-in session, as the server sees it (better-auth's session endpoint).
import { queryOptions, useQuery } from '@tanstack/react-query'

export type SessionUser = { id: string; email: string; name: string; image?: string | null }
export type Session = { user: SessionUser; session: { expiresAt: string } }

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async (): Promise<Session | null> => {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' })
    if (!response.ok) throw new Error(`Session check failed (${response.status})`)
    return (await response.json()) as Session | null
  },
  staleTime: 60_000,
})

export function useSession() {
  return useQuery(sessionQuery)
}
