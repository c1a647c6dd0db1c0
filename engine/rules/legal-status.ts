// Each law's legal status over time, as dated data: a calendar of the changes the research found
// (adoption, taking effect, local delay, closing), each with its source and when that source was
// read. A pathway reports the status on the analysis date; a later date may give another. The
// calendar is also what a watch on a report reads to know when to run it again
// (`statusChangesAfter`). Retrieval dates are the months of the research documents
// (law/rules.md v2 and law/rules-chip-replacement.md v1, both 2026-11), which give no day.
import type { Citation, LawId, LegalStanding, LegalStatus } from '../types.ts'
import { CITE } from './citations.ts'

export const LEGAL_STATUS_LABELS: Readonly<Record<LegalStatus, string>> = {
  not_enacted: 'Not yet enacted',
  draft: 'Draft',
  adopted_not_in_force: 'Adopted, not yet in force',
  in_force: 'In force',
  delayed_or_exempt_locally: 'Delayed or exempt locally',
  grandfathered_only: 'Only for applications already filed',
  closed: 'Closed',
}

/** One dated change of a law's status. `date` null: the law's state before any recorded change. */
export type StatusChange = {
  readonly law: LawId
  readonly date: string | null
  readonly status: LegalStatus
  /** What happened, in plain words. */
  readonly event: string
  readonly source: Citation
  /** When the source was read (YYYY-MM when the research gives only the month). */
  readonly retrieved: string
}

const RESEARCH = '2026-11'

function change(
  law: LawId,
  date: string | null,
  status: LegalStatus,
  event: string,
  source: Citation,
  retrieved = RESEARCH,
): StatusChange {
  return { law, date, status, event, source, retrieved }
}

/** Every recorded change, by law, oldest first. */
export const LAW_CALENDAR: Readonly<Record<LawId, readonly StatusChange[]>> = {
  la_zoning: [
    change(
      'la_zoning',
      null,
      'in_force',
      'Los Angeles’s zoning code (LAMC chapter 1)',
      CITE.zoningSummaryTable1,
    ),
  ],
  state_density_bonus: [
    change(
      'state_density_bonus',
      null,
      'in_force',
      'The state density bonus law (Gov. Code 65915)',
      CITE.govCode65915,
    ),
    change(
      'state_density_bonus',
      '2021-01-01',
      'in_force',
      'AB 2345’s bonus tables and incentive thresholds took effect',
      CITE.govCode65915,
    ),
    change(
      'state_density_bonus',
      '2024-01-01',
      'in_force',
      'AB 1287’s additional bonus (Gov. Code 65915(v)) took effect',
      CITE.govCode65915,
    ),
  ],
  toc: [
    change(
      'toc',
      '2017-09-22',
      'in_force',
      'The Transit Oriented Communities Guidelines took effect',
      CITE.tocGuidelines,
    ),
    change(
      'toc',
      '2025-02-11',
      'grandfathered_only',
      'TOC closed to new applications when the Citywide Housing Incentive Program took effect; applications filed earlier may proceed under it',
      CITE.chipEffective,
    ),
  ],
  chip: [
    change(
      'chip',
      '2025-02-07',
      'adopted_not_in_force',
      'The Council adopted and the Mayor signed the Citywide Housing Incentive Program (Ord. 188477)',
      CITE.chipEffective,
    ),
    change(
      'chip',
      '2025-02-11',
      'in_force',
      'The Citywide Housing Incentive Program (LAMC 12.22 A.37–A.39) took effect',
      CITE.chipEffective,
    ),
  ],
  chip_low_rise: [
    change(
      'chip_low_rise',
      '2026-06-23',
      'adopted_not_in_force',
      'The Council passed the Low-Rise Ordinance (Ord. 188967) over the Planning Director’s disapproval',
      CITE.lowRise,
    ),
    change(
      'chip_low_rise',
      '2026-06-30',
      'in_force',
      'The Low-Rise Incentive Areas replaced the Corridor Transition incentives of the Mixed Income Incentive Program',
      CITE.lowRise,
    ),
  ],
  sb9: [change('sb9', '2022-01-01', 'in_force', 'SB 9 took effect', CITE.govCode65852_21)],
  sb684: [change('sb684', '2024-07-01', 'in_force', 'SB 684 took effect', CITE.govCode66499_41)],
  sb1123: [
    change(
      'sb1123',
      '2025-07-01',
      'in_force',
      'SB 1123 extended SB 684 to vacant single-family lots',
      CITE.govCode66499_41,
    ),
  ],
  adu: [
    change(
      'adu',
      null,
      'in_force',
      'The state accessory dwelling unit law (Gov. Code 66310 ff.)',
      CITE.govCode66314,
    ),
    change(
      'adu',
      '2025-01-01',
      'in_force',
      'SB 1211 and the renumbered ADU law took effect',
      CITE.govCode66314,
    ),
  ],
  ab2011: [
    change('ab2011', '2023-07-01', 'in_force', 'AB 2011 took effect', CITE.govCode65912_101),
    change(
      'ab2011',
      '2025-01-01',
      'in_force',
      'AB 2243’s amendments apply to applications submitted from this date',
      CITE.ab2243,
    ),
    change(
      'ab2011',
      '2033-01-01',
      'closed',
      'AB 2011’s sections are repealed',
      CITE.govCode65912_101,
    ),
  ],
  ab2097: [
    change(
      'ab2097',
      '2023-01-01',
      'in_force',
      'AB 2097 took effect: no parking minimum near major transit',
      CITE.govCode65863_2,
    ),
  ],
  sb79: [
    change(
      'sb79',
      null,
      'not_enacted',
      'Senate Bill 79 before the Governor signed it',
      CITE.govCode65912_156,
    ),
    change(
      'sb79',
      '2025-10-10',
      'adopted_not_in_force',
      'The Governor signed SB 79; it applies in cities from July 1, 2026',
      CITE.govCode65912_156,
    ),
    change('sb79', '2026-07-01', 'in_force', 'SB 79 applies in cities', CITE.govCode65912_156),
  ],
  sb79_la: [
    change(
      'sb79_la',
      null,
      'draft',
      'Los Angeles’s phased implementation of SB 79 and its map of exempt sites were drafts',
      CITE.laOrd188968,
    ),
    change(
      'sb79_la',
      '2026-06-30',
      'delayed_or_exempt_locally',
      'Los Angeles’s SB 79 Phased Implementation Ordinance (Ord. 188968) took effect: sites meeting its criteria, or covered by a local transit-oriented alternative plan, are temporarily exempt until a year after the City’s next housing element, and the City maps each site on ZIMAS',
      CITE.laOrd188968,
    ),
  ],
}

