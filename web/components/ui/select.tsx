import { useId, type ReactNode, type SelectHTMLAttributes } from 'react'
import { cn } from '../../lib/cn.ts'

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  options: ReadonlyArray<{ value: string; label: string }>
}

/** A labelled drop-down with its hint and error wired up for screen readers. */
export function SelectField({
  label,
  hint,
  error,
  options,
  className,
  id,
  ...props
}: SelectFieldProps) {
  const generatedId = useId()
  const selectId = id ?? generatedId
  const describedBy = [hint ? `${selectId}-hint` : null, error ? `${selectId}-error` : null].filter(
    Boolean,
  )
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      <select
        id={selectId}
        className={cn(
          'h-11 min-w-0 rounded-md border bg-white px-3 text-base text-gray-900',
          error ? 'border-danger-600' : 'border-gray-300',
        )}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${selectId}-hint`} className="text-sm text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${selectId}-error`} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  )
}
