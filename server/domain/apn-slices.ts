// A bulk run over parcels is cut into slices of the APN order that workers take one each (the
// screen refresh, the re-run of watched lots). Each slice runs from after the previous slice's
// last APN to its own; the last is open-ended, so parcels added during the run are not left out.
import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Db } from '../db/client.ts'

export type ApnSlice = {
  readonly slice: number
  /** The slice starts after this APN; null for the first. */
  readonly fromApn: string | null
  /** The slice ends at this APN; null for the last. */
  readonly toApn: string | null
}

/** `count` slices of about equal size over the APNs `apns` selects (a query with an `apn` column). */
export async function apnSlices(db: Db, apns: SQL, count: number): Promise<ApnSlice[]> {
  const bounds = (
    await queryRows<{ last: string }>(
      db,
      sql`
        select max(apn) as last from (
          select apn, ntile(${count}) over (order by apn) as part from (${apns}) chosen
        ) parts group by part order by last`,
    )
  ).map((row) => row.last)
  return bounds.map((last, index) => ({
    slice: index,
    fromApn: index === 0 ? null : (bounds[index - 1] ?? null),
    toApn: index === bounds.length - 1 ? null : last,
  }))
}
