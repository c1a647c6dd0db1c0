// Watched lots: what a signed-in user saves to be told of, the snapshot of a lot's analysis a
// watch compares against, and the changes found when the lot is run again.
import { z } from 'zod'
import type { FieldSource } from './parcels.ts'

/** Where a lot was saved from: a parcel card, a report (its owner watches it), a screen, the map. */
export const WATCH_SOURCES = ['card', 'report', 'screen', 'map'] as const
export type WatchSource = (typeof WATCH_SOURCES)[number]

/** The facts a buyer reads first, in the order a change lists them. */
export const WATCHED_FACTS = [
  'lotSf',
  'zone',
  'heightDistrict',
  'existingUnits',
  'yearBuilt',
  'rentStabilization',
  'hpoz',
  'fireZone',
  'coastalZone',
  'tocTier',
  'sb79StopTier',
] as const
export type WatchedFactName = (typeof WATCHED_FACTS)[number]

/** One fact and the record that supplied it (null: derived, or not known). */
export type WatchedFact = {
  readonly value: string | number | boolean | null
  readonly source: FieldSource | null
}

/** One pathway as a watch follows it: its standing, the law's status, and its homes. */
export type WatchedPathway = {
  readonly name: string
  /** "Available", "Not available"… */
  readonly status: string
  /** The law the pathway rests on, by the name a reader knows it. */
  readonly law: string
  /** The law's status on the analysis date: "Draft", "In force"… */
  readonly legalStatus: string
  /** Homes added net of those removed; null when the engine cannot count them. */
  readonly netNewUnits: number | 'unlimited' | null
}

/**
 * What a lot's analysis said on a date, boiled down to what a watch compares. `facts` and
 * `pathways` are null when the lot is no longer in the parcel data.
 */
export type WatchSnapshot = {
  readonly engineVersion: string
  readonly analysisDate: string
  readonly facts: Readonly<Record<WatchedFactName, WatchedFact>> | null
  readonly pathways: Readonly<Record<string, WatchedPathway>> | null
}

/** A change found on a watched lot: each difference in words, and both snapshots. */
export type WatchChange = {
  id: string
  differences: string[]
  before: WatchSnapshot
  after: WatchSnapshot
  foundAt: string
  seen: boolean
}

/** A watched lot as its owner sees it. */
export type Watch = {
  id: string
  apn: string
  address: string | null
  source: WatchSource
  createdAt: string
  current: WatchSnapshot | null
  changes: WatchChange[]
}

export const WatchRequestSchema = z.strictObject({
  apn: z.string().trim().min(1, 'Enter the lot’s APN.').max(40, 'That APN is too long.'),
  source: z.enum(WATCH_SOURCES, { error: 'Say where the lot was saved from.' }).default('card'),
})
export type WatchRequest = z.infer<typeof WatchRequestSchema>

/** A re-run of every watched lot, and how far it has got. */
export type WatchRun = {
  id: string
  status: 'running' | 'finished'
  engineVersion: string
  analysisDate: string
  total: number
  done: number
  changed: number
  startedAt: string
  finishedAt: string | null
}

/**
 * How often a user is emailed the changes on their watched lots (decision 400): each change as
 * it is found, once a day, once a week, or never.
 */
export const DIGEST_FREQUENCIES = ['immediately', 'daily', 'weekly', 'never'] as const
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number]
/** What a user who never chose gets. */
export const DEFAULT_DIGEST_FREQUENCY: DigestFrequency = 'daily'

/** Each choice as the profile and the emails name it. */
export const DIGEST_FREQUENCY_LABELS: Readonly<Record<DigestFrequency, string>> = {
  immediately: 'As soon as we find a change',
  daily: 'Once a day, in the morning',
  weekly: 'Once a week, on Monday morning',
  never: 'Never',
}

export const DigestSettingSchema = z.strictObject({
  frequency: z.enum(DIGEST_FREQUENCIES, {
    error: 'Choose immediately, daily, weekly or never.',
  }),
})
export type DigestSetting = z.infer<typeof DigestSettingSchema>

/** What an unsubscribe link's page shows: whose emails, and how often they come now. */
export type UnsubscribeView = { email: string; frequency: DigestFrequency }

/**
 * What moved on a report's lot since its analysis was computed (decision 402): the figures then
 * and now, each difference in words, and whether the report went back to review for it.
 */
export type ReportChanges = {
  /** When the report's analysis was computed. */
  computedAt: string
  /** When the latest change was found. */
  foundAt: string
  differences: string[]
  before: WatchSnapshot
  after: WatchSnapshot
  /** The report had been published and is with the analysts again. */
  backToReview: boolean
}
