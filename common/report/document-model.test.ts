// Which pathways a report presents: TOC only where an application filed before CHIP can use it.
import { describe, expect, it } from 'vitest'
import { analyzeParcel, type ParcelFacts, type Scenario } from '#engine'
import { buildReportModel } from './document-model.ts'
import { readStoredAnalysis } from './stored-analysis.ts'

const PARCEL: ParcelFacts = { zone: 'R3', heightDistrict: '1', lotSf: 10_000, tocTier: 3 }

function modelFor(scenario: Scenario, analysis = analyzeParcel({ parcel: PARCEL, scenario })) {
  return buildReportModel({
    address: '1 Test Street',
    reportType: 'multifamily_zoning',
    analysis,
    inputs: { parcel: PARCEL, scenario, options: {}, factOrigins: {}, demoParcel: false },
    proformaAssumptions: {},
  })
}

describe('the pathways a report presents', () => {
  it('leaves TOC out for an application filed after it closed', () => {
    const model = modelFor({ analysisDate: '2026-11-15' })
    expect(model.pathways).not.toContain('la_toc')
    expect(model.pathways).toContain('state_density_bonus')
  })

  it('keeps TOC for an application filed before CHIP took effect', () => {
    const model = modelFor({ analysisDate: '2026-11-15', applicationDate: '2025-02-10' })
    expect(model.pathways).toContain('la_toc')
  })
})

describe('an analysis stored before the CHIP pathways', () => {
  it('is still read, and its report presents the pathways it has', () => {
    const scenario = { analysisDate: '2026-11-15' }
    const current = analyzeParcel({ parcel: PARCEL, scenario })
    const chip = new Set(['miip_toia', 'miip_oc', 'miip_lowrise'])
    const before = Object.fromEntries(
      Object.entries(current.pathways).filter(([id]) => !chip.has(id)),
    )
    const stored = { ...current, engineVersion: '2.0.1', pathways: before }
    const reading = readStoredAnalysis(JSON.parse(JSON.stringify(stored)))
    expect(reading.ok).toBe(true)
    if (!reading.ok) return
    const model = modelFor(scenario, reading.analysis)
    expect(model.pathways).toContain('la_base_zoning')
    expect(model.pathways).not.toContain('miip_toia')
  })
})
