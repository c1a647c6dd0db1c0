// The static map of a report's lot, drawn from the database: the lot, the lots around it (the
// outline box index, and the points of lots without an outline) and the nearest major transit
// stop. A lot with neither an outline nor a point and size has no map. Also the plan of a lot with
// a recorded outline, which its envelope is drawn on (#common/lot-plan.ts).
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import {
  drawLotMap,
  formatStopDistance,
  lotMapReachFt,
  stopCaption,
  type LotMapDrawing,
  type LotMapInput,
} from './lot-map-drawing.ts'
import type { LotPlace } from '#common/contracts/report-map.ts'
import {
  boundingBox,
  feetFrom,
  outlinesOf,
  positionAt,
  STREET_REACH_FT,
  streetBearing,
  type LotOnMap,
} from '#common/lot-shape.ts'
import { planLot, type LotPlan } from '#common/lot-plan.ts'
import type { Db } from '../db/client.ts'
import { parcels, transitStops } from '../db/schema/index.ts'
import { LOT_ON_MAP_COLUMNS, outlineMeets, pointIn } from './parcels.ts'

/** How far a stop is looked for when the lot has no nearest stop on record, in miles. */
const STOP_SEARCH_MI = 1

const lotColumns = { apn: parcels.apn, ...LOT_ON_MAP_COLUMNS }

export async function lotMapOf(db: Db, apn: string): Promise<LotMapDrawing | null> {
  const found = await lotMapInputOf(db, apn)
  return found && drawLotMap(found.input)
}

/**
 * Where the lot is, for the interactive map (which draws the lots from the tiles): its middle and
 * the same nearest major transit stop the drawn map shows.
 */
export async function lotPlaceOf(db: Db, apn: string): Promise<LotPlace | null> {
  const found = await lotMapInputOf(db, apn)
  if (!found) return null
  const { stop } = found.input
  return {
    apn,
    lat: found.centre.lat,
    lon: found.centre.lon,
    stop: stop && {
      name: stop.name,
      lat: stop.lat,
      lon: stop.lon,
      distance: formatStopDistance(stop.distanceMi),
    },
    stopCaption: stopCaption(stop),
  }
}

async function lotMapInputOf(
  db: Db,
  apn: string,
): Promise<{ centre: { lat: number; lon: number }; input: LotMapInput } | null> {
  const [lot] = await db
    .select({ ...lotColumns, mtsName: parcels.mtsName })
    .from(parcels)
    .where(eq(parcels.apn, apn))
  if (!lot) return null
  const centre = centreOf(lot)
  if (!centre) return null

  // Everything within the map's reach, and the points of unmapped lots a street further, which
  // turn the stand-in rectangles to face their streets.
  const reach = lotMapReachFt(extentFt(lot))
  const near = boxAround(centre, reach)
  const wide = boxAround(centre, reach + STREET_REACH_FT)
  const [outlined, located] = await Promise.all([
    db
      .select(lotColumns)
      .from(parcels)
      .where(and(ne(parcels.apn, apn), outlineMeets(near))),
    db
      .select(lotColumns)
      .from(parcels)
      .where(and(isNull(parcels.shape), pointIn(wide))),
  ])
  const context: LotOnMap[] = [...located, ...outlined]
  const drawnNearby = located.filter(
    (other) =>
      other.apn !== apn &&
      other.lat! >= near.south &&
      other.lat! <= near.north &&
      other.lon! >= near.west &&
      other.lon! <= near.east,
  )
  const [own] = outlinesOf([lot], [lot, ...context])
  if (!own) return null
  return {
    centre,
    input: {
      lot: { shape: own.shape, approximate: own.approximate },
      neighbours: outlinesOf([...outlined, ...drawnNearby], context).map(
        ({ shape, approximate }) => ({ shape, approximate }),
      ),
      stop: await nearestMajorStop(db, centre, lot.mtsName),
    },
  }
}

/** How far around a lot its neighbours' outlines are read: past any gap between two lots. */
const NEIGHBOUR_REACH_FT = 30
/** A lot of the same street this far from the line of lots beside ours stands across the street. */
const ACROSS_FT = 60

/**
 * The plans of the lots of `apns` that have a recorded outline (./lot-plan.ts): each turned to
 * its addressed street, which the lots with that street in their address, across it, point to.
 */
