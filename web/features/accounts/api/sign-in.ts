// Signing in, signing up and the second factor. Each success reads the new session and the
// profile (created on the server when missing), so the next page has both.
import { z } from 'zod'
import { INVALID_CREDENTIALS_MESSAGE, phoneNumberFrom } from '#common/contracts/accounts.ts'
import { AppError } from '#common/errors.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { profileQuery } from './profile.ts'
import { authPost } from '../auth-client.ts'
import { emitAuthEvent } from '../auth-events.ts'
import { recordSecurityEvent } from '../security-events.ts'
import { refreshSession } from './get-session.ts'

// A password sign-in either signs in or asks for the second factor.
const SignInAnswerSchema = z.object({ twoFactorRedirect: z.boolean().optional() })

async function completeSignIn(): Promise<void> {
  await refreshSession()
  await queryClient.fetchQuery({ ...profileQuery, staleTime: 0 })
  emitAuthEvent('SIGNED_IN')
}

function recordFailure(error: unknown): never {
  if (error instanceof AppError && error.code === 'RATE_LIMITED')
    recordSecurityEvent('suspicious_activity', error.message)
  else recordSecurityEvent('failed_login')
  if (error instanceof AppError && error.code === 'UNAUTHENTICATED')
    throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS_MESSAGE, error.details)
  throw error
}

/** Signs in with an email or phone number; says whether a second factor is needed. */
export async function signInWithPassword(
  identifier: string,
  password: string,
): Promise<{ needsSecondFactor: boolean }> {
  const phoneNumber = phoneNumberFrom(identifier)
  const result = await authPost(
    phoneNumber ? 'sign-in/phone-number' : 'sign-in/email',
    phoneNumber ? { phoneNumber, password } : { email: identifier.trim(), password },
    SignInAnswerSchema,
  ).catch(recordFailure)
  if (result.twoFactorRedirect) return { needsSecondFactor: true }
  await completeSignIn()
  return { needsSecondFactor: false }
}

/** Completes a sign-in with a code from the authenticator app, or a backup code. */
export async function verifySecondFactor(code: string, kind: 'totp' | 'backup'): Promise<void> {
  await authPost(kind === 'totp' ? 'two-factor/verify-totp' : 'two-factor/verify-backup-code', {
    code: code.replace(/\s+/g, ''),
  }).catch((error: unknown) => {
    recordSecurityEvent('failed_login', 'second factor')
    throw error
  })
  emitAuthEvent('MFA_CHALLENGE_VERIFIED')
  await completeSignIn()
}

export async function signUp(details: { name: string; email: string; password: string }) {
  await authPost('sign-up/email', details)
  await completeSignIn()
}
