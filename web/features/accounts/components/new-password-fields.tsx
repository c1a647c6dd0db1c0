// New password and its confirmation, checked against the rules of spec §5 (common/), with each
// broken rule's own message under the field.
import { useState } from 'react'
import {
  checkNewPassword,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_REQUIREMENTS_MESSAGE,
} from '#common/password-rules.ts'
import { TextField } from '../../../components/ui/input.tsx'

export const PASSWORD_HINT =
  'At least 12 characters, with an uppercase letter, a lowercase letter, a number and a special character.'

/** The problems with the form's `password` and `confirmPassword` fields (empty when fine). */
export function newPasswordProblems(form: FormData): string[] {
  return checkNewPassword(
    String(form.get('password') ?? ''),
    String(form.get('confirmPassword') ?? ''),
  )
}

export function NewPasswordFields({
  problems,
  label = 'New password',
}: {
  problems: readonly string[]
  label?: string
}) {
  const ruleProblems = problems.filter((problem) => problem !== PASSWORD_MISMATCH_MESSAGE)
  const mismatch = problems.includes(PASSWORD_MISMATCH_MESSAGE) ? PASSWORD_MISMATCH_MESSAGE : null
  return (
    <>
      <TextField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        error={ruleProblems}
      />
      <TextField
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={mismatch}
      />
    </>
  )
}

/** The overall message when any rule is broken (spec §5). */
export function useNewPasswordProblems() {
  const [problems, setProblems] = useState<string[]>([])
  return {
    problems,
    /** Checks the form; returns true when the password may be sent. */
    check(form: FormData): boolean {
      const found = newPasswordProblems(form)
      setProblems(found)
      return found.length === 0
    },
    /** Shows the server's per-rule messages when it refused the password. */
    show(found: readonly string[]) {
      setProblems([...found])
    },
    summary: problems.length > 0 ? PASSWORD_REQUIREMENTS_MESSAGE : null,
  }
}
