// The real Los Angeles samples (../shared/data/la), imported the way `npm run data:import`
// imports them and analyzed as the app analyzes a parcel: the engine refuses none, offers no
// housing pathway on a lot zoned for public facilities, open space or parking, and offers an
// industrial lot only what its permitted commercial uses allow (AB 2011, needing confirmation).
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveParcelFacts } from '#common/parcel-facts.ts'
import { analyzeParcel, type Analysis, type PathwayStatus } from '#engine'
import type { Database } from '#server/db/client.ts'
import { parcels } from '#server/db/schema/index.ts'
import { importFile } from '#tests/setup/parcel-fixtures.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'

const SAMPLES = path.resolve(import.meta.dirname, '../../../../shared/data/la')
const ANALYSIS_DATE = '2026-11-23'

type Analyzed = { readonly zoneClass: string | null; readonly analysis: Analysis }

let database: Database
const analyzed: Analyzed[] = []
const refused: string[] = []

beforeAll(async () => {
  database = await createTestDatabase()
  await importFile(
    database,
    'assessor',
    `${SAMPLES}/la_parcels_sb1123_points/parcels_zoning_points.csv`,
  )
  await importFile(
    database,
    'zimas',
    `${SAMPLES}/la_parcels_zimas_sample/clean_zimas_ready_for_scoring.csv`,
  )
  for (const row of await database.db.select().from(parcels)) {
    try {
      const { facts } = deriveParcelFacts(row)
      analyzed.push({
        zoneClass: row.zoneClass,
        analysis: analyzeParcel({ parcel: facts, scenario: { analysisDate: ANALYSIS_DATE } }),
      })
    } catch (error) {
      refused.push(`${row.apn}: ${(error as Error).message}`)
    }
  }
}, 300_000)
afterAll(() => database.close())

const OPEN: readonly PathwayStatus[] = ['available', 'available_with_checks', 'needs_confirmation']

/** The pathways a lot is offered: every one it can use, possibly after confirmation. */
function offered(analysis: Analysis): string[] {
  return Object.values(analysis.pathways)
    .filter((result) => OPEN.includes(result.status) && result.id !== 'ab2097')
    .map((result) => result.id)
}

/** The lots offered anything but AB 2011 needing confirmation, with what they were offered. */
function onlyAb2011Pending(lots: readonly Analyzed[]): string[] {
  return lots
    .filter(({ analysis }) => {
      const ids = offered(analysis)
      return (
        ids.some((id) => id !== 'ab2011') ||
        (ids.length === 1 && analysis.pathways.ab2011.status !== 'needs_confirmation')
      )
    })
    .map(({ zoneClass, analysis }) => `${zoneClass}: ${offered(analysis).join(', ')}`)
}

describe('the real Los Angeles samples through the engine', () => {
  it('analyzes every parcel, refusing none', () => {
    expect(analyzed.length).toBeGreaterThan(8_000)
    expect(refused).toEqual([])
  })

  it('offers no housing pathway on a public-facilities or open-space lot', () => {
    const noHousing = analyzed.filter(({ zoneClass }) => /^(PF|OS)$/.test(zoneClass ?? ''))
    expect(noHousing.length).toBeGreaterThan(10)
    const wrong = noHousing
      .filter(({ analysis }) => offered(analysis).length > 0)
      .map(({ zoneClass, analysis }) => `${zoneClass}: ${offered(analysis).join(', ')}`)
    expect(wrong).toEqual([])
  })

  it('offers a parking lot only AB 2011, needing confirmation (parking is a principal use there)', () => {
    const parking = analyzed.filter(({ zoneClass }) => /^(P|PB)$/.test(zoneClass ?? ''))
    expect(parking.length).toBeGreaterThan(0)
    expect(onlyAb2011Pending(parking)).toEqual([])
  })

  it('offers an industrial lot only AB 2011, needing confirmation', () => {
    const industrial = analyzed.filter(({ zoneClass }) => /^M[1-3R]/.test(zoneClass ?? ''))
    expect(industrial.length).toBeGreaterThan(20)
    expect(onlyAb2011Pending(industrial)).toEqual([])
  })

  it('asks nothing of a lot whose zone allows no homes, and suggests nothing while the zone is unread', () => {
    const asking = analyzed
      .filter(({ zoneClass }) => /^(PF|OS)$/.test(zoneClass ?? ''))
      .filter(({ analysis }) => analysis.summary.missingFacts.length > 0)
    expect(asking.map(({ analysis }) => analysis.summary.reason)).toEqual([])
    const suggestedWithoutZone = analyzed.filter(({ analysis }) =>
      analysis.summary.ranking.some((entry) => entry.toConfirm.includes('the zone')),
    )
    expect(suggestedWithoutZone.map(({ analysis }) => analysis.summary.reason)).toEqual([])
  })

  it('gives every R1V1, R1V2 and R1V3 lot a height', () => {
    const variation = analyzed.filter(({ zoneClass }) => /^R1V[1-3]$/.test(zoneClass ?? ''))
    expect(variation.length).toBeGreaterThan(100)
    const withoutHeight = variation.filter(
      ({ analysis }) => analysis.pathways.la_base_zoning.maxHeightFt === null,
    )
    expect(withoutHeight.length).toBe(0)
  })
})
