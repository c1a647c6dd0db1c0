import { useState, type FormEvent } from 'react'
import { Link, type MetaArgs } from 'react-router'
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '#common/sanitize.ts'
import { Button } from '../components/ui/button.tsx'
import { FormAlert } from '../components/ui/form-alert.tsx'
import { TextField } from '../components/ui/input.tsx'
import { requestPasswordReset } from '../features/accounts/api/passwords.ts'
import { AppError } from '#common/errors.ts'
import { pageMeta } from '../lib/meta.ts'
import { useAction } from '../lib/use-action.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({
    title: 'Reset your password',
    description: 'Request a password reset link.',
    path: location.pathname,
  })
}

/** The same answer whether or not an account has this email, so the page reveals nothing. */
const RESET_REQUESTED_MESSAGE =
  'If an account uses that email, a link to choose a new password is on its way. The link works once and expires in one hour.'

export default function PasswordReset() {
  const [sent, setSent] = useState(false)
  const { busy, error, setError, run } = useAction()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    if (!isValidEmail(email)) {
      setError(INVALID_EMAIL_MESSAGE)
      return
    }
    await run(
      async () => {
        await requestPasswordReset(email)
        setSent(true)
      },
      (caught) => {
        // Only a rate limit or an outage is worth saying; anything else gets the usual answer.
        const worthSaying =
          caught instanceof AppError && ['RATE_LIMITED', 'UNAVAILABLE'].includes(caught.code)
        if (worthSaying) return caught.message
        setSent(true)
        return null
      },
    )
  }

  return (
    <>
      <h1 className="text-2xl font-semibold text-gray-900">Reset your password</h1>
      {sent ? (
        <div className="mt-4">
          <FormAlert tone="success">{RESET_REQUESTED_MESSAGE}</FormAlert>
        </div>
      ) : (
        <>
          <p className="mt-4 text-gray-700">
            Enter the email address of your account and we will send you a link to choose a new
            password.
          </p>
          <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
            <TextField label="Email" name="email" type="email" autoComplete="email" required />
            <FormAlert tone="error">{error}</FormAlert>
            <Button type="submit" busy={busy}>
              Send reset link
            </Button>
          </form>
        </>
      )}
      <p className="mt-6 text-sm">
        <Link to="/login" className="text-brand-800 underline">
          Back to sign in
        </Link>
      </p>
    </>
  )
}
