import type { MetaArgs } from 'react-router'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({
    title: 'Reset your password',
    description: 'Request a password reset link.',
    path: location.pathname,
  })
}

export default function PasswordReset() {
  return (
    <>
      <h1 className="text-2xl font-semibold text-gray-900">Reset your password</h1>
      <p className="mt-4 text-gray-700">
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </p>
    </>
  )
}
