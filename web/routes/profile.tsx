import type { MetaArgs } from 'react-router'
import { Page } from '../components/layout/page.tsx'
import { Avatar } from '../components/ui/avatar.tsx'
import { useSession } from '../features/auth/api/get-session.ts'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Your profile', path: location.pathname })
}

export default function Profile() {
  const user = useSession().data?.user
  return (
    <Page heading="Your profile">
      {user && (
        <div className="flex items-center gap-4">
          <Avatar name={user.name || user.email} imageUrl={user.image} size="lg" />
          <div>
            <p className="text-xl font-semibold">{user.name || user.email}</p>
            <p className="text-gray-700">{user.email}</p>
          </div>
        </div>
      )}
    </Page>
  )
}
