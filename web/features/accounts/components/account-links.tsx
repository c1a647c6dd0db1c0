// The header's account links (spec §2 navigation): the avatar (to /profile) and Logout for a
// signed-in visitor, Sign In otherwise; nothing while the session is being checked.
import { Link, useNavigate } from 'react-router'
import { toast } from '../../../lib/toast.ts'
import { MESSAGES } from '#common/messages.ts'
import { Avatar } from '../../../components/ui/avatar.tsx'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { useSession } from '../api/get-session.ts'
import { useSignOut } from '../api/sign-out.ts'

export function AccountLinks() {
  const session = useSession()
  const signOut = useSignOut()
  const navigate = useNavigate()

  if (session.isPending) return <span className="inline-block h-9 w-24" aria-hidden="true" />
  if (!session.data) {
    return (
      <Link to="/login" className={buttonClasses({ variant: 'primary', size: 'sm' })}>
        Sign In
      </Link>
    )
  }
  const { user } = session.data
  return (
    <>
      <Link to="/profile" className="inline-flex items-center gap-2 rounded-full p-1">
        <Avatar name={user.name || user.email} imageUrl={user.image} />
        <span className="sr-only">Your profile</span>
      </Link>
      <button
        type="button"
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: () => navigate('/login'),
            onError: () => toast.error(MESSAGES.unexpected),
          })
        }
      >
        Logout
      </button>
    </>
  )
}
