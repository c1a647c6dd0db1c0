// Request validation with zod; a failure becomes the one error shape (INVALID_INPUT).
import type { MiddlewareHandler, ValidationTargets } from 'hono'
import { validator } from 'hono/validator'
import type { z } from 'zod'
import { AppError } from '#common/errors.ts'

/**
 * What the typed client sends for `Target`: a JSON body as the schema reads it; the URL's parts
 * (path, query) and headers as the strings they travel as, which the schema then parses.
 */
type ClientInput<Target, Input> = Target extends 'json'
  ? Input
  : { [Key in keyof Input]: undefined extends Input[Key] ? string | undefined : string }

/** The validation step as routes and the typed client see it: strings in, parsed values out. */
type Validation<
  Target extends keyof ValidationTargets,
  Schema extends z.ZodType,
> = MiddlewareHandler<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any env, as hono's own validator
  any,
  string,
  {
    in: { [Key in Target]: ClientInput<Target, z.input<Schema>> }
    out: { [Key in Target]: z.output<Schema> }
  }
>

/** Validates one part of the request against `schema`, throwing INVALID_INPUT with the issues. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
): Validation<Target, Schema> {
  const check = validator(target, (value) => {
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
  // hono derives a URL part's client type from the parsed output (a page as a number); the
  // client sends strings, which is what Validation says.
  return check as Validation<Target, Schema>
}
