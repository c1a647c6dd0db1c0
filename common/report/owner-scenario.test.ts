// The owner's scenario in words: each change from the defaults once, nothing when there is none.
import { describe, expect, it } from 'vitest'
import type { ReportInputs } from '../contracts/reports.ts'
import { CITY_FIGURES } from '#proforma'
import { formatFactValue } from './facts.ts'
import { ownerScenario } from './owner-scenario.ts'

const INPUTS: ReportInputs = {
  parcel: { zone: 'R3', heightDistrict: '1', lotSf: 8_000, tenantOccupiedWithinYears: 1 },
  scenario: { analysisDate: '2026-11-15' },
  options: {},
  factOrigins: {
    zone: { kind: 'record', dataset: 'ZIMAS', date: '2026-11-01' },
    lotSf: { kind: 'correction', by: 'Ada Admin', at: '2026-12-01T18:00:00Z' },
    tenantOccupiedWithinYears: { kind: 'owner', by: 'Olive Owner', at: '2026-12-04T20:00:00Z' },
  },
  demoParcel: true,
}

const DEFAULTS = {
  reportType: 'multifamily_development' as const,
  objective: 'value' as const,
  proformaAssumptions: {},
  inputs: { ...INPUTS, factOrigins: { zone: INPUTS.factOrigins.zone! } },
  derived: { money: { result: { local: CITY_FIGURES } } },
}

describe('the owner’s scenario', () => {
  it('says nothing when the figures use the defaults and the public record', () => {
    expect(ownerScenario(DEFAULTS)).toEqual([])
  })

  it('states the objective, each saved assumption and each owner-stated fact, not an analyst’s', () => {
    expect(
      ownerScenario({
        ...DEFAULTS,
        objective: 'homes',
        proformaAssumptions: { salePrice: 900 },
        inputs: INPUTS,
      }),
    ).toEqual([
      'Best pathway by most net new homes, instead of the report’s default, highest residual land value.',
      'Sale price, new small-lot home: $900 per sq ft, instead of the default $750 per sq ft.',
      'Years since a tenant last lived there: 1 year ago, stated by Olive Owner on December 4, 2026.',
    ])
  })

  it('writes one year and several years as people do', () => {
    expect(formatFactValue('tenantOccupiedWithinYears', 1)).toBe('1 year ago')
    expect(formatFactValue('tenantOccupiedWithinYears', 3)).toBe('3 years ago')
    expect(formatFactValue('tenantOccupiedWithinYears', 'never')).toBe('Never')
  })
})
