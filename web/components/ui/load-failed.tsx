import type { ReactNode } from 'react'
import { Button } from './button.tsx'

/** What a section shows when its data failed to load: the reason, and a way to ask again. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="alert" className="text-danger-700">
        {children}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  )
}
