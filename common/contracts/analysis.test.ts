import { describe, expect, it } from 'vitest'
import { parseAnalysisRequest } from './analysis.ts'

describe('parseAnalysisRequest', () => {
  it('maps snake_case keys onto engine facts and scenario, with today as the default date', () => {
    const parsed = parseAnalysisRequest(
      { zone: 'R3', lot_sf: 7000, set_aside_category: 'VLI', units: 24, unit_mix: { '1BR': 4 } },
      '2026-11-23',
    )
    expect(parsed).toEqual({
      ok: true,
      unknownKeys: [],
      input: {
        parcel: { zone: 'R3', lotSf: 7000 },
        scenario: {
          setAsideCategory: 'VLI',
          proposedUnits: 24,
          unitMix: { '1BR': 4 },
          analysisDate: '2026-11-23',
        },
      },
    })
  })

  it('reads a null look-back as "never" and leaves an absent one unknown', () => {
    const parsed = parseAnalysisRequest({ tenant_occupied_within_years: null }, '2026-11-23')
    expect(parsed.ok && parsed.input.parcel).toEqual({ tenantOccupiedWithinYears: 'never' })
    const absent = parseAnalysisRequest({}, '2026-11-23')
    expect(absent.ok && 'tenantOccupiedWithinYears' in absent.input.parcel).toBe(false)
  })

  it('returns unknown keys instead of refusing them', () => {
    expect(parseAnalysisRequest({ zone: 'R1', parcel_colour: 'red' }, '2026-11-23')).toMatchObject({
      ok: true,
      unknownKeys: ['parcel_colour'],
    })
  })

  it.each([
    [[], 'expected a JSON object of parcel facts'],
    [{ unit_mix: { big: 2 } }, 'unit_mix: keys are like "1BR" or "studio"'],
    [
      { sb79_dist_band: 'near' },
      'sb79_dist_band: Invalid option: expected one of "adjacent"|"quarter"|"half"',
    ],
    [{ existing_units: 2.5 }, 'existing_units: must be a whole number'],
    [{ set_aside_pct: 120 }, 'set_aside_pct: must be 0 to 100'],
  ])('refuses %j: %s', (raw, error) => {
    expect(parseAnalysisRequest(raw, '2026-11-23')).toEqual({ ok: false, error })
  })
})
