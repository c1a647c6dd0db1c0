import { useState, type FormEvent } from 'react'
import {
  redirect,
  useNavigate,
  useSearchParams,
  type ClientLoaderFunctionArgs,
  type MetaArgs,
} from 'react-router'
import { safeReturnPath } from '#common/routes.ts'
import { Button } from '../components/ui/button.tsx'
import { TextField } from '../components/ui/input.tsx'
import { sessionQuery } from '../features/auth/api/get-session.ts'
import { pageMeta } from '../lib/meta.ts'
import { queryClient } from '../lib/query-client.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({
    title: 'Sign in',
    description: 'Sign in to your Lotwise account.',
    path: location.pathname,
  })
}

/** A signed-in visitor goes back where they came from, or to their profile. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const session = await queryClient.ensureQueryData(sessionQuery)
  if (session) {
    throw redirect(
      safeReturnPath(new URL(request.url).searchParams.get('redirectTo')) ?? '/profile',
    )
  }
  return null
}

export default function Login() {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(null)
    const response = await fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
    }).catch(() => null)
    setBusy(false)
    if (!response?.ok) {
      setError('The email or password is incorrect.')
      return
    }
    // Fetch the new session now: the protected page's loader reads it from the cache.
    await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 })
    navigate(safeReturnPath(searchParams.get('redirectTo')) ?? '/profile', { replace: true })
  }

  return (
    <>
      <h1 className="text-2xl font-semibold text-gray-900">Sign in</h1>
      <form className="mt-6 flex flex-col gap-4" onSubmit={signIn} noValidate>
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        {error && (
          <p role="alert" className="text-danger-700">
            {error}
          </p>
        )}
        <Button type="submit" busy={busy}>
          Sign in
        </Button>
      </form>
    </>
  )
}
