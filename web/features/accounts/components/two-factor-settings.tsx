// Two-step verification on the profile: enrol an authenticator app (QR code and secret, then a
// first code), keep the backup codes, or turn it off.
import { useState, type FormEvent } from 'react'
import { toast } from '../../../lib/toast.ts'
import { renderSVG } from 'uqr'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextField } from '../../../components/ui/input.tsx'
import {
  confirmTwoFactor,
  disableTwoFactor,
  startTwoFactor,
  type Enrolment,
} from '../api/two-factor.ts'
import { AppError } from '#common/errors.ts'
import { errorMessage, useAction } from '../../../lib/use-action.ts'
import { authFailureOf } from '../auth-client.ts'

type Stage = 'idle' | 'password' | 'enrolling' | 'disabling'

function describeFailure(error: unknown): string {
  if (authFailureOf(error).reason === 'INVALID_PASSWORD') return 'Your password is not right.'
  if (error instanceof AppError && error.code === 'UNAUTHENTICATED')
    return 'That code is not right. Check your authenticator app and try again.'
  return errorMessage(error)
}

export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const [stage, setStage] = useState<Stage>('idle')
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const action = useAction()
  const { busy, error } = action
  const run = (work: () => Promise<void>) => action.run(work, describeFailure)

  const field = (event: FormEvent<HTMLFormElement>, name: string) => {
    event.preventDefault()
    return String(new FormData(event.currentTarget).get(name) ?? '')
  }

  const secret = enrolment ? new URL(enrolment.totpURI).searchParams.get('secret') : null

  return (
    <section aria-labelledby="two-factor-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="two-factor-heading" className="text-lg font-semibold text-gray-900">
          Two-step verification
        </h2>
        <Badge tone={enabled ? 'eligible' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>
      </div>
      <p className="text-gray-700">
        With two-step verification on, signing in also asks for a code from an authenticator app on
        your phone.
      </p>

      {stage === 'idle' && (
        <div>
          <Button variant="secondary" onClick={() => setStage(enabled ? 'disabling' : 'password')}>
            {enabled ? 'Turn off two-step verification' : 'Turn on two-step verification'}
          </Button>
        </div>
      )}

      {(stage === 'password' || stage === 'disabling') && (
        <form
          className="flex max-w-md flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            const password = field(event, 'password')
            void run(async () => {
              if (stage === 'disabling') {
                await disableTwoFactor(password)
                toast.success('Two-step verification is off')
                setStage('idle')
              } else {
                setEnrolment(await startTwoFactor(password))
                setStage('enrolling')
              }
            })
          }}
        >
          <TextField
            label="Confirm with your password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <FormAlert tone="error">{error}</FormAlert>
          <div className="flex gap-3">
            <Button type="submit" busy={busy}>
              Continue
            </Button>
            <Button type="button" variant="ghost" onClick={() => setStage('idle')}>
              Cancel
            </Button>
          </div>
        </form>
      )}

      {stage === 'enrolling' && enrolment && (
        <div className="flex flex-col gap-4">
          <ol className="list-decimal space-y-2 pl-5 text-gray-700">
            <li>Scan this code with your authenticator app, or type the secret into it.</li>
            <li>
              Save the backup codes somewhere safe: each one signs you in once without the app.
            </li>
            <li>Enter the 6-digit code the app now shows.</li>
          </ol>
          <img
            className="size-48 border border-gray-200"
            alt="QR code to add Lotwise to your authenticator app"
            src={`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(enrolment.totpURI))}`}
          />
          <p className="text-sm text-gray-700">
            Secret:{' '}
            <code data-testid="totp-secret" className="font-mono break-all">
              {secret}
            </code>
          </p>
          <details className="rounded-md border border-gray-200 p-3">
            <summary className="cursor-pointer font-medium">Backup codes</summary>
            <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm">
              {enrolment.backupCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </details>
          <form
            className="flex max-w-md flex-col gap-4"
            noValidate
            onSubmit={(event) => {
              const code = field(event, 'code')
              void run(async () => {
                await confirmTwoFactor(code)
                toast.success('Two-step verification is on')
                setEnrolment(null)
                setStage('idle')
              })
            }}
          >
            <TextField
              label="Code from your app"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
            />
            <FormAlert tone="error">{error}</FormAlert>
            <div>
              <Button type="submit" busy={busy}>
                Confirm
              </Button>
            </div>
          </form>
        </div>
      )}
    </section>
  )
}
