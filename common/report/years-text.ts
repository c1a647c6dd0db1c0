// A "years since" fact (a tenant, an Ellis Act withdrawal, a lower-income household) as a person
// types it, read one way wherever it is typed, a guide's calculator or the report editor: a
// number of years, "never" when it never happened, and empty when it is not known. Empty is
// never read as "never": the engine then asks for the fact to be confirmed.

/** What a years field accepts, in the reader's words. */
export const YEARS_ACCEPTED = 'a number of years, or “never”'

/**
 * The wire value of typed years: the number, null for "never" (the analysis request's word for
 * it), undefined when empty (not known), NaN when the text is neither.
 */
export function readYearsText(text: string): number | null | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  return /^never$/i.test(trimmed) ? null : Number(trimmed)
}

/** The text a years field shows for a value, from the wire (null) or the engine ('never'). */
export function writeYearsText(value: unknown): string {
  if (value === undefined) return ''
  return value === null || value === 'never' ? 'never' : String(value)
}
