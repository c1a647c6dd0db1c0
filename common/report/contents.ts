// What each report type contains (PRODUCT.md, "Report types"): which pathways it presents and
// whether it draws the buildable envelope (the zoning summary has no drawing). Every type leads
// with the summary. The page, the print view and the PDF read this one
// table, so a report type means the same thing everywhere.
import { PATHWAY_IDS, type PathwayId } from '#engine'
import type { ReportType } from './type-labels.ts'

export type ReportContents = {
  /** The pathways the report presents, in the order its table lists them. */
  readonly pathways: readonly PathwayId[]
  readonly envelope: boolean
  /**
   * The money side: `full` prices every pathway with a sensitivity view; `light` prices only
   * adding ADUs and an SB 9 split, the choices a single-family owner weighs; null shows none.
   */
  readonly proforma: 'full' | 'light' | null
}

/** Single-family lots: base zoning, ADUs, SB 9, SB 1123 and AB 2097 parking. */
const SINGLE_FAMILY_PATHWAYS: readonly PathwayId[] = [
  'la_base_zoning',
  'adu',
  'sb9',
  'sb1123',
  'ab2097',
]

export const REPORT_CONTENTS: Readonly<Record<ReportType, ReportContents>> = {
  single_family: { pathways: SINGLE_FAMILY_PATHWAYS, envelope: true, proforma: 'light' },
  multifamily_zoning: { pathways: PATHWAY_IDS, envelope: false, proforma: null },
  multifamily_development: { pathways: PATHWAY_IDS, envelope: true, proforma: 'full' },
  multifamily_development_v2: { pathways: PATHWAY_IDS, envelope: true, proforma: 'full' },
}
