// The report as a PDF (issue 11, part 4): the secure view's content — summary, facts, the
// pathway table with reasons and citations, the envelope drawings — laid out for Letter paper,
// with the report date, the engine version and the preliminary or verified state on every page's
// footer. The versions are fine print for an auditor (the footer, the closing note), never a label
// in the reading text (decision 845).
// Rendered from the same report document as the web page (decision 320), so both say the same
// thing. Plain `createElement`: the server runs TypeScript without a JSX step.
import { CONFIRMATION_SOURCE_LABELS } from '#common/report/confirmation-labels.ts'
import { createElement as h, type ReactElement, type ReactNode } from 'react'
import { Document, Page, Text, View, type DocumentProps } from '@react-pdf/renderer'
import { REPORT_TYPE_LABELS } from '#common/report/type-labels.ts'
import { formatDayInLosAngeles } from '#common/los-angeles-time.ts'
import { DEMO_PARCEL_LABEL, REAL_PARCEL_LABEL, sourceName } from '#common/parcel-provenance.ts'
import type { ReportDocumentData, ReportModel } from '#common/report/document-model.ts'
import { isSharedOrigin, sharedOrigin } from '#common/report/fact-origins.ts'
import { HOMES_LIST_HEADING, homesByPathway, reportHeadline } from '#common/report/headline.ts'
import { OBJECTIVE_LABELS } from '#common/report/objectives.ts'
import { OWNER_SCENARIO_HEADING, ownerScenario } from '#common/report/owner-scenario.ts'
import {
  reportState,
  reviewFactLines,
  reviewReadingLines,
  verificationLine,
} from '#common/report/review.ts'
import { FACT_NAMES, FACTS, formatFactValue } from '#common/report/facts.ts'
import {
  formatAffordable,
  formatFloorArea,
  formatHeight,
  formatHomes,
  formatParking,
} from '#common/report/figures.ts'
import {
  caveatFigures,
  criteriaOf,
  figureLabel,
  findingText,
  OUTCOME_LABELS,
  pathwayCaveats,
  REPORT_STATE_LABELS,
} from '#common/report/labels.ts'
import { findingsOf, STATUS_LABELS, type Citation, type PathwayResult } from '#engine'
import { EnvelopeDrawings } from './envelope-drawing.ts'
import { lotMapSection } from './lot-map-section.ts'
import { moneySection } from './money-section.ts'
import { preparePdfFonts } from '../../../lib/pdf/pdf-fonts.ts'
import { footerPageNumberSlot, renderWithPageNumbers } from '../../../lib/pdf/page-numbers.ts'
import { pdfSection, type PdfReport, type PdfSectionContext } from './pdf-section.ts'
import { tableHead, tableRow, type TableColumn } from '../../../lib/pdf/pdf-table.ts'
import { COLORS, styles } from '../../../lib/pdf/pdf-styles.ts'

export type { PdfReport } from './pdf-section.ts'

/**
 * The PDF's sections, in order, the money section where the web report puts it (after the
 * pathways). A section is a pure function of the report; to add one, append it here.
 */
export const REPORT_PDF_SECTIONS: ReadonlyArray<(context: PdfSectionContext) => ReactNode> = [
  titleBlock,
  summarySection,
  factsSection,
  lotMapSection,
  pathwaysSection,
  moneySection,
  envelopeSection,
  reviewSection,
  notesSection,
]

/**
 * The state every page carries: preliminary until an analyst has reviewed and published it, and
 * verified only when the review settled every item.
 */
export function reportStateLabel(data: ReportDocumentData): string {
  return REPORT_STATE_LABELS[reportState(data)]
}

/**
 * The report's PDF. `sections` is every section in production; the benchmark leaves one out at a
 * time to measure what each costs.
 */
export async function renderReportPdf(
  report: PdfReport,
  sections: typeof REPORT_PDF_SECTIONS = REPORT_PDF_SECTIONS,
): Promise<Buffer> {
  await preparePdfFonts()
  return renderWithPageNumbers(reportPdfDocument(report, sections))
}

