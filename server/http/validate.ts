// Request validation with zod; a failure becomes the one error shape (INVALID_INPUT).
import type { ValidationTargets } from 'hono'
import { validator } from 'hono/validator'
import type { z } from 'zod'
import { AppError } from '#common/errors.ts'

/** Validates one part of the request against `schema`, throwing INVALID_INPUT with the issues. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value) => {
    const parsed = schema.safeParse(value)
    if (parsed.success) return parsed.data as z.output<Schema>
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }))
    const first = issues[0]
    throw new AppError(
      'INVALID_INPUT',
      first ? `${first.path || target}: ${first.message}` : 'Invalid input',
      issues,
    )
  })
}
