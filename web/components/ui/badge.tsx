import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'

const TONES = {
  neutral: 'bg-gray-100 text-gray-800',
  brand: 'bg-brand-100 text-brand-900',
  accent: 'bg-accent-100 text-accent-700',
  eligible: 'bg-eligible-50 text-eligible-700',
  conditional: 'bg-conditional-50 text-conditional-700',
  unavailable: 'bg-unavailable-50 text-unavailable-700',
  danger: 'bg-danger-50 text-danger-700',
} as const

export type BadgeTone = keyof typeof TONES

/** A short label. Status tones always carry their meaning in the text, never colour alone. */
export function Badge({
  tone = 'neutral',
  icon,
  children,
  className,
}: {
  tone?: BadgeTone
  icon?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium',
        TONES[tone],
        className,
      )}
    >
      {icon && <span aria-hidden="true">{icon}</span>}
      {children}
    </span>
  )
}
