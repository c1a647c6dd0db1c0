import { cn } from '../../lib/cn.ts'

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-3' } as const

/** A spinning ring. With a label it announces itself to screen readers as a status. */
export function Spinner({
  size = 'md',
  label = 'Loading',
  className,
}: {
  size?: keyof typeof SIZES
  /** Spoken to screen readers; null when the surrounding control already says it. */
  label?: string | null
  className?: string
}) {
  const ring = (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block animate-spin rounded-full border-current border-r-transparent',
        SIZES[size],
        className,
      )}
    />
  )
  if (label === null) return ring
  return (
    // The label names the status (for tools and landmarks) and is read out as its content.
    <span role="status" aria-label={label} className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  )
}

/** Centred spinner that fills the screen, used while the session is checked. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-brand-700">
      <Spinner size="lg" label={label} />
    </div>
  )
}
