// The profile's Change Password form (spec §2, §5, §8).
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextField } from '../../../components/ui/input.tsx'
import { changePassword } from '../api/passwords.ts'
import { AuthError } from '../auth-client.ts'
import { NewPasswordFields, useNewPasswordProblems } from './new-password-fields.tsx'

export const PASSWORD_UPDATED = 'Password updated successfully'
export const PASSWORD_UPDATE_FAILED = 'Failed to update password. Please try again.'

export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const password = useNewPasswordProblems()
  const [currentError, setCurrentError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const currentPassword = String(form.get('currentPassword') ?? '')
    setCurrentError(currentPassword ? null : 'Enter your current password.')
    if (!password.check(form) || !currentPassword) return
    setBusy(true)
    try {
      await changePassword(currentPassword, String(form.get('password')))
      toast.success(PASSWORD_UPDATED)
      formElement.reset()
      onDone()
    } catch (caught) {
      if (caught instanceof AuthError && caught.details.length > 0) password.show(caught.details)
      else if (caught instanceof AuthError && caught.code === 'INVALID_PASSWORD')
        setCurrentError('Your current password is not right.')
      toast.error(PASSWORD_UPDATE_FAILED)
    } finally {
      setBusy(false)
    }
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
