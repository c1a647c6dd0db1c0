// A short PDF summary of a screen (issue 39, part 4): the filters in words, how many lots match,
// how the homes they add split by pathway, the first lots in the screen's order, and what the
// figures rest on (engine, pro forma, data date). Drawn with the reports' fonts and styles
// (server/lib/pdf). One or two pages, rendered on the request's thread: far shorter than a
// report, which has its own worker.
import { createElement as h, type ReactNode } from 'react'
import { Document, Page, Text, View } from '@react-pdf/renderer'
import { sql } from 'drizzle-orm'
import { EXCLUSION_NAMES, ZONE_FAMILY_NAMES, type ScreenQuery } from '#common/contracts/screen.ts'
import { PATHWAY_SHORT_NAMES } from '#common/pathway-names.ts'
import { ENGINE_VERSION, type PathwayId } from '#engine'
import { PROFORMA_VERSION } from '#proforma'
import type { SignedInActor } from '../../auth/actor.ts'
import { queryRows, type Db } from '../../db/client.ts'
import { screenResults } from '../../db/schema/index.ts'
import {
  chosenPathway,
  findAnalysedOn,
  findDataDate,
  findScreenList,
  findScreenLots,
  selectMatchingApns,
} from '../../domain/screen.ts'
import { todayInLosAngeles } from '../../lib/dates.ts'
import { footerPageNumberSlot, renderWithPageNumbers } from '../../lib/pdf/page-numbers.ts'
import { preparePdfFonts } from '../../lib/pdf/pdf-fonts.ts'
import { styles } from '../../lib/pdf/pdf-styles.ts'
import { tableHead, tableRow, type TableColumn } from '../../lib/pdf/pdf-table.ts'

/** Lots the summary lists by name, in the screen's order. */
export const SUMMARY_LOTS = 10

const SORT_WORDS = {
  homes: 'net new homes',
  value: 'residual land value',
  lot: 'lot size',
  transit: 'distance to major transit',
  apn: 'APN',
} as const

const number = (n: number) => n.toLocaleString('en-US')
const dollars = (n: number) =>
  `${n < 0 ? '−' : ''}$${Math.abs(Math.round(n)).toLocaleString('en-US')}`

/** The screen's filters in words, one line each, as the Find Lots form names them. */
async function describeScreen(db: Db, actor: SignedInActor, query: ScreenQuery): Promise<string[]> {
  const open = query.status === 'available' ? 'available' : 'available or to confirm'
  const lines = [
    query.pathway ? `${PATHWAY_SHORT_NAMES[query.pathway]} ${open}` : `Any pathway ${open}`,
  ]
  if (query.minHomes !== undefined) lines.push(`At least ${number(query.minHomes)} net new homes`)
  if (query.minValue !== undefined)
    lines.push(`Residual land value at least ${dollars(query.minValue)}`)
  if (query.minLotSf !== undefined) lines.push(`Lot size from ${number(query.minLotSf)} sq ft`)
  if (query.maxLotSf !== undefined) lines.push(`Lot size up to ${number(query.maxLotSf)} sq ft`)
  if (query.zone !== undefined) lines.push(`Zone: ${ZONE_FAMILY_NAMES[query.zone]}`)
  if (query.maxTransitMi !== undefined)
    lines.push(`Within ${query.maxTransitMi} miles of major transit`)
  if (query.plan !== undefined) lines.push(`Community plan area: ${query.plan}`)
  if (query.exclude?.length)
    lines.push(`Leaving out: ${query.exclude.map((name) => EXCLUSION_NAMES[name]).join('; ')}`)
  if (query.area !== undefined)
    lines.push(`Only the lots in an area drawn on the map (${query.area.length - 1} corners)`)
  if (query.list !== undefined)
    lines.push(`Only the lots of the list “${(await findScreenList(db, actor, query.list)).name}”`)
  lines.push(
    `In order of ${SORT_WORDS[query.sort]}, ${query.dir === 'asc' ? 'lowest' : 'highest'} first`,
  )
  return lines
}

/** What the summary says: every figure read from the stored results, like the screen. */
export type ScreenSummary = {
  filters: string[]
  total: number
  /** Lots by the pathway each matches by (its row's), most lots first. */
  byPathway: Array<{ pathway: string; lots: number; homes: number }>
  /** Net new homes of the matching lots counted together, and lots where the law sets no limit. */
  homes: number
  unlimited: number
  lots: Array<{ apn: string; address: string; zone: string; homes: string; value: string }>
  engineVersion: string
  dataDate: string | null
  /** The day the results were last brought up to date (`findAnalysedOn`); null before then. */
  analysedOn: string | null
  /** The day the summary was made. */
  date: string
}

