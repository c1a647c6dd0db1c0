import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode
  hint?: ReactNode
  /** One message, or several (e.g. each unmet password rule). */
  error?: string | readonly string[] | null
}

/** A labelled input with its hint and error messages wired up for screen readers. */
export function TextField({ label, hint, error, className, id, ...props }: TextFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const errors = error ? (typeof error === 'string' ? [error] : error) : []
  const describedBy = [hint ? hintId : null, errors.length ? errorId : null].filter(Boolean)
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      <input
        id={inputId}
        className={cn(
          'h-11 rounded-md border bg-white px-3 text-base text-gray-900 placeholder:text-gray-500',
          errors.length ? 'border-danger-600' : 'border-gray-300',
        )}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-sm text-gray-600">
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <ul id={errorId} className="flex flex-col gap-0.5 text-sm text-danger-700">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
