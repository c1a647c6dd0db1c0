import { useEffect, useState, type FormEvent } from 'react'
import { Link, useSearchParams, type MetaArgs } from 'react-router'
import { Button } from '../components/ui/button.tsx'
import { FormAlert } from '../components/ui/form-alert.tsx'
import { resetPassword } from '../features/auth/api/passwords.ts'
import { AuthError } from '../features/auth/auth-client.ts'
import { emitAuthEvent } from '../features/auth/auth-events.ts'
import {
  NewPasswordFields,
  useNewPasswordProblems,
} from '../features/auth/components/new-password-fields.tsx'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({
    title: 'Choose a new password',
    description: 'Choose a new password for your account.',
    path: location.pathname,
  })
}

const EXPIRED_LINK_MESSAGE =
  'This reset link has expired or has already been used. Ask for a new one.'

export default function ResetPassword() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')
  const password = useNewPasswordProblems()
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (token) emitAuthEvent('PASSWORD_RECOVERY')
  }, [token])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setError(null)
    if (!token || !password.check(form)) return
    setBusy(true)
    try {
      await resetPassword(token, String(form.get('password')))
      setDone(true)
    } catch (caught) {
      if (caught instanceof AuthError && caught.details.length > 0) password.show(caught.details)
      else
        setError(
          caught instanceof AuthError && caught.status === 400
            ? EXPIRED_LINK_MESSAGE
            : (caught as Error).message,
        )
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <h1 className="text-2xl font-semibold text-gray-900">Choose a new password</h1>
      {done ? (
        <div className="mt-4 flex flex-col gap-4">
          <FormAlert tone="success">
            Your password has been changed. Sign in with your new password.
          </FormAlert>
          <Link to="/login" className="text-brand-800 underline">
            Sign in
          </Link>
        </div>
      ) : !token ? (
        <div className="mt-4 flex flex-col gap-4">
          <p className="text-gray-700">
            Open the link from your password-reset email to choose a new password here.
          </p>
          <Link to="/password-reset" className="text-brand-800 underline">
            Ask for a reset link
          </Link>
        </div>
      ) : (
        <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
          <NewPasswordFields problems={password.problems} />
          <FormAlert tone="error">{password.summary ?? error}</FormAlert>
          {error === EXPIRED_LINK_MESSAGE && (
            <Link to="/password-reset" className="text-sm text-brand-800 underline">
              Ask for a new reset link
            </Link>
          )}
          <Button type="submit" busy={busy}>
            Set new password
          </Button>
        </form>
      )}
    </>
  )
}
