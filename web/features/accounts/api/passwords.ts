// Forgotten and changed passwords. The rules are checked here as the person types and again by
// the server, which has the last word.
import { authPost } from '../auth-client.ts'
import { emitAuthEvent } from '../auth-events.ts'

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await authPost('request-password-reset', { email: email.trim(), redirectTo: '/reset-password' })
}

/** Sets a new password with the token from the emailed link. Every session is signed out. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await authPost('reset-password', { token, newPassword })
}

/** Changes the password; the server signs out the user's other sessions. */
export async function changePassword(currentPassword: string, newPassword: string) {
  await authPost('change-password', { currentPassword, newPassword, revokeOtherSessions: true })
  emitAuthEvent('USER_UPDATED')
}
