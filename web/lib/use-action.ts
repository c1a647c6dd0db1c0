// The busy flag and error message every form keeps while it calls the server.
import { useState } from 'react'
import { AppError } from '#common/errors.ts'
import { MESSAGES } from '#common/messages.ts'

/** What to show for a failed call: the server's words (written for people), or the spec's fallback. */
export function errorMessage(error: unknown): string {
  return error instanceof AppError || error instanceof Error ? error.message : MESSAGES.unexpected
}

/**
 * `run(action)` marks the form busy, clears the last error, and afterwards shows what went
 * wrong: `describe(error)` chooses the words (null shows nothing), `errorMessage` by default.
 */
export function useAction() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function run(
    action: () => Promise<void>,
    describe: (caught: unknown) => string | null = errorMessage,
  ) {
    setBusy(true)
    setError(null)
    try {
      await action()
    } catch (caught) {
      setError(describe(caught))
    } finally {
      setBusy(false)
    }
  }

  return { busy, error, setError, run }
}
