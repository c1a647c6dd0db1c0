import type { ButtonHTMLAttributes } from 'react'
import { cn } from '../../lib/cn.ts'
import { Spinner } from './spinner.tsx'

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  accent: 'bg-accent-500 text-white hover:bg-accent-700 disabled:bg-accent-500/60',
  secondary:
    'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 disabled:text-gray-500',
  ghost: 'text-brand-800 hover:bg-brand-50 disabled:text-gray-500',
  danger: 'bg-danger-600 text-white hover:bg-danger-700 disabled:bg-danger-600/60',
} as const

const SIZES = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-base',
  lg: 'h-12 px-6 text-lg',
} as const

export type ButtonVariant = keyof typeof VARIANTS
export type ButtonSize = keyof typeof SIZES

/** Button look, for links that act as buttons. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed',
    VARIANTS[variant],
    SIZES[size],
    className,
  )
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean
}

export function Button({
  variant,
  size,
  busy = false,
  className,
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <Spinner size="sm" label={null} />}
      {children}
    </button>
  )
}
