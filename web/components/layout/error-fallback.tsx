import { useEffect, useState } from 'react'
import { buttonClasses } from '../ui/button.tsx'
import { MESSAGES } from '#common/messages.ts'

/** Spec §9: the fallback waits 500 ms (a quick recovery never flashes it) and allows 2 retries. */
export const FALLBACK_DELAY_MS = 500
export const MAX_RETRIES = 2

// Retries used since the page loaded; a full reload starts again.
let retriesUsed = 0

/** "Something went wrong" with Try Again (at most twice), Reload Page and Go Home (spec §2). */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const [visible, setVisible] = useState(false)
  const [canRetry, setCanRetry] = useState(retriesUsed < MAX_RETRIES)

  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), FALLBACK_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  if (!visible) return null
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-3xl font-semibold text-gray-900">{MESSAGES.somethingWentWrong}</h1>
      <p className="text-gray-700">
        The page could not be shown. You can try again, reload the page, or start from the home
        page.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {canRetry && (
          <button
            type="button"
            className={buttonClasses()}
            onClick={() => {
              retriesUsed += 1
              setCanRetry(retriesUsed < MAX_RETRIES)
              onRetry()
            }}
          >
            Try Again
          </button>
        )}
        <button
          type="button"
          className={buttonClasses({ variant: 'secondary' })}
          onClick={() => window.location.reload()}
        >
          Reload Page
        </button>
        <a href="/" className={buttonClasses({ variant: 'secondary' })}>
          Go Home
        </a>
      </div>
    </div>
  )
}
