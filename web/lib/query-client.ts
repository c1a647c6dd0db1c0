// TanStack Query defaults from spec §9: 5-minute stale time; queries retry up to twice with a
// 1 s doubling backoff capped at 30 s, never for chunk-load or client errors; mutations retry once.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { AppError } from '#common/errors.ts'
import { isChunkLoadError } from './chunk-errors.ts'

const FIVE_MINUTES_MS = 5 * 60 * 1000
const MAX_QUERY_RETRIES = 2
const MAX_BACKOFF_MS = 30_000

function isRetryable(error: unknown): boolean {
  if (isChunkLoadError(error)) return false
  if (error instanceof AppError) return error.code === 'UNAVAILABLE' || error.code === 'INTERNAL'
  return true
}

type ErrorListener = (error: unknown) => void
const errorListeners = new Set<ErrorListener>()

/**
 * Calls `listener` with the error of every failed query and mutation (the session-expiry
 * handler uses it) until the returned function is called.
 */
export function onRequestError(listener: ErrorListener): () => void {
  errorListeners.add(listener)
  return () => errorListeners.delete(listener)
}

function notifyError(error: unknown) {
  for (const listener of errorListeners) listener(error)
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: notifyError }),
    mutationCache: new MutationCache({ onError: notifyError }),
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES_MS,
        retry: (failureCount, error) => failureCount < MAX_QUERY_RETRIES && isRetryable(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_BACKOFF_MS),
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: (failureCount, error) => failureCount < 1 && isRetryable(error),
      },
    },
  })
}

/** The browser's one query cache, shared by components and route loaders. */
export const queryClient = createQueryClient()