export async function summariseScreen(
  db: Db,
  actor: SignedInActor,
  query: ScreenQuery,
): Promise<ScreenSummary> {
  const filters = await describeScreen(db, actor, query)
  const r = screenResults
  // Each lot counts under the pathway its row speaks for (the one that met the filters), with
  // that pathway's homes, as the table shows it (decision 630).
  const groups = await queryRows<{
    pathway: string | null
    lots: number
    homes: number
    unlimited: number
  }>(
    db,
    sql`
      select m.chosen ->> 'id' as pathway, count(*)::int as lots,
        coalesce(sum(case when m.chosen -> 'v' ->> 'netNewUnits' = 'unlimited' then 0
          else (m.chosen -> 'v' ->> 'netNewUnits')::int end), 0)::int as homes,
        (count(*) filter (where m.chosen -> 'v' ->> 'netNewUnits' = 'unlimited'))::int as unlimited
      from (
        select ${chosenPathway(query)} as chosen from ${r}
        where ${r.apn} in (select m.apn from (${selectMatchingApns(db, query)}) m)
      ) m
      group by 1
      order by 2 desc, 1`,
  )
  const lots = await findScreenLots(db, query, { limit: SUMMARY_LOTS })
  return {
    filters,
    total: groups.reduce((sum, group) => sum + group.lots, 0),
    byPathway: groups.map((group) => ({
      pathway: group.pathway
        ? PATHWAY_SHORT_NAMES[group.pathway as PathwayId]
        : 'No pathway adds a counted home',
      lots: group.lots,
      homes: group.homes,
    })),
    homes: groups.reduce((sum, group) => sum + group.homes, 0),
    unlimited: groups.reduce((sum, group) => sum + group.unlimited, 0),
    lots: lots.map((lot) => ({
      apn: lot.apn,
      address: lot.address ?? 'No address',
      zone: lot.zone ?? '',
      homes:
        lot.netNewUnits === 'unlimited'
          ? 'No limit'
          : lot.netNewUnits === null
            ? '—'
            : number(lot.netNewUnits),
      value: lot.residualLandValue === null ? '—' : dollars(lot.residualLandValue),
    })),
    engineVersion: ENGINE_VERSION,
    dataDate: await findDataDate(db),
    analysedOn: await findAnalysedOn(db),
    date: todayInLosAngeles(),
  }
}

function table(columns: readonly TableColumn[], rows: ReadonlyArray<readonly string[]>): ReactNode {
  return h(View, null, tableHead(columns), ...rows.map((row) => tableRow(columns, row)))
}

function section(heading: string, ...children: ReactNode[]): ReactNode {
  return h(
    View,
    { style: styles.section },
    h(Text, { style: styles.h2, minPresenceAhead: 60 }, heading),
    ...children,
  )
}

export async function renderScreenPdf(summary: ScreenSummary): Promise<Buffer> {
  await preparePdfFonts()
  const matches = summary.total === 1 ? '1 lot matches' : `${number(summary.total)} lots match`
  return renderWithPageNumbers(
    h(
      Document,
      {
        title: `Lotwise screen: ${matches}`,
        author: 'Lotwise',
        creator: 'Lotwise',
        producer: 'Lotwise',
        language: 'en-US',
      },
      h(
        Page,
        { size: 'LETTER', style: styles.page, wrap: true },
        h(
          View,
          { style: styles.header, fixed: true },
          h(Text, { style: styles.headerBrand }, 'Lotwise'),
          h(Text, { style: styles.muted }, 'Find Lots screen summary'),
        ),
        h(
          View,
          { style: styles.footer, fixed: true },
          h(Text, null, `Screened ${summary.date} · Engine ${summary.engineVersion}`),
          footerPageNumberSlot(),
        ),
        h(
          View,
          { style: styles.titleBlock },
          h(Text, { style: styles.kicker }, 'FIND LOTS'),
          h(Text, { style: styles.h1 }, matches),
          ...summary.filters.map((line) => h(Text, { key: line, style: styles.body }, `• ${line}`)),
        ),
        section(
          'Homes these lots can add',
          h(
            Text,
            { style: [styles.body, styles.lead] },
            `Together, the pathway each lot matches by adds ${number(summary.homes)} net new homes${summary.unlimited > 0 ? `, and on ${number(summary.unlimited)} more ${summary.unlimited === 1 ? 'lot' : 'lots'} the law sets no limit on homes (the building does)` : ''}.`,
          ),
          table(
            [
              { heading: 'Pathway each lot matches by', share: 0.5 },
              { heading: 'Lots', share: 0.2 },
              { heading: 'Net new homes', share: 0.3 },
            ],
            summary.byPathway.map((group) => [
              group.pathway,
              number(group.lots),
              number(group.homes),
            ]),
          ),
        ),
        section(
          summary.total > summary.lots.length
            ? `The first ${summary.lots.length} lots`
            : 'The lots',
          table(
            [
              { heading: 'Address', share: 0.38 },
              { heading: 'APN', share: 0.17 },
              { heading: 'Zone', share: 0.15 },
              { heading: 'Net new homes', share: 0.12 },
              { heading: 'Residual land value', share: 0.18 },
            ],
            summary.lots.map((lot) => [lot.address, lot.apn, lot.zone, lot.homes, lot.value]),
          ),
          summary.total > summary.lots.length
            ? h(
                Text,
                { style: [styles.muted, styles.spaced] },
                `Download the screen as CSV or Excel from Find Lots for all ${number(summary.total)}.`,
              )
            : null,
        ),
        section(
          'What the figures rest on',
          h(
            Text,
            { style: styles.small },
            `Pathways and homes: Lotwise engine ${summary.engineVersion}, under the laws in force on ${summary.analysedOn ?? 'the day each lot was analysed'}. Residual land value: Lotwise pro forma ${PROFORMA_VERSION} at its default assumptions for the lot's ZIP, or City-wide figures where its ZIP is not known. Parcel facts: public records${summary.dataDate ? ` as of ${summary.dataDate}` : ''}. A screen is a first look: order a report for a lot's full analysis, with every figure's citation.`,
          ),
        ),
      ),
    ),
  )
}
