// One PDF section: what it reads, and its heading kept with what follows, optionally starting a
// new page.
import { createElement as h, type ReactNode } from 'react'
import { Text, View } from '@react-pdf/renderer'
import type { LotMapDrawing } from '../../../domain/lot-map-drawing.ts'
import type { ReportDocumentData, ReportModel } from '#common/report/document-model.ts'
import { styles } from '../../../lib/pdf/pdf-styles.ts'

/** What the PDF is made from: the report's content plus what every page footer names. */
export type PdfReport = {
  readonly data: ReportDocumentData
  /** The engine version that computed the stored analysis. */
  readonly engineVersion: string
  /** The report's date: when it last changed. */
  readonly reportDate: string
  /** The lot among its neighbours, drawn from the parcel records; null when it has no place. */
  readonly map: LotMapDrawing | null
}

/** What each section reads. */
export type PdfSectionContext = { readonly report: PdfReport; readonly model: ReportModel }

/** A section is a child of the page itself: only there does `breakBefore` start a new page. */
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