function reportPdfDocument(
  report: PdfReport,
  sections: typeof REPORT_PDF_SECTIONS,
): ReactElement<DocumentProps> {
  const model = report.data.derived.model
  const context = { report, model }
  const { data } = report
  const verified = data.status === 'completed'
  return h(
    Document,
    {
      title: `Lotwise report: ${data.address}`,
      author: 'Lotwise',
      subject: REPORT_TYPE_LABELS[data.reportType],
      creator: 'Lotwise',
      producer: 'Lotwise',
      language: 'en-US',
    },
    // The renderer's newer pagination (decision 178): content is measured once and packed into
    // pages, where the default one laid out all the content still to place again for every page
    // (and again for the page numbers). It honours `break` only on the page's own children, so
    // the sections are children of the page, not wrapped.
    h(
      Page,
      { size: 'LETTER', style: styles.page, wrap: true, experimentalPagination: true },
      h(
        View,
        { style: styles.header, fixed: true },
        h(Text, { style: styles.headerBrand }, 'Lotwise'),
        // The box is a View around the text: a bordered Text is measured without its padding.
        h(
          View,
          { style: [styles.stateBadge, verified ? styles.stateVerified : styles.statePreliminary] },
          h(Text, null, reportStateLabel(data)),
        ),
      ),
      h(
        View,
        { style: styles.footer, fixed: true },
        h(
          Text,
          null,
          `${data.address} · Report date ${formatDayInLosAngeles(report.reportDate)} · Engine ${report.engineVersion}`,
        ),
        footerPageNumberSlot(),
      ),
      ...sections.map((section) => section(context)),
    ),
  )
}

function titleBlock({ report }: PdfSectionContext): ReactNode {
  const { data } = report
  return h(
    View,
    { style: styles.titleBlock },
    h(Text, { style: styles.kicker }, REPORT_TYPE_LABELS[data.reportType].toUpperCase()),
    h(Text, { style: styles.h1 }, data.address),
    h(
      Text,
      { style: styles.muted },
      [
        data.apn ? `APN ${data.apn}` : null,
        `Report date ${formatDayInLosAngeles(report.reportDate)}`,
        data.computedAt ? `worked out ${formatDayInLosAngeles(data.computedAt)}` : null,
      ]
        .filter(Boolean)
        .join(' · '),
    ),
    h(
      Text,
      { style: styles.demo },
      data.inputs.demoParcel
        ? `${DEMO_PARCEL_LABEL}.`
        : `${REAL_PARCEL_LABEL}: each one's source is named under Parcel facts.`,
    ),
  )
}

function summarySection({ report, model }: PdfSectionContext): ReactNode {
  const headline = reportHeadline(report.data)
  return pdfSection(
    'Summary',
    h(
      View,
      null,
      h(
        View,
        { style: styles.callout },
        h(
          Text,
          { style: styles.calloutLabel },
          `Best pathway by ${OBJECTIVE_LABELS[headline.objective].toLowerCase()}`,
        ),
        h(Text, { style: styles.calloutTitle }, headline.title),
        headline.closest ? h(Text, { style: styles.body }, headline.closest) : null,
        headline.status
          ? h(
              Text,
              { style: styles.body },
              `${STATUS_LABELS[headline.status]} · ${headline.figures}`,
            )
          : null,
        headline.explanation
          ? h(Text, { style: [styles.body, styles.spaced] }, headline.explanation)
          : null,
        h(Text, { style: [styles.small, styles.spaced] }, headline.ranking),
      ),
      ownerChanges(report),
      unitsChart(report, model),
      h(Text, { style: styles.h3 }, 'What must still be confirmed'),
      model.questions.length === 0
        ? h(Text, { style: styles.body }, 'Nothing: every fact these pathways depend on is known.')
        : h(
            View,
            null,
            ...model.questions.map((question) =>
              h(
                View,
                { key: question.id, style: styles.bulletRow, wrap: false },
                h(Text, { style: styles.bullet }, '•'),
                h(
                  Text,
                  { style: styles.bulletText },
                  [
                    `${question.label}.`,
                    ...(question.conflict ? [question.conflict] : []),
                    ...question.recordNotes,
                    `Where to confirm: ${question.confirm}`,
                  ].join(' '),
                ),
              ),
            ),
          ),
    ),
  )
}

/** The owner's scenario, stated where its figures show (nothing when the defaults are used). */
function ownerChanges({ data }: PdfReport): ReactNode {
  const lines = ownerScenario(data)
  if (lines.length === 0) return null
  return h(
    View,
    { wrap: false },
    h(Text, { style: styles.h3 }, OWNER_SCENARIO_HEADING),
    ...lines.map((line) =>
      h(
        View,
        { key: line, style: styles.bulletRow },
        h(Text, { style: styles.bullet }, '•'),
        h(Text, { style: styles.bulletText }, line),
      ),
    ),
  )
}

