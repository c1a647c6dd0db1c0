/**
 * A change's differences, each as its subject and its old and new figures side by side ("Was",
 * "Now"; one above the other on a phone). Shared by the watch page and a report's change panel.
 */
export function DifferenceList({ differences }: { differences: readonly string[] }) {
  return (
    <ul className="mt-2 flex flex-col gap-2">
      {differences.map((line) => {
        const [subject, figures] = splitDifference(line)
        return (
          <li key={line} className="text-gray-900">
            {figures ? (
              <>
                <span className="font-medium">{subject}</span>
                <span className="mt-1 grid gap-1 sm:grid-cols-2">
                  {figures.map((part) => (
                    <span key={part} className="tabular">
                      {part}
                    </span>
                  ))}
                </span>
              </>
            ) : (
              subject
            )}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * "SB 79: Draft → In force; 0 → 42 homes" as its subject and each moved figure ("Was: Draft",
 * "Now: In force"), so old and new stand side by side; a line without figures stays whole.
 */
function splitDifference(line: string): [string, string[] | null] {
  const colon = line.indexOf(': ')
  if (colon < 0 || !line.includes(' → ')) return [line, null]
  const parts = line
    .slice(colon + 2)
    .split('; ')
    .flatMap((part) => {
      const [was, now] = part.split(' → ')
      if (now === undefined || was === undefined) return [part]
      // "0 → 42 homes": the unit, said once at the end, belongs to both.
      const unit = /^[\d,]+$/.test(was) ? (/ (homes?|sq ft)$/.exec(now)?.[0] ?? '') : ''
      return [`Was: ${was}${unit}`, `Now: ${now}`]
    })
  return [line.slice(0, colon), parts]
}