export async function lotPlansOf(db: Db, apns: readonly string[]): Promise<Map<string, LotPlan>> {
  const plans = new Map<string, LotPlan>()
  if (apns.length === 0) return plans
  const lots = await db
    .select(lotColumns)
    .from(parcels)
    .where(and(inArray(parcels.apn, [...apns]), isNotNull(parcels.shape)))
  for (const lot of lots) {
    const centre = centreOf(lot)
    if (!lot.shape || !centre) continue
    const near = boxAround(centre, extentFt(lot) / 2 + NEIGHBOUR_REACH_FT)
    const street = boxAround(centre, STREET_REACH_FT)
    const [neighbours, sameStreet] = await Promise.all([
      db
        .select({ shape: parcels.shape })
        .from(parcels)
        .where(and(ne(parcels.apn, lot.apn), outlineMeets(near))),
      lot.streetSearch === null
        ? Promise.resolve([])
        : db
            .select({ lat: parcels.lat, lon: parcels.lon })
            .from(parcels)
            .where(
              and(
                ne(parcels.apn, lot.apn),
                eq(parcels.streetSearch, lot.streetSearch),
                pointIn(street),
              ),
            ),
    ])
    const located = sameStreet.flatMap((point) =>
      point.lat === null || point.lon === null ? [] : [{ lat: point.lat, lon: point.lon }],
    )
    const plan = planLot(
      lot.shape,
      neighbours.flatMap((neighbour) => (neighbour.shape ? [neighbour.shape] : [])),
      { centre, across: acrossTheStreet(centre, located) },
    )
    if (plan) plans.set(lot.apn, plan)
  }
  return plans
}

/**
 * The lots of the same street that stand across it from `centre`: off the line the lots beside it
 * make (the street's direction read from all of them), on the side where most such lots are.
 */
function acrossTheStreet(
  centre: { lat: number; lon: number },
  sameStreet: ReadonlyArray<{ lat: number; lon: number }>,
): Array<{ lat: number; lon: number }> {
  const bearing = streetBearing(centre, sameStreet)
  if (bearing === null) return []
  const turn = (bearing * Math.PI) / 180
  // Square to the street: east and north parts of the direction 90° clockwise of the bearing.
  const across = [Math.cos(turn), -Math.sin(turn)] as const
  const offsets = sameStreet.map((point) => {
    const [x, y] = feetFrom(centre, point)
    return { point, offset: x * across[0] + y * across[1] }
  })
  const ahead = offsets.filter(({ offset }) => offset > ACROSS_FT)
  const behind = offsets.filter(({ offset }) => offset < -ACROSS_FT)
  return (ahead.length >= behind.length ? ahead : behind).map(({ point }) => point)
}

/** The lot's point, or the middle of its outline. */
function centreOf(lot: LotOnMap): { lat: number; lon: number } | null {
  if (lot.lat !== null && lot.lon !== null) return { lat: lot.lat, lon: lot.lon }
  const box = lot.shape && boundingBox(lot.shape.coordinates)
  return box ? { lat: (box.south + box.north) / 2, lon: (box.west + box.east) / 2 } : null
}

/** The lot's longest reach in feet: its outline's box, or its recorded size. */
function extentFt(lot: LotOnMap): number {
  const box = lot.shape && boundingBox(lot.shape.coordinates)
  if (box) {
    const [x, y] = feetFrom({ lat: box.south, lon: box.west }, { lat: box.north, lon: box.east })
    return Math.max(x, y)
  }
  return Math.max(lot.lotWidthFt ?? 0, lot.lotDepthFt ?? 0, Math.sqrt(lot.lotSf ?? 0))
}

function boxAround(centre: { lat: number; lon: number }, feet: number) {
  const [west, south] = positionAt(centre, [-feet, -feet])
  const [east, north] = positionAt(centre, [feet, feet])
  return { west, south, east, north }
}

/**
 * The major transit stop nearest the lot: the one its facts name (nearest of that name), else
 * the nearest within a mile; with its straight-line distance.
 */
async function nearestMajorStop(db: Db, centre: { lat: number; lon: number }, name: string | null) {
  const box = boxAround(centre, STOP_SEARCH_MI * 5280)
  const stops = await db
    .select({ name: transitStops.name, lat: transitStops.lat, lon: transitStops.lon })
    .from(transitStops)
    .where(
      name === null
        ? and(
            eq(transitStops.isMajor, true),
            sql`${transitStops.lat} between ${box.south} and ${box.north}`,
            sql`${transitStops.lon} between ${box.west} and ${box.east}`,
          )
        : and(eq(transitStops.isMajor, true), eq(transitStops.name, name)),
    )
  const nearest = stops
    .map((stop) => ({ ...stop, distanceMi: Math.hypot(...feetFrom(centre, stop)) / 5280 }))
    .filter((stop) => name !== null || stop.distanceMi <= STOP_SEARCH_MI)
    .sort((a, b) => a.distanceMi - b.distanceMi)[0]
  return nearest ?? null
}
