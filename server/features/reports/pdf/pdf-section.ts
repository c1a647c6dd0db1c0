// One PDF section: its heading kept with what follows, optionally starting a new page.
import { createElement as h, type ReactNode } from 'react'
import { Text, View } from '@react-pdf/renderer'
import { styles } from './pdf-styles.ts'

export function pdfSection(
  heading: string,
  children: ReactNode,
  options: { breakBefore?: boolean } = {},
): ReactNode {
  return h(
    View,
    { style: styles.section, break: options.breakBefore ?? false },
    h(Text, { style: styles.h2, minPresenceAhead: 60 }, heading),
    children,
  )
}
