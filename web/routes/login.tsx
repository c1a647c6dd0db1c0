import { useState, type FormEvent } from 'react'
import {
  Link,
  redirect,
  useNavigate,
  useSearchParams,
  type ClientLoaderFunctionArgs,
  type MetaArgs,
} from 'react-router'
import { AppError } from '#common/errors.ts'
import { safeReturnPath } from '#common/routes.ts'
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '#common/sanitize.ts'
import { Button } from '../components/ui/button.tsx'
import { FormAlert } from '../components/ui/form-alert.tsx'
import { TextField } from '../components/ui/input.tsx'
import { sessionQuery } from '../features/accounts/api/get-session.ts'
import { signInWithPassword, signUp, verifySecondFactor } from '../features/accounts/api/sign-in.ts'
import { authFailureOf } from '../features/accounts/auth-client.ts'
import {
  NewPasswordFields,
  useNewPasswordProblems,
} from '../features/accounts/components/new-password-fields.tsx'
import { pageMeta } from '../lib/meta.ts'
import { queryClient } from '../lib/query-client.ts'
import { errorMessage, useAction } from '../lib/use-action.ts'

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

type Step = 'sign-in' | 'sign-up' | 'second-factor'

/**
 * Why a visitor sent here from a page that needs an account is asked to sign in: "To order your
 * report". Without it, a click on Order lands on a bare form that does not say the order waits.
 */
function purposeOf(returnPath: string | null): string | null {
  if (returnPath === null) return null
  if (returnPath.startsWith('/checkout/')) return 'To order your report'
  if (returnPath.startsWith('/report')) return 'To read your reports'
  // The profile has its own notice (MESSAGES.loginToViewProfile, from the spec).
  if (returnPath.startsWith('/profile')) return null
  return 'To open that page'
}

export default function Login() {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const [step, setStep] = useState<Step>(
    searchParams.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in',
  )
  const returnPath = safeReturnPath(searchParams.get('redirectTo'))
  const purpose = purposeOf(returnPath)
  const done = () => navigate(returnPath ?? '/profile', { replace: true })

  if (step === 'second-factor') return <SecondFactorStep onDone={done} />
  if (step === 'sign-up')
    return (
      <SignUpForm
        purpose={purpose && `${purpose}, create your account; we bring you straight back.`}
        onDone={done}
        onSignIn={() => setStep('sign-in')}
      />
    )
  return (
    <SignInForm
      purpose={purpose && `${purpose}, sign in or create an account; we bring you straight back.`}
      onDone={done}
      onSecondFactor={() => setStep('second-factor')}
      onSignUp={() => setStep('sign-up')}
    />
  )
}

function SignInForm({
  purpose,
  onDone,
  onSecondFactor,
  onSignUp,
}: {
  purpose: string | null
  onDone: () => void
  onSecondFactor: () => void
  onSignUp: () => void
}) {
  const { busy, error, setError, run } = useAction()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const identifier = String(form.get('identifier') ?? '')
    const password = String(form.get('password') ?? '')
    if (!identifier.trim() || !password) {
      setError('Enter your email (or phone number) and your password.')
      return
    }
    await run(async () => {
      const { needsSecondFactor } = await signInWithPassword(identifier, password)
      if (needsSecondFactor) onSecondFactor()
      else onDone()
    })
  }

  return (
    <>
      <h1 className="text-2xl font-semibold text-gray-900">Sign in</h1>
      {purpose && <p className="mt-2 text-gray-700">{purpose}</p>}
      <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Email or phone number"
          name="identifier"
          type="text"
          inputMode="email"
          autoComplete="username"
          required
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <FormAlert tone="error">{error}</FormAlert>
        <Button type="submit" busy={busy}>
          Sign in
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-2 text-sm">
        <Link to="/password-reset" className="text-brand-800 underline">
          Forgot your password?
        </Link>
        <p className="text-gray-700">
          New to Lotwise?{' '}
          <button type="button" className="text-brand-800 underline" onClick={onSignUp}>
            Create an account
          </button>
        </p>
      </div>
    </>
  )
}

function SignUpForm({
  purpose,
  onDone,
  onSignIn,
}: {
  purpose: string | null
  onDone: () => void
  onSignIn: () => void
}) {
  const password = useNewPasswordProblems()
  const { busy, error, setError, run } = useAction()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const name = String(form.get('name') ?? '').trim()
    const email = String(form.get('email') ?? '').trim()
    setError(null)
    if (!name || !email) {
      setError('Enter your full name and your email.')
      return
    }
    if (!isValidEmail(email)) {
      setError(INVALID_EMAIL_MESSAGE)
      return
    }
    if (!password.check(form)) return
    await run(
      async () => {
        await signUp({ name, email, password: String(form.get('password')) })
        onDone()
      },
      (caught) => {
        const { problems } = authFailureOf(caught)
        if (problems.length > 0) password.show(problems)
        return errorMessage(caught)
      },
    )
  }

  return (
    <>
      <h1 className="text-2xl font-semibold text-gray-900">Create your account</h1>
      {purpose && <p className="mt-2 text-gray-700">{purpose}</p>}
      <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField label="Full name" name="name" autoComplete="name" required />
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <NewPasswordFields problems={password.problems} label="Password" />
        <FormAlert tone="error">{password.summary ?? error}</FormAlert>
        <Button type="submit" busy={busy}>
          Create account
        </Button>
      </form>
      <p className="mt-6 text-sm text-gray-700">
        Already have an account?{' '}
        <button type="button" className="text-brand-800 underline" onClick={onSignIn}>
          Sign in
        </button>
      </p>
    </>
  )
}

function SecondFactorStep({ onDone }: { onDone: () => void }) {
  const [kind, setKind] = useState<'totp' | 'backup'>('totp')
  const { busy, error, run } = useAction()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '')
    await run(
      async () => {
        await verifySecondFactor(code, kind)
        onDone()
      },
      (caught) =>
        caught instanceof AppError && caught.code === 'UNAUTHENTICATED'
          ? 'That code is not right. Check your authenticator app and try again.'
          : errorMessage(caught),
    )
  }

  return (
    <>
      <h1 className="text-2xl font-semibold text-gray-900">Two-step verification</h1>
      <p className="mt-2 text-gray-700">
        {kind === 'totp'
          ? 'Enter the 6-digit code from your authenticator app.'
          : 'Enter one of the backup codes you saved when you turned on two-step verification.'}
      </p>
      <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          key={kind}
          label={kind === 'totp' ? 'Authentication code' : 'Backup code'}
          name="code"
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          required
          autoFocus
        />
        <FormAlert tone="error">{error}</FormAlert>
        <Button type="submit" busy={busy}>
          Verify
        </Button>
      </form>
      <button
        type="button"
        className="mt-4 text-sm text-brand-800 underline"
        onClick={() => setKind(kind === 'totp' ? 'backup' : 'totp')}
      >
        {kind === 'totp' ? 'Use a backup code instead' : 'Use your authenticator app instead'}
      </button>
    </>
  )
}
