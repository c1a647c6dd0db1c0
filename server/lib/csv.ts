// CSV for PostgreSQL COPY: every value quoted, an empty unquoted field for NULL.
export function toCsvLine(values: readonly unknown[]): string {
  return values
    .map((value) => {
      if (value === null || value === undefined) return ''
      const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
      return `"${text.replaceAll('"', '""')}"`
    })
    .join(',')
}
