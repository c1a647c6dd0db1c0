// The PDF's money section (issue 11, part 4): pathways ranked by residual land value beside their
// homes, the sensitivity grid of the best one and the assumptions used, changed ones marked.
// Rendered from the report document's stored pro forma (decision 320), the one the web section
// shows at the saved assumptions, so paper and page show the same figures. It follows the
// pathways on the same page rather than starting a new one: with a forced page break before it,
// @react-pdf/renderer 4.9 never finished laying out the document.
import { createElement as h, type ReactNode } from 'react'
import { Text, View } from '@react-pdf/renderer'
import { describeAssumptionValue } from '#common/report/assumption-values.ts'
import { REPORT_CONTENTS } from '#common/report/contents.ts'
import {
  ASSUMPTION_GROUPS,
  areaSentence,
  buildingLabel,
  formatMoney,
  formatPercent,
  formatStep,
  shownAssumptions,
  unitMixLine,
  netNewHomesCell,
  siteClearingWords,
  unpricedAdusWords,
  unpricedSentence,
  type MoneyModel,
} from '#common/report/proforma-model.ts'
import {
  AFFORDABLE_RENTS,
  SENSITIVITY_STEPS,
  withChanges,
  type AssumptionId,
  type Assumptions,
  type LocalFigures,
} from '#proforma'
import { pdfSection, type PdfSectionContext } from './pdf-section.ts'
import { tableHead, tableRow, type TableColumn } from '../../../lib/pdf/pdf-table.ts'
import { COLORS, styles } from '../../../lib/pdf/pdf-styles.ts'

export function moneySection({ report }: PdfSectionContext): ReactNode {
  const { data } = report
  const version = REPORT_CONTENTS[data.reportType].proforma
  if (!version) return null
  const { money } = data.derived
  const { local } = money.result
  const assumptions = withChanges(data.proformaAssumptions, local)
  return pdfSection(
    version === 'light' ? 'What building would cost and be worth' : 'Does it pencil?',
    h(
      View,
      null,
      h(
        Text,
        { style: [styles.body, styles.lead] },
        version === 'light'
          ? 'Adding ADUs or splitting the lot under SB 9: what it would cost, what it would be worth, and what it adds to the land.'
          : 'For each pathway: what it would cost to build, what it would be worth, and what the land is worth to a builder under it (the residual land value).',
      ),
      h(
        Text,
        { style: [styles.small, styles.lead] },
        [areaSentence(local), ...local.notes].join(' '),
      ),
      money.result.pathways.length === 0
        ? h(
            Text,
            { style: styles.body },
            [
              'None of this report’s pathways allows homes that can be priced on the facts given.',
              unpricedSentence(money.result),
            ]
              .filter(Boolean)
              .join(' '),
          )
        : h(View, null, rankingTable(money), sensitivityTable(money)),
      assumptionsTable(version, assumptions, local),
    ),
  )
}

const RANKING_COLUMNS: readonly TableColumn[] = [
  { heading: '#', share: 0.04 },
  { heading: 'Pathway', share: 0.21 },
  { heading: 'Net new homes', share: 0.09, right: true },
  { heading: 'Building', share: 0.18 },
  { heading: 'Cost before land', share: 0.11, right: true },
  { heading: 'Value', share: 0.1, right: true },
  { heading: 'Residual land value', share: 0.11, right: true },
  { heading: 'Yield on cost', share: 0.08, right: true },
  { heading: 'Margin', share: 0.08, right: true },
]

function rankingTable(money: MoneyModel): ReactNode {
  const unpriced = unpricedSentence(money.result)
  return h(
    View,
    null,
    h(Text, { style: styles.h3 }, 'Pathways ranked by residual land value'),
    tableHead(RANKING_COLUMNS),
    ...money.result.pathways.map((pathway, index) => {
      const residual = pathway.residualLandValue.value
      return tableRow(RANKING_COLUMNS, [
        String(index + 1),
        { text: pathway.name, style: styles.cellStrong },
        netNewHomesCell(money, pathway),
        `${buildingLabel(pathway)}, ${Math.round(pathway.grossFloorAreaSf.value).toLocaleString('en-US')} sq ft, ${pathway.tenure === 'for_sale' ? 'for sale' : 'for rent'}${pathway.unitMix ? `; ${unitMixLine(pathway.unitMix)}` : ''}${siteClearingWords(pathway) ? `; ${siteClearingWords(pathway)}` : ''}${unpricedAdusWords(pathway) ? `. ${unpricedAdusWords(pathway)}` : ''}${money.floorAreaNotes[pathway.pathwayId] ? `. ${money.floorAreaNotes[pathway.pathwayId]}` : ''}`,
        formatMoney(pathway.totalDevelopmentCost.value),
        formatMoney(pathway.value.value),
        {
          text: formatMoney(residual),
          style: { fontWeight: 700, color: residual < 0 ? COLORS.negative : COLORS.text },
        },
        pathway.yieldOnCost ? formatPercent(pathway.yieldOnCost.value) : '—',
        formatPercent(pathway.margin.value),
      ])
    }),
    unpriced ? h(Text, { style: [styles.small, styles.spaced] }, unpriced) : null,
    h(
      Text,
      { style: [styles.tiny, styles.spaced] },
      'Residual land value: what a builder could pay for the land and still earn the target return (rentals: net operating income ÷ target yield on cost; homes for sale: proceeds ÷ (1 + target profit)), less every cost but the land. Below zero, the pathway does not pencil at any land price. Yield on cost and margin are before land.',
    ),
  )
}