function unitsChart({ data }: PdfReport, model: ReportModel): ReactNode {
  const rows = homesByPathway(data.analysis, model.pathways)
  const numeric = rows
    .map((row) => row.units)
    .filter((units): units is number => typeof units === 'number')
  const largest = Math.max(1, ...numeric)
  return h(
    View,
    { style: styles.chart, wrap: false },
    h(Text, { style: styles.h3 }, HOMES_LIST_HEADING),
    ...rows.map(({ id, name, status, units, text }) =>
      h(
        View,
        { key: id, style: styles.chartRow },
        h(Text, { style: styles.chartLabel }, name),
        units === null
          ? h(Text, { style: styles.chartNone }, text)
          : h(
              View,
              { style: styles.chartBarCell },
              h(View, {
                style: [
                  styles.chartBar,
                  {
                    width: `${units === 'unlimited' ? 100 : Math.max(2, (units / largest) * 100)}%`,
                    backgroundColor:
                      status === 'available' ? COLORS.eligible : COLORS.conditionalSoft,
                    borderColor: status === 'available' ? COLORS.eligible : COLORS.conditional,
                  },
                ],
              }),
              h(Text, { style: styles.chartValue }, text),
            ),
      ),
    ),
  )
}

function factsSection({ report }: PdfSectionContext): ReactNode {
  const { inputs, corrections } = report.data
  const known = FACT_NAMES.filter((name) => inputs.parcel[name] !== undefined)
  const shared = sharedOrigin(inputs, known)
  const recordSource = (origin: { dataset: string; date: string }) =>
    `${sourceName(origin.dataset)}, ${formatDayInLosAngeles(`${origin.date}T12:00:00Z`)}`
  const fact = (name: (typeof known)[number]) => {
    const origin = inputs.factOrigins[name]
    const replaced = corrections.find((entry) => entry.fact === name)
    const source = isSharedOrigin(origin, shared)
      ? null
      : origin?.kind === 'correction' || origin?.kind === 'owner'
        ? `${
            origin.kind === 'owner'
              ? `Owner-stated by ${origin.by ?? 'the owner'}`
              : origin.confirmedWith
                ? `Confirmed by ${origin.by ?? 'an analyst'} with ${CONFIRMATION_SOURCE_LABELS[origin.confirmedWith]}`
                : `Corrected by ${origin.by ?? 'an analyst'}`
          }, ${formatDayInLosAngeles(origin.at)}${
            replaced?.action === 'set'
              ? `; before: ${formatFactValue(name, replaced.oldValue)}`
              : ''
          }`
        : origin
          ? recordSource(origin)
          : 'Source not recorded'
    return h(
      View,
      { key: name, style: styles.fact },
      h(Text, { style: styles.small }, FACTS[name].label),
      h(Text, { style: styles.factValue }, formatFactValue(name, inputs.parcel[name])),
      origin?.kind === 'record' && origin.note
        ? h(Text, { style: styles.tiny }, origin.note)
        : null,
      source === null ? null : h(Text, { style: styles.tiny }, source),
    )
  }
  // Two facts a row, each row its own View: the page can break between rows (a wrapping row of
  // all the facts would move to the next page whole).
  const rows = Array.from({ length: Math.ceil(known.length / 2) }, (_, index) =>
    known.slice(index * 2, index * 2 + 2),
  )
  return pdfSection(
    'Parcel facts',
    h(
      View,
      null,
      shared &&
        h(
          Text,
          { style: styles.body },
          `Each fact comes from ${recordSource(shared)}, unless another source is named under it.`,
        ),
      ...rows.map((pair) =>
        h(View, { key: pair[0], style: styles.factRow, wrap: false }, ...pair.map(fact)),
      ),
    ),
  )
}

const PATHWAY_COLUMNS: readonly TableColumn[] = [
  { heading: 'Pathway', share: 0.22 },
  { heading: 'Status', share: 0.14 },
  { heading: 'Homes', share: 0.1 },
  { heading: 'Height', share: 0.13 },
  { heading: 'Floor area', share: 0.15 },
  { heading: 'Parking', share: 0.1 },
  { heading: 'Affordable homes', share: 0.16 },
]

function pathwaysSection({ report, model }: PdfSectionContext): ReactNode {
  const { analysis } = report.data
  const rows = model.pathways.map((id) => analysis.pathways[id])
  return pdfSection(
    'Every pathway',
    h(
      View,
      null,
      tableHead(PATHWAY_COLUMNS, { minPresenceAhead: 40 }),
      ...rows.map((result) =>
        tableRow(PATHWAY_COLUMNS, [
          { text: result.name, style: styles.cellStrong },
          STATUS_LABELS[result.status],
          formatHomes(result, analysis.summary.ranking),
          formatHeight(result),
          formatFloorArea(result),
          formatParking(result),
          formatAffordable(result.affordable),
        ]),
      ),
      h(Text, { style: [styles.h3, styles.spaced] }, 'Each pathway: its criteria and its law'),
      ...rows.map((result) => pathwayDetails(result)),
    ),
  )
}

function citationText(citation: Citation): string {
  return `${citation.law}, ${citation.section}`
}

