import { useEffect, useState, type FormEvent } from 'react'
import { Link, useSearchParams, type MetaArgs } from 'react-router'
import { Button } from '../components/ui/button.tsx'
import { FormAlert } from '../components/ui/form-alert.tsx'
import { resetPassword } from '../features/accounts/api/passwords.ts'
import { AppError } from '#common/errors.ts'
import { authFailureOf } from '../features/accounts/auth-client.ts'
import { emitAuthEvent } from '../features/accounts/auth-events.ts'
import {
  NewPasswordFields,
  useNewPasswordProblems,
} from '../features/accounts/components/new-password-fields.tsx'
import { pageMeta } from '../lib/meta.ts'
import { errorMessage, useAction } from '../lib/use-action.ts'

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
  const [done, setDone] = useState(false)
  const { busy, error, run } = useAction()

  useEffect(() => {
    if (token) emitAuthEvent('PASSWORD_RECOVERY')
  }, [token])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    if (!token || !password.check(form)) return
    await run(
      async () => {
        await resetPassword(token, String(form.get('password')))
        setDone(true)
      },
      (caught) => {
        const { problems } = authFailureOf(caught)
        if (problems.length > 0) {
          password.show(problems)
          return null
        }
        return caught instanceof AppError && caught.code === 'INVALID_INPUT'
          ? EXPIRED_LINK_MESSAGE
          : errorMessage(caught)
      },
    )
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
      {!done && (
        <p className="mt-6 text-sm">
          <Link to="/login" className="text-brand-800 underline">
            Back to sign in
          </Link>
        </p>
      )}
    </>
  )
}
