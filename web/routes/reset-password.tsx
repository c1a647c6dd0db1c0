import type { MetaArgs } from 'react-router'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({
    title: 'Choose a new password',
    description: 'Choose a new password for your account.',
    path: location.pathname,
  })
}

export default function ResetPassword() {
  return (
    <>
      <h1 className="text-2xl font-semibold text-gray-900">Choose a new password</h1>
      <p className="mt-4 text-gray-700">
        Open the link from your password-reset email to choose a new password here.
      </p>
    </>
  )
}
