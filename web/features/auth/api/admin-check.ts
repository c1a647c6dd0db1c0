// Whether the signed-in user is an admin, asked of the server as spec §6 says: the admin_check_test
// function answers 'You are an admin' to admins only.
import { queryOptions } from '@tanstack/react-query'
import { ADMIN_CONFIRMATION } from '#common/contracts/accounts.ts'
import { AppError } from '#common/errors.ts'
import { api, unwrap } from '../../../lib/api-client.ts'

export function adminCheckQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: ['admin-check', userId],
    queryFn: async (): Promise<boolean> => {
      try {
        const answer = await unwrap(await api.rpc.admin_check_test.$post())
        return answer === ADMIN_CONFIRMATION
      } catch (error) {
        if (error instanceof AppError && error.code === 'FORBIDDEN') return false
        throw new Error(`Admin check failed: ${(error as Error).message}`, { cause: error })
      }
    },
  })
}
