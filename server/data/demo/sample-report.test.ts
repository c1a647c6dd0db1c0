// The public sample report describes the demo city's lot as a fresh install records it.
import { describe, expect, it } from 'vitest'
import { deriveParcelFacts } from '#common/parcel-facts.ts'
import { generateDemoParcels } from './demo-city.ts'
import type { ParcelRecord } from '#common/parcel-facts.ts'
import { SAMPLE_REPORT } from '#content/sample-report.ts'

/** Measured at load from the transit stops, not generated with the lot. */
const MEASURED = new Set(['distMtsMi', 'tocTier', 'sb79StopTier', 'sb79DistBand'])

describe('the sample report', () => {
  it("names the demo city's lot by its address and gives the facts the city generates for it", () => {
    let lot = null
    for (const parcel of generateDemoParcels()) {
      if (parcel.apn !== SAMPLE_REPORT.apn) continue
      lot = parcel
      break
    }
    expect(lot).toBeDefined()
    // It read "844 S Serrano Ave" after the city was renumbered and the lot became 611.
    expect(SAMPLE_REPORT.address).toBe(`${lot?.addressDisplay} (demo parcel)`)
    const record = Object.fromEntries(
      Object.entries(lot ?? {}).map(([key, value]) => [key, value ?? null]),
    )
    const { facts } = deriveParcelFacts({
      ...record,
      distMtsMi: null,
      tocTier: null,
      sb79StopTier: null,
      sb79DistBand: null,
    } as unknown as ParcelRecord)
    const generated = Object.fromEntries(
      Object.entries(SAMPLE_REPORT.parcel).filter(([fact]) => !MEASURED.has(fact)),
    )
    expect(facts).toEqual(generated)
  }, 60_000)
})
