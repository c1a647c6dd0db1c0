// The profile's Change Password form (spec §2, §5, §8).
import { useState, type FormEvent } from 'react'
import { toast } from '../../../lib/toast.ts'
import { MESSAGES } from '#common/messages.ts'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextField } from '../../../components/ui/input.tsx'
import { useAction } from '../../../lib/use-action.ts'
import { changePassword } from '../api/passwords.ts'
import { authFailureOf } from '../auth-client.ts'
import { NewPasswordFields, useNewPasswordProblems } from './new-password-fields.tsx'

export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const password = useNewPasswordProblems()
  const [currentError, setCurrentError] = useState<string | null>(null)
  const { busy, run } = useAction()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const currentPassword = String(form.get('currentPassword') ?? '')
    setCurrentError(currentPassword ? null : 'Enter your current password.')
    if (!password.check(form) || !currentPassword) return
    await run(
      async () => {
        await changePassword(currentPassword, String(form.get('password')))
        toast.success(MESSAGES.passwordUpdated)
        formElement.reset()
        onDone()
      },
      (caught) => {
        const { reason, problems } = authFailureOf(caught)
        if (problems.length > 0) password.show(problems)
        else if (reason === 'INVALID_PASSWORD')
          setCurrentError('Your current password is not right.')
        toast.error(MESSAGES.passwordUpdateFailed)
        return null
      },
    )
  }

  return (
    <form className="flex max-w-md flex-col gap-4" onSubmit={submit} noValidate>
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={currentError}
      />
      <NewPasswordFields problems={password.problems} />
      <FormAlert tone="error">{password.summary}</FormAlert>
      <p className="text-sm text-gray-600">Changing your password signs out your other devices.</p>
      <div>
        <Button type="submit" busy={busy}>
          Update password
        </Button>
      </div>
    </form>
  )
}
