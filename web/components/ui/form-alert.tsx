/** A form's error (announced at once) or confirmation message. */
export function FormAlert({
  tone,
  children,
}: {
  tone: 'error' | 'success'
  children: string | null
}) {
  if (!children) return null
  return tone === 'error' ? (
    <p role="alert" className="rounded-md bg-danger-50 p-3 text-danger-700">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-md bg-eligible-50 p-3 text-eligible-700">
      {children}
    </p>
  )
}
