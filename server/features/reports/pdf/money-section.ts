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
  formatMoney,
  formatPercent,
  formatStep,
  localFiguresOfLot,
  shownAssumptions,
  unitMixLine,
  netNewHomesCell,
  siteClearingWords,
  unpricedSentence,
  type MoneyModel,
} from '#common/report/proforma-model.ts'
import {
  AFFORDABLE_RENTS,
  CONSTRUCTION_LABELS,
  PROFORMA_VERSION,
  SENSITIVITY_STEPS,
  withChanges,
  type AssumptionId,
  type Assumptions,
  type LocalFigures,
} from '#proforma'
import { pdfSection, type PdfSectionContext } from './pdf-section.ts'
import { COLORS, styles } from '../../../lib/pdf/pdf-styles.ts'

export function moneySection({ report }: PdfSectionContext): ReactNode {
  const { data } = report
  const version = REPORT_CONTENTS[data.reportType].proforma
  if (!version) return null
  const local = localFiguresOfLot(data.address, data.inputs)
  const assumptions = withChanges(data.proformaAssumptions, local)
  const { money } = data.derived
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

const RANKING_COLUMNS = [
  { heading: '#', width: '4%' },
  { heading: 'Pathway', width: '21%' },
  { heading: 'Net new homes', width: '9%', right: true },
  { heading: 'Building', width: '18%' },
  { heading: 'Cost before land', width: '11%', right: true },
  { heading: 'Value', width: '10%', right: true },
  { heading: 'Residual land value', width: '11%', right: true },
  { heading: 'Yield on cost', width: '8%', right: true },
  { heading: 'Margin', width: '8%', right: true },
] as const

function rankingTable(money: MoneyModel): ReactNode {
  const unpriced = unpricedSentence(money.result)
  return h(
    View,
    null,
    h(Text, { style: styles.h3 }, 'Pathways ranked by residual land value'),
    headRow(RANKING_COLUMNS),
    ...money.result.pathways.map((pathway, index) => {
      const residual = pathway.residualLandValue.value
      const cells: ReactNode[] = [
        String(index + 1),
        pathway.name,
        netNewHomesCell(money, pathway),
        `${CONSTRUCTION_LABELS[pathway.constructionType]}, ${Math.round(pathway.grossFloorAreaSf.value).toLocaleString('en-US')} sq ft, ${pathway.tenure === 'for_sale' ? 'for sale' : 'for rent'}${pathway.unitMix ? `; ${unitMixLine(pathway.unitMix)}` : ''}${siteClearingWords(pathway) ? `; ${siteClearingWords(pathway)}` : ''}${money.floorAreaNotes[pathway.pathwayId] ? `. ${money.floorAreaNotes[pathway.pathwayId]}` : ''}`,
        formatMoney(pathway.totalDevelopmentCost.value),
        formatMoney(pathway.value.value),
        formatMoney(residual),
        pathway.yieldOnCost ? formatPercent(pathway.yieldOnCost.value) : '—',
        formatPercent(pathway.margin.value),
      ]
      return h(
        View,
        { key: pathway.pathwayId, style: styles.tableRow, wrap: false },
        ...cells.map((text, column) =>
          h(
            Text,
            {
              key: RANKING_COLUMNS[column]!.heading,
              style: [
                styles.cell,
                cellLayout(RANKING_COLUMNS[column]!),
                column === 1 ? styles.cellStrong : {},
                column === 6
                  ? { fontWeight: 700, color: residual < 0 ? COLORS.negative : COLORS.text }
                  : {},
              ],
            },
            text,
          ),
        ),
      )
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
  const columns = [
    { heading: 'Rents (rows), hard costs (columns)', width: '25%' },
    ...SENSITIVITY_STEPS.map((step) => ({ heading: formatStep(step), width: '15%', right: true })),
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
    headRow(columns),
    ...SENSITIVITY_STEPS.map((rentStep, row) =>
      h(
        View,
        { key: rentStep, style: styles.tableRow },
        h(
          Text,
          { style: [styles.cell, styles.cellStrong, cellLayout(columns[0]!)] },
          formatStep(rentStep),
        ),
        ...grid.residual[row]!.map((value, column) =>
          h(
            Text,
            {
              key: column,
              style: [
                styles.cell,
                cellLayout(columns[column + 1]!),
                { color: value < 0 ? COLORS.negative : COLORS.text },
                row === middle && column === middle ? { fontWeight: 700 } : {},
              ],
            },
            formatMoney(value),
          ),
        ),
      ),
    ),
  )
}

const ASSUMPTION_COLUMNS = [
  { heading: 'Assumption', width: '34%' },
  { heading: 'Used', width: '22%' },
  { heading: 'Source', width: '44%' },
] as const

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
      `${changedCount === 0 ? `All at the defaults for ${local.area}.` : `${changedCount} changed from the defaults, marked “Changed from default”.`} Pro forma ${PROFORMA_VERSION}.`,
    ),
    ...ASSUMPTION_GROUPS.flatMap(([group, title]) => {
      const ids = shown.filter((id) => definitions[id].group === group)
      if (ids.length === 0) return []
      return [
        h(Text, { key: group, style: [styles.strongSmall, styles.spaced] }, title),
        headRow(ASSUMPTION_COLUMNS),
        ...ids.map((id) => {
          const definition = definitions[id]
          return h(
            View,
            {
              key: id,
              style: [styles.tableRow, changed(id) ? styles.changedRow : {}],
              wrap: false,
            },
            h(Text, { style: [styles.cell, cellLayout(ASSUMPTION_COLUMNS[0])] }, definition.label),
            // A value left at its default is the cell's one text; a changed one is stacked
            // over its mark in a View of the cell's width.
            changed(id)
              ? h(
                  View,
                  { style: cellLayout(ASSUMPTION_COLUMNS[1]) },
                  h(
                    Text,
                    { style: [styles.cell, styles.cellStrong] },
                    describeAssumptionValue(id, assumptions[id]),
                  ),
                  h(
                    Text,
                    { style: [styles.cell, styles.changedMark] },
                    `Changed from default (${describeAssumptionValue(id, definition.default)})`,
                  ),
                )
              : h(
                  Text,
                  { style: [styles.cell, cellLayout(ASSUMPTION_COLUMNS[1])] },
                  describeAssumptionValue(id, assumptions[id]),
                ),
            h(
              Text,
              { style: [styles.cell, cellLayout(ASSUMPTION_COLUMNS[2])] },
              `${definition.source}, ${definition.year}; confidence ${definition.confidence}`,
            ),
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

type Column = { readonly heading: string; readonly width: string; readonly right?: boolean }

function cellLayout(column: Column) {
  return { width: column.width, textAlign: column.right ? ('right' as const) : ('left' as const) }
}

function headRow(columns: readonly Column[]): ReactNode {
  return h(
    View,
    { style: [styles.tableRow, styles.tableHead] },
    ...columns.map((column) =>
      h(Text, { key: column.heading, style: [styles.cell, cellLayout(column)] }, column.heading),
    ),
  )
}
