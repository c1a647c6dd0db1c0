import { describe, expect, it } from 'vitest'
import {
  WATCHED_FACTS,
  type WatchedFact,
  type WatchedFactName,
  type WatchedPathway,
  type WatchSnapshot,
} from './contracts/watch.ts'
import { describeWatchDifferences, LOT_BACK, LOT_GONE } from './watch-differences.ts'

const ASSESSOR = { dataset: 'LA County Assessor parcels', date: '2026-06-01' }
const CORRECTED = { dataset: 'LA County Assessor parcels', date: '2026-12-01' }

function facts(changes: Partial<Record<WatchedFactName, WatchedFact>> = {}) {
  const all = Object.fromEntries(
    WATCHED_FACTS.map((name) => [name, { value: null, source: null }]),
  ) as Record<WatchedFactName, WatchedFact>
  return {
    ...all,
    lotSf: { value: 7200, source: ASSESSOR },
    zone: { value: 'R2-1', source: null },
    existingUnits: { value: 1, source: ASSESSOR },
    rentStabilization: { value: 'exempt', source: null },
    ...changes,
  }
}

const sb79 = (changes: Partial<WatchedPathway> = {}): WatchedPathway => ({
  name: 'SB 79',
  status: 'Not available',
  law: 'SB 79',
  legalStatus: 'Draft',
  netNewUnits: 0,
  ...changes,
})

const base = (changes: Partial<WatchedPathway> = {}): WatchedPathway => ({
  name: 'Base zoning',
  status: 'Available',
  law: 'Los Angeles zoning',
  legalStatus: 'In force',
  netNewUnits: 3,
  ...changes,
})

function snapshot(parts: Partial<WatchSnapshot> = {}): WatchSnapshot {
  return {
    engineVersion: '2.4.0',
    analysisDate: '2026-12-01',
    facts: facts(),
    pathways: { sb79: sb79(), la_base_zoning: base() },
    ...parts,
  }
}

describe('the differences between two snapshots of a watched lot', () => {
  it('a law coming into force: its status and its homes, in one line', () => {
    const after = snapshot({
      pathways: {
        sb79: sb79({ legalStatus: 'In force', status: 'Available', netNewUnits: 42 }),
        la_base_zoning: base(),
      },
    })
    expect(describeWatchDifferences(snapshot(), after)).toEqual([
      'SB 79: Draft → In force; Not available → Available; 0 → 42 homes',
    ])
  })

  it('a fact corrected by a newer import names the import, then the figures it moved', () => {
    const after = snapshot({
      facts: facts({ lotSf: { value: 6900, source: CORRECTED } }),
      pathways: { sb79: sb79(), la_base_zoning: base({ netNewUnits: 2 }) },
    })
    expect(describeWatchDifferences(snapshot(), after)).toEqual([
      'Lot area corrected by the LA County Assessor parcels import of 2026-12-01: 7,200 → 6,900 sq ft',
      'Base zoning: 3 → 2 homes',
    ])
  })

  it('a fact changed by the same record (a reading, not a correction) says only the figures', () => {
    const after = snapshot({
      facts: facts({
        rentStabilization: { value: 'covered', source: null },
        existingUnits: { value: 2, source: ASSESSOR },
      }),
    })
    expect(describeWatchDifferences(snapshot(), after)).toEqual([
      'Existing homes: 1 home → 2 homes',
      'Rent stabilization: exempt → covered',
    ])
  })

  it('homes without a count, or without a limit, are said in words, never as 0', () => {
    const after = snapshot({
      pathways: {
        sb79: sb79({ netNewUnits: null }),
        la_base_zoning: base({ netNewUnits: 'unlimited' }),
      },
    })
    expect(describeWatchDifferences(snapshot(), after)).toEqual([
      'SB 79: 0 homes → no count of homes',
      'Base zoning: 3 homes → no limit on homes',
    ])
  })

  it('a new engine version or a later date that moves no figure is no difference', () => {
    const after = snapshot({ engineVersion: '2.5.0', analysisDate: '2027-01-02' })
    expect(describeWatchDifferences(snapshot(), after)).toEqual([])
  })

  it('a lot gone from the data is said so, not read as 0 homes; and back again', () => {
    const gone = snapshot({ facts: null, pathways: null })
    expect(describeWatchDifferences(snapshot(), gone)).toEqual([LOT_GONE])
    expect(describeWatchDifferences(gone, gone)).toEqual([])
    expect(describeWatchDifferences(gone, snapshot())).toEqual([LOT_BACK])
  })

  it('a pathway the engine adds or drops is named', () => {
    const after = snapshot({
      pathways: {
        la_base_zoning: base(),
        miip_oc: {
          ...base({ name: 'MIIP Opportunity Corridors', status: 'Needs confirmation' }),
          netNewUnits: 12,
        },
      },
    })
    expect(describeWatchDifferences(snapshot(), after)).toEqual([
      'MIIP Opportunity Corridors: new; Needs confirmation; 12 homes',
      'SB 79: no longer analyzed',
    ])
  })
})