function sensitivityTable(money: MoneyModel): ReactNode {
  const grid = money.sensitivity
  const best = money.result.pathways[0]
  if (!grid || !best) return null
  const columns: TableColumn[] = [
    { heading: 'Rents (rows), hard costs (columns)', share: 0.25 },
    ...SENSITIVITY_STEPS.map((step) => ({ heading: formatStep(step), share: 0.15, right: true })),
  ]
  const middle = SENSITIVITY_STEPS.indexOf(0)
  return h(
    View,
    { wrap: false },
    h(Text, { style: [styles.h3, styles.spaced] }, `Sensitivity: ${best.name}`),
    h(
      Text,
      { style: [styles.small, styles.lead] },
      'Residual land value as rents (and sale prices) and hard costs move from the assumptions.',
    ),
    tableHead(columns),
    ...SENSITIVITY_STEPS.map((rentStep, row) =>
      tableRow(columns, [
        { text: formatStep(rentStep), style: styles.cellStrong },
        ...grid.residual[row]!.map((value, column) => ({
          text: formatMoney(value),
          style: {
            color: value < 0 ? COLORS.negative : COLORS.text,
            ...(row === middle && column === middle ? { fontWeight: 700 } : {}),
          },
        })),
      ]),
    ),
  )
}

const ASSUMPTION_COLUMNS: readonly TableColumn[] = [
  { heading: 'Assumption', share: 0.34 },
  { heading: 'Used', share: 0.22 },
  { heading: 'Source', share: 0.44 },
]

function assumptionsTable(
  version: 'full' | 'light',
  assumptions: Assumptions,
  local: LocalFigures,
): ReactNode {
  const { definitions } = local
  const shown = shownAssumptions(version)
  const changed = (id: AssumptionId) => assumptions[id] !== definitions[id].default
  const changedCount = shown.filter(changed).length
  return h(
    View,
    null,
    h(Text, { style: [styles.h3, styles.spaced] }, 'Assumptions used'),
    h(
      Text,
      { style: [styles.small, styles.lead] },
      `${changedCount === 0 ? `All at the defaults for ${local.area}.` : `${changedCount} changed from the defaults, marked “Changed from default”.`}`,
    ),
    ...ASSUMPTION_GROUPS.flatMap(([group, title]) => {
      const ids = shown.filter((id) => definitions[id].group === group)
      if (ids.length === 0) return []
      return [
        // Kept with its table's head and first row: a group's title alone at the foot of a page
        // reads as a group with nothing in it.
        h(
          Text,
          { key: group, style: [styles.strongSmall, styles.spaced], minPresenceAhead: 60 },
          title,
        ),
        tableHead(ASSUMPTION_COLUMNS),
        ...ids.map((id) => {
          const definition = definitions[id]
          const value = describeAssumptionValue(id, assumptions[id])
          return tableRow(
            ASSUMPTION_COLUMNS,
            [
              definition.label,
              // A changed value is set strong over its mark.
              changed(id)
                ? [
                    { text: value, style: styles.cellStrong },
                    {
                      text: `Changed from default (${describeAssumptionValue(id, definition.default)})`,
                      style: styles.changedMark,
                    },
                  ]
                : value,
              `${definition.source}, ${definition.year}; confidence ${definition.confidence}`,
            ],
            { style: changed(id) ? styles.changedRow : undefined },
          )
        }),
      ]
    }),
    h(
      Text,
      { style: [styles.tiny, styles.spaced] },
      `Covenanted affordable homes rent at the ${AFFORDABLE_RENTS.year} limits: ${AFFORDABLE_RENTS.source}.`,
    ),
  )
}