const FIRST_RECORDED: LegalStatus = 'not_enacted'

/** A standing for one calendar entry, made once: analyses share them. */
function standingOf(entry: StatusChange, next: StatusChange | null): LegalStanding {
  return {
    law: entry.law,
    status: entry.status,
    label: LEGAL_STATUS_LABELS[entry.status],
    since: entry.date,
    event: entry.event,
    source: entry.source,
    retrieved: entry.retrieved,
    next: next && { date: next.date as string, status: next.status, event: next.event },
  }
}

type Prepared = { readonly from: string; readonly standing: LegalStanding }

function prepare(entries: readonly StatusChange[]): {
  readonly before: LegalStanding
  readonly dated: readonly Prepared[]
} {
  const first = entries[0] as StatusChange
  const before =
    first.date === null
      ? standingOf(first, entries[1] ?? null)
      : standingOf(
          { ...first, date: null, status: FIRST_RECORDED, event: 'Not yet enacted' },
          first,
        )
  const dated: Prepared[] = []
  entries.forEach((entry, index) => {
    if (entry.date !== null)
      dated.push({ from: entry.date, standing: standingOf(entry, entries[index + 1] ?? null) })
  })
  return { before, dated }
}

const PREPARED = Object.fromEntries(
  Object.entries(LAW_CALENDAR).map(([law, entries]) => [law, prepare(entries)]),
) as Readonly<Record<LawId, ReturnType<typeof prepare>>>

/** The law's status on a date (YYYY-MM-DD): the latest change on or before it. */
export function legalStatusOn(law: LawId, date: string): LegalStanding {
  const { before, dated } = PREPARED[law]
  let standing = before
  for (const entry of dated) {
    if (entry.from > date) break
    standing = entry.standing
  }
  return standing
}

/** Each followed law by the name a reader knows it by. */
export const LAW_NAMES: Readonly<Record<LawId, string>> = {
  la_zoning: 'Los Angeles zoning',
  state_density_bonus: 'State density bonus',
  toc: 'Transit Oriented Communities (TOC)',
  chip: 'Citywide Housing Incentive Program (CHIP)',
  chip_low_rise: 'Low-Rise Incentive Areas (CHIP)',
  sb9: 'SB 9',
  sb684: 'SB 684',
  sb1123: 'SB 1123',
  adu: 'ADU law',
  ab2011: 'AB 2011',
  ab2097: 'AB 2097',
  sb79: 'SB 79',
  sb79_la: 'SB 79 in Los Angeles',
}

/** A change with a date: one line of a law calendar. */
export type DatedStatusChange = StatusChange & { readonly date: string }

/** The dated changes of the given laws, oldest first: the calendar a guide shows. */
export function datedStatusChanges(
  laws: readonly LawId[] = Object.keys(LAW_CALENDAR) as LawId[],
): DatedStatusChange[] {
  const changes: DatedStatusChange[] = []
  for (const law of laws)
    for (const entry of LAW_CALENDAR[law])
      if (entry.date !== null) changes.push(entry as DatedStatusChange)
  return changes.sort((a, b) => a.date.localeCompare(b.date))
}

/**
 * Every recorded change after a date, soonest first: the dates on which an analysis made on
 * `date` may read differently and should be run again.
 */
export function statusChangesAfter(date: string): DatedStatusChange[] {
  return datedStatusChanges().filter((entry) => entry.date > date)
}
