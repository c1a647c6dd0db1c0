// Whether the signed-in user is an admin, asked of the server as spec §6 says: the admin_check_test
// function answers 'You are an admin' to admins only.
import { queryOptions } from '@tanstack/react-query'
import { MESSAGES } from '#common/messages.ts'
import { AppError } from '#common/errors.ts'
import { api, unwrap } from '../../../lib/api-client.ts'

export function adminCheckQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: ['admin-check', userId],
    queryFn: async (): Promise<boolean> => {
      try {
        const answer = await unwrap(await api.rpc.admin_check_test.$post())
        return answer === MESSAGES.adminConfirmation
      } catch (error) {
        if (error instanceof AppError && error.code === 'FORBIDDEN') return false
        const reason = error instanceof Error ? error.message : String(error)
        throw new Error(`${MESSAGES.adminCheckFailed}${reason}`, { cause: error })
      }
    },
  })
}
