// What a fresh embedded database starts with, so the product works out of the box: the demo city
// (generated lots, clearly marked), the seed's real City of Los Angeles parcels and Metro stops,
// and then every parcel row laid out by place.
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import type { Logger } from '../lib/logger.ts'
import { loadDemoCityIfEmpty } from './demo/load-demo-city.ts'
import { fillSeedPlanAreas, loadSeedIfMissing } from './seed/load-seed.ts'

/** Loads whatever of the starter data is missing; a database with other data keeps exactly that. */
export async function loadStarterData({
  database,
  logger,
  demoParcels,
}: {
  database: Database
  logger: Logger
  /** Demo lots to generate (the product's city unless told: tests and benchmarks choose). */
  demoParcels?: number
}): Promise<void> {
  const demoLoaded = await loadDemoCityIfEmpty({ database, logger, count: demoParcels })
  await loadSeedIfMissing({ database, logger })
  await fillSeedPlanAreas({ database, logger })
  if (demoLoaded) await layOutParcelsByPlace(database)
}

/**
 * Rewrites the parcels table in the order of a grid of about a kilometre. The demo's parcel
 * numbers follow the order its lots were generated in, scattered over the city, and the seed's
 * stops then rewrite every parcel's transit facts in APN order, so both leave a map tile's lots a
 * page each (and the seed's update leaves every row twice). A County roll in APN order lies by
 * map book and page, that is by place, already. Laid out by place, a tile's lots share a
 * thousand pages. The grid's columns run north-south, so that rows in latitude order do not look
 * laid out by latitude to the planner, which then reads a tile's pages in their order (a bitmap
 * scan) instead of hopping between them row by row (decision 760).
 */
async function layOutParcelsByPlace({ db }: Database): Promise<void> {
  await db.execute(
    sql`create index parcels_by_place on parcels (floor(lon * 100), floor(lat * 100))`,
  )
  await db.execute(sql`cluster parcels using parcels_by_place`)
  await db.execute(sql`drop index parcels_by_place`)
  // Planner statistics for the new order (a tile's plan reads the columns' correlation).
  await db.execute(sql`analyze parcels`)
}
