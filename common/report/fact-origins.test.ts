import { describe, expect, it } from 'vitest'
import type { FactOrigin, ReportInputs } from '../contracts/reports.ts'
import { isSharedOrigin, newestRecordDate, sharedOrigin } from './fact-origins.ts'

const assessor = {
  kind: 'record',
  dataset: 'LA County Assessor parcels',
  date: '2026-10-01',
} as const
const census = { kind: 'record', dataset: 'U.S. Census 2020', date: '2020-04-01' } as const
const correction = { kind: 'correction', by: 'Ana', at: '2026-11-02T10:00:00Z' } as const

function inputsWith(factOrigins: Record<string, FactOrigin>): ReportInputs {
  return {
    parcel: {},
    scenario: { analysisDate: '2026-11-25' },
    options: {},
    factOrigins,
    demoParcel: false,
  }
}

describe('the record a report names once for its facts', () => {
  it('is the one most facts come from; a correction or another record keeps its own line', () => {
    const inputs = inputsWith({
      lotSf: correction,
      zone: assessor,
      yearBuilt: { ...assessor, note: 'Built before 1978.' },
      cityPopulation: census,
    })
    const shared = sharedOrigin(inputs, ['lotSf', 'zone', 'yearBuilt', 'cityPopulation'])
    expect(shared).toMatchObject({ dataset: 'LA County Assessor parcels' })
    expect(isSharedOrigin(inputs.factOrigins.yearBuilt, shared)).toBe(true)
    expect(isSharedOrigin(inputs.factOrigins.cityPopulation, shared)).toBe(false)
    expect(isSharedOrigin(inputs.factOrigins.lotSf, shared)).toBe(false)
  })

  it('is none when no two facts share a record, so each fact names its own', () => {
    const inputs = inputsWith({ zone: assessor, cityPopulation: census, lotSf: correction })
    const shared = sharedOrigin(inputs, ['zone', 'cityPopulation', 'lotSf'])
    expect(shared).toBeNull()
    expect(isSharedOrigin(inputs.factOrigins.zone, shared)).toBe(false)
  })

  it('counts only the facts listed: a record shared by facts not shown is not named', () => {
    const inputs = inputsWith({ zone: assessor, lotSf: assessor, cityPopulation: census })
    expect(sharedOrigin(inputs, ['zone', 'cityPopulation'])).toBeNull()
  })
})

describe('the date of the data a report rests on', () => {
  it('is the newest record date of its facts; a correction has none', () => {
    const inputs = inputsWith({ zone: assessor, cityPopulation: census, lotSf: correction })
    expect(newestRecordDate(inputs)).toBe('2026-10-01')
    expect(newestRecordDate(inputsWith({ lotSf: correction }))).toBeNull()
  })
})
