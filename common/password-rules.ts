// The password rules of spec §5, used by the forms (as the person types) and by the server
// (which refuses a password that breaks them, whatever the client did).
export const PASSWORD_MIN_LENGTH = 12

export const PASSWORD_RULES = [
  {
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
    message: 'Password must be at least 12 characters long',
  },
  {
    test: (p: string) => /[A-Z]/.test(p),
    message: 'Password must contain at least one uppercase letter',
  },
  {
    test: (p: string) => /[a-z]/.test(p),
    message: 'Password must contain at least one lowercase letter',
  },
  { test: (p: string) => /[0-9]/.test(p), message: 'Password must contain at least one number' },
  {
    test: (p: string) => /[^A-Za-z0-9]/.test(p),
    message: 'Password must contain at least one special character',
  },
] as const

export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match'
export const PASSWORD_REQUIREMENTS_MESSAGE = 'Password does not meet security requirements'

/** The message of every rule the password breaks (empty when it meets them all). */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message)
}

/** Checks a new password and its confirmation: every problem, in the order the spec lists them. */
export function checkNewPassword(password: string, confirmation: string): string[] {
  const problems = passwordProblems(password)
  if (password !== confirmation) problems.push(PASSWORD_MISMATCH_MESSAGE)
  return problems
}
