// Enrolling and removing an authenticator app (TOTP) on the profile.
import { z } from 'zod'
import { queryClient } from '../../../lib/query-client.ts'
import { profileQuery } from './profile.ts'
import { authPost } from '../auth-client.ts'
import { emitAuthEvent } from '../auth-events.ts'

const EnrolmentSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) })
export type Enrolment = z.infer<typeof EnrolmentSchema>

/** Starts enrolment: the secret (as an otpauth:// URI for the QR code) and backup codes. */
export function startTwoFactor(password: string): Promise<Enrolment> {
  return authPost('two-factor/enable', { password }, EnrolmentSchema)
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
