// Enrolling and removing an authenticator app (TOTP) on the profile.
import { queryClient } from '../../../lib/query-client.ts'
import { profileQuery } from './profile.ts'
import { authPost } from '../auth-client.ts'
import { emitAuthEvent } from '../auth-events.ts'

export type Enrolment = { totpURI: string; backupCodes: string[] }

/** Starts enrolment: the secret (as an otpauth:// URI for the QR code) and backup codes. */
export function startTwoFactor(password: string): Promise<Enrolment> {
  return authPost<Enrolment>('two-factor/enable', { password })
}

/** Confirms enrolment with the first code the app shows; from then on sign-in asks for one. */
export async function confirmTwoFactor(code: string): Promise<void> {
  await authPost('two-factor/verify-totp', { code: code.replace(/\s+/g, '') })
  emitAuthEvent('MFA_CHALLENGE_VERIFIED')
  await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey })
}

export async function disableTwoFactor(password: string): Promise<void> {
  await authPost('two-factor/disable', { password })
  emitAuthEvent('USER_UPDATED')
  await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey })
}
