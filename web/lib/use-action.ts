// The busy flag and error message every form keeps while it calls the server.
import { useState } from 'react'
import { AppError } from '#common/errors.ts'
import { MESSAGES } from '#common/messages.ts'

/**
 * What to show for a failed call: the server's words (written for people), or the spec's fallback.
 * A refused field comes as "name: Give the key a name." so that programs calling the API learn
 * which field; a person at the form sees the sentence alone. A message that is not a sentence of
 * its own ("days: must be at least 1 day") keeps the field it is about.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof AppError && error.code === 'INVALID_INPUT') {
    const sentence = firstIssueMessage(error.details)
    if (sentence && /^[A-Z]/.test(sentence)) return sentence
  }
  return error instanceof Error ? error.message : MESSAGES.unexpected
}

function firstIssueMessage(details: unknown): string | null {
  if (!Array.isArray(details)) return null
  const [first]: unknown[] = details
  return typeof first === 'object' && first !== null && 'message' in first
    ? String(first.message)
    : null
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
