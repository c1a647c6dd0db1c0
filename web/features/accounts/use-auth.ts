// The app's one view of who is signed in (spec §4): loading, unauthenticated, or authenticated
// with the admin flag. The flag needs both the profile's is_admin and the server's own answer
// to admin_check_test (spec §6); ordinary users are not sent to a check that must refuse them.
import { useQuery } from '@tanstack/react-query'
import type { Actor } from '#common/permissions.ts'
import { adminCheckQuery } from './api/admin-check.ts'
import { useSession, type SessionUser } from './api/get-session.ts'
import { profileQuery } from './api/profile.ts'

export type AuthState =
  | { status: 'loading' }
  | { status: 'unauthenticated' }
  | {
      status: 'authenticated'
      user: SessionUser
      isAdmin: boolean
      adminCheckError: Error | null
      /** Who is asking, for `can()` from common/permissions.ts. */
      actor: NonNullable<Actor>
    }

export function useAuth(): AuthState {
  const session = useSession()
  const user = session.data?.user
  const profile = useQuery({ ...profileQuery, enabled: user !== undefined })
  const admin = useQuery({
    ...adminCheckQuery(user?.id),
    enabled: user !== undefined && profile.data?.isAdmin === true,
  })
  if (session.isPending) return { status: 'loading' }
  if (!user) return { status: 'unauthenticated' }
  const isAdmin = admin.data === true
  return {
    status: 'authenticated',
    user,
    isAdmin,
    adminCheckError: admin.error,
    actor: { id: user.id, isAdmin },
  }
}
