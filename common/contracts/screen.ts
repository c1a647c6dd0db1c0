// Screening the city: what each parcel's stored result says of one pathway, and the progress of
// a refresh of every parcel's results.
import type { PathwayId, PathwayStatus } from '#engine'

/** One pathway of one parcel as a screen reads it. */
export type PathwayScreen = {
  readonly status: PathwayStatus
  /** Homes the pathway adds to what stands on the lot; null when it adds none it can count. */
  readonly netNewUnits: number | 'unlimited' | null
}

/** The report's objectives, each naming the pathway that serves it best. */
export type BestPathways = {
  readonly value: PathwayId | null
  readonly homes: PathwayId | null
  readonly conditions: PathwayId | null
}

/** A refresh of every parcel's screen result, and how far it has got. */
export type ScreenRun = {
  id: string
  status: 'running' | 'finished'
  engineVersion: string
  total: number
  done: number
  failed: number
  startedAt: string
  finishedAt: string | null
}