function pathwayDetails(result: PathwayResult): ReactNode {
  return h(
    View,
    { key: `${result.id}-details`, style: styles.pathway },
    h(
      Text,
      { style: styles.pathwayTitle, minPresenceAhead: 40 },
      `${result.name} — ${STATUS_LABELS[result.status]}`,
    ),
    h(
      View,
      null,
      // One text per criterion (its label and citation run in): far fewer layout nodes than rows.
      ...criteriaOf(result).map((criterion, index) =>
        h(
          Text,
          { key: `${criterion.code}-${index}`, style: styles.criterionLine },
          h(
            Text,
            { style: criterion.outcome === 'passed' ? styles.criterionPassed : styles.criterion },
            `${OUTCOME_LABELS[criterion.outcome]}: `,
          ),
          // The requirement and the findings are one run of the line's own style.
          `${criterion.requirement === null ? '' : `${criterion.requirement}. `}${findingsOf(result, criterion).map(findingText).join(' ')}`,
          h(Text, { style: styles.tiny }, ` (${citationText(criterion.citation)})`),
        ),
      ),
    ),
    ...result.sources.map((source) =>
      h(
        Text,
        { key: source.figure, style: [styles.small, styles.source] },
        h(Text, { style: styles.strong }, `${figureLabel(source.figure)}: `),
        `${source.rule}. ${source.citations.map(citationText).join('; ')}`,
      ),
    ),
    // Each caveat once, after the figures, naming those it qualifies (not under each of them).
    ...pathwayCaveats(result).map((caveat) =>
      h(
        Text,
        { key: caveat.message, style: [styles.tiny, styles.source] },
        `${caveatFigures(caveat)}: ${caveat.message}`,
      ),
    ),
    result.notes.length > 0 ? bulletList('Notes', result.notes) : null,
    h(
      Text,
      { style: styles.small },
      h(Text, { style: styles.strong }, 'The law: '),
      `${result.citations.map(citationText).join('; ')}. ${legalStatusText(result)}`,
    ),
  )
}

/**
 * Where the law stands on the analysis date, as the page says it; an analysis stored before
 * legal statuses gives only the date the law took effect.
 */
function legalStatusText(result: PathwayResult): string {
  const standing = (result as Partial<PathwayResult>).legalStatus
  const day = (iso: string) => formatDayInLosAngeles(`${iso}T12:00:00Z`)
  if (!standing) return `In effect since ${day(result.effectiveDate)}.`
  const since = standing.since ? ` since ${day(standing.since)}` : ''
  const read =
    standing.retrieved.length === 10
      ? day(standing.retrieved)
      : new Date(`${standing.retrieved}-15T12:00:00Z`).toLocaleDateString('en-US', {
          year: 'numeric',
          month: 'long',
          timeZone: 'UTC',
        })
  const next = standing.next ? ` From ${day(standing.next.date)}: ${standing.next.event}.` : ''
  return `${standing.label}${since}: ${standing.event}. Source: ${citationText(standing.source)}, read ${read}.${next}`
}

function envelopeSection({ report, model }: PdfSectionContext): ReactNode {
  if (model.envelopes.length === 0) return null
  return pdfSection(
    'What could be built',
    h(EnvelopeDrawings, { envelopes: model.envelopes, analysis: report.data.analysis }),
    { breakBefore: true },
  )
}

/** The analyst's review: who verified the report, when, and how each open item was settled. */
function reviewSection({ report }: PdfSectionContext): ReactNode {
  const { review } = report.data
  if (!review) return null
  return pdfSection(
    'The analyst’s review',
    h(
      View,
      null,
      h(Text, { style: styles.body }, `${verificationLine(review)}.`),
      review.facts.length > 0 ? bulletList('Facts checked', reviewFactLines(review)) : null,
      review.readings.length > 0
        ? bulletList('Contested readings', reviewReadingLines(review))
        : null,
      h(Text, { style: [styles.body, styles.spaced] }, `Note: ${review.note}`),
    ),
  )
}

function notesSection({ report }: PdfSectionContext): ReactNode {
  const { data } = report
  return pdfSection(
    'Notes and method',
    h(
      View,
      null,
      data.notes ? h(Text, { style: styles.body }, data.notes) : null,
      h(
        Text,
        { style: [styles.small, styles.spaced] },
        `Computed by the Lotwise analysis engine ${report.engineVersion} and pro forma ${data.derived.proformaVersion} from the parcel facts above. ${reportStateLabel(data)}. This report explains what state and city law allow on the facts given; it is not legal advice, and the city decides each application.`,
      ),
    ),
  )
}

function bulletList(heading: string, items: readonly string[]): ReactNode {
  return h(
    View,
    { style: styles.spaced },
    h(Text, { style: styles.strongSmall }, heading),
    ...items.map((item) =>
      h(
        View,
        { key: item, style: styles.bulletRow },
        h(Text, { style: styles.bullet }, '•'),
        h(Text, { style: styles.bulletText }, item),
      ),
    ),
  )
}
