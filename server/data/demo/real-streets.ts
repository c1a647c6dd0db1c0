// Where the demo city's lots are laid: along the real streets nearest each generated point, at
// house numbers near the real ones on that stretch. The streets come from the real parcels the
// install ships (server/data/seed: County Assessor situs addresses and parcel centres), so a demo
// lot in Hollywood is on a Hollywood street, numbered as its neighbours are (decision 291).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { parseSitusAddress } from '#common/contracts/parcels.ts'
import { SEED_DIR } from '../seed/seed-manifest.ts'

type Point = { readonly lat: number; readonly lon: number }

/** A real parcel's street and house number at its centre. */
export type StreetPoint = Point & { readonly street: string; readonly houseNumber: number }

export type RealStreets = {
  /** The real parcels nearest a point on each of the `count` nearest distinct streets. */
  nearestStreets(point: Point, count: number): StreetPoint[]
  /** Every real address ("741 W 40TH ST"), so that no demo lot takes one. */
  readonly addresses: ReadonlySet<string>
  /** Every real parcel's centre, with or without a usable address: the demo city keeps clear of them. */
  readonly points: readonly Point[]
}

/** Grid cells of about 0.7 mile: a point's neighbours are in its cell or the rings around it. */
const CELL_DEGREES = 0.01
/** Enough rings (about 40 miles) to reach every part of the City from anywhere in it. */
const MAX_RINGS = 60

/** A grid cell's key: its row and column in one number (rows and columns stay under 10⁵). */
function cellKey(row: number, column: number): number {
  return row * 100_000 + column
}

/** Squared distance in degrees of latitude, longitude shortened as it is at Los Angeles. */
function distance2(a: Point, b: Point): number {
  const dLat = a.lat - b.lat
  const dLon = (a.lon - b.lon) * 0.83
  return dLat * dLat + dLon * dLon
}

function loadRealStreets(): RealStreets {
  const rows: Array<Record<string, string>> = parse(
    readFileSync(path.join(SEED_DIR, 'county-parcels.csv')),
    { columns: true, bom: true },
  )
  const cells = new Map<number, StreetPoint[]>()
  const addresses = new Set<string>()
  const points: Point[] = []
  for (const row of rows) {
    const lat = Number(row.CENTER_LAT)
    const lon = Number(row.CENTER_LON)
    if (Number.isFinite(lat) && Number.isFinite(lon)) points.push({ lat, lon })
    const address = parseSitusAddress(row.SitusAddress ?? '')
    // Addresses with a unit ("… NO 101") are condominium stacks: their street is read the same,
    // but the unit would end up in the street's name.
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || address.houseNumber === null) continue
    if (!address.streetName || address.unit !== null || /\bNO\b/.test(address.streetName)) continue
    const street = [address.streetDirection, address.streetName, address.streetSuffix]
      .filter(Boolean)
      .join(' ')
    addresses.add(`${address.houseNumber} ${street}`)
    const key = cellKey(Math.floor(lat / CELL_DEGREES), Math.floor(lon / CELL_DEGREES))
    const point = { lat, lon, street, houseNumber: address.houseNumber }
    const cell = cells.get(key)
    if (cell) cell.push(point)
    else cells.set(key, [point])
  }

  return {
    addresses,
    points,
    nearestStreets(point, count) {
      const row = Math.floor(point.lat / CELL_DEGREES)
      const column = Math.floor(point.lon / CELL_DEGREES)
      // The nearest real lot on each street seen so far.
      const nearestOnStreet = new Map<string, { point: StreetPoint; distance: number }>()
      let enoughAtRing = -1
      for (let ring = 0; ring <= MAX_RINGS; ring += 1) {
        // The cells on the ring's edge: its top and bottom rows whole, then its two sides.
        for (let r = row - ring; r <= row + ring; r += 1) {
          const edge = r === row - ring || r === row + ring
          for (let c = column - ring; c <= column + ring; c += edge ? 1 : 2 * ring || 1)
            for (const candidate of cells.get(cellKey(r, c)) ?? []) {
              const distance = distance2(candidate, point)
              const best = nearestOnStreet.get(candidate.street)
              if (!best || distance < best.distance)
                nearestOnStreet.set(candidate.street, { point: candidate, distance })
            }
        }
        // One ring further than the first with enough streets: a nearer lot can sit just
        // across the cell's edge, in the next ring.
        if (enoughAtRing >= 0) break
        if (nearestOnStreet.size >= count) enoughAtRing = ring
      }
      return [...nearestOnStreet.values()]
        .sort((a, b) => a.distance - b.distance)
        .slice(0, count)
        .map((best) => best.point)
    },
  }
}

let loaded: RealStreets | undefined

/** The real streets, read from the seed once per process. */
export function realStreets(): RealStreets {
  loaded ??= loadRealStreets()
  return loaded
}
