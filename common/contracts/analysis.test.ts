import { describe, expect, it } from 'vitest'
import { analyzeParcel, MAX_LOT_SF } from '#engine'
import { optionWireName, parseAnalysisRequest, parseEngineOptions } from './analysis.ts'

const TODAY = '2026-11-23'

describe('parseAnalysisRequest', () => {
  it('maps snake_case keys onto engine facts and scenario, with today as the default date', () => {
    const parsed = parseAnalysisRequest(
      { zone: 'R3', lot_sf: 7000, set_aside_category: 'VLI', units: 24, unit_mix: { '1BR': 4 } },
      TODAY,
    )
    expect(parsed).toEqual({
      ok: true,
      unknownKeys: [],
      options: {},
      input: {
        parcel: { zone: 'R3', lotSf: 7000 },
        scenario: {
          setAsideCategory: 'VLI',
          proposedUnits: 24,
          unitMix: { '1BR': 4 },
          analysisDate: TODAY,
        },
      },
    })
  })

  it('reads a null look-back as "never" and leaves an absent one unknown', () => {
    const parsed = parseAnalysisRequest({ tenant_occupied_within_years: null }, TODAY)
    expect(parsed.ok && parsed.input.parcel).toEqual({ tenantOccupiedWithinYears: 'never' })
    const absent = parseAnalysisRequest({}, TODAY)
    expect(absent.ok && 'tenantOccupiedWithinYears' in absent.input.parcel).toBe(false)
  })

  it('returns unknown keys instead of refusing them', () => {
    expect(parseAnalysisRequest({ zone: 'R1', parcel_colour: 'red' }, TODAY)).toMatchObject({
      ok: true,
      unknownKeys: ['parcel_colour'],
    })
  })

  it('accepts a lot split between zones, with or without the parts’ areas', () => {
    expect(
      parseAnalysisRequest({ zone: 'C2/R1', zone_split_sf: [3500, 3500] }, TODAY),
    ).toMatchObject({ ok: true, input: { parcel: { zone: 'C2/R1', zoneSplitSf: [3500, 3500] } } })
    expect(parseAnalysisRequest({ zone: 'C2/Q9' }, TODAY)).toEqual({
      ok: false,
      error: 'zone: the engine cannot read zone "C2/Q9"',
    })
  })

  it.each([
    [{ vli_units: 5 }, { setAsideCategory: 'VLI', setAsideUnits: 5 }],
    [{ vli_pct: 11 }, { setAsideCategory: 'VLI', setAsidePct: 11 }],
    [
      { set_aside_category: 'LI', set_aside_units: 3 },
      { setAsideCategory: 'LI', setAsideUnits: 3 },
    ],
    [{ set_aside_pct: 12 }, { setAsidePct: 12 }],
    [
      { set_aside_category: 'VLI', vli_units: 2 },
      { setAsideCategory: 'VLI', setAsideUnits: 2 },
    ],
  ])('reads the set-aside %j as %j', (wire, scenario) => {
    const parsed = parseAnalysisRequest(wire, TODAY)
    expect(parsed.ok && parsed.input.scenario).toEqual({ ...scenario, analysisDate: TODAY })
  })

  it('gives 5 very-low-income homes of 100 a 20 % bonus and one incentive (65915(f)(2))', () => {
    const parsed = parseAnalysisRequest({ base_units: 100, vli_units: 5 }, TODAY)
    if (!parsed.ok) throw new Error(parsed.error)
    expect(analyzeParcel(parsed.input).pathways.state_density_bonus).toMatchObject({
      maxUnits: 120,
      incentives: 1,
      affordable: [{ category: 'VLI', units: 5, pct: 5 }],
    })
  })

  it('reads options by their snake_case names, from JSON values or from text', () => {
    expect(
      parseAnalysisRequest(
        { zone: 'R3', options: { la_db_scale: 'cap35', r2_per_lot_cap: 'none' } },
        TODAY,
      ),
    ).toMatchObject({ ok: true, options: { laDbScale: 'cap35', r2PerLotCap: 'none' } })
    expect(parseEngineOptions({ r2_per_lot_cap: '2', include_half_alley_sf: 'true' })).toEqual({
      ok: true,
      options: { r2PerLotCap: 2, includeHalfAlleySf: true },
    })
    expect(optionWireName('ab1287TotalSetasideCapPct')).toBe('ab1287_total_setaside_cap_pct')
  })

  it.each([
    [[], 'expected a JSON object of parcel facts'],
    [
      { unit_mix: { big: 2 } },
      'unit_mix: keys name homes by bedrooms, like "studio", "1BR" or "2 bedroom", or habitable rooms (the kitchen counts), like "3 rooms" or "4HR"',
    ],
    [
      { sb79_dist_band: 'near' },
      'sb79_dist_band: Invalid option: expected one of "adjacent"|"quarter"|"half"',
    ],
    [
      { existing_units: 2.5 },
      'existing_units: must be a whole number at least 0 and at most 100,000',
    ],
    [{ set_aside_pct: 120 }, 'set_aside_pct: must be a number at least 0 and at most 100 %'],
    [{ lot_sf: 1.8e306 }, 'lot_sf: must be a number more than 0 and at most 435,600,000 sq ft'],
    [
      { lot_sf: MAX_LOT_SF + 1 },
      'lot_sf: must be a number more than 0 and at most 435,600,000 sq ft',
    ],
    [{ lot_sf: 0 }, 'lot_sf: must be a number more than 0 and at most 435,600,000 sq ft'],
    [{ dist_mts_mi: -0.1 }, 'dist_mts_mi: must be a number at least 0 and at most 500 miles'],
    [
      { set_aside_pct: 10, vli_units: 2 },
      'set_aside_pct and vli_units: give the affordable set-aside once, as a share or as a number of homes',
    ],
    [
      { set_aside_category: 'LI', vli_units: 5 },
      'vli_units: gives very-low-income homes, but set_aside_category is "LI"; use set_aside_units or set_aside_pct for that category',
    ],
    [
      { options: { colour: 'red' } },
      expect.stringMatching(/^options: there is no option "colour"/),
    ],
    [
      { options: { la_db_scale: 'generous' } },
      'options.la_db_scale: must be one of "by_application_date", "state", "cap35", "la_chip_table"',
    ],
  ])('refuses %j: %s', (raw, error) => {
    expect(parseAnalysisRequest(raw, TODAY)).toEqual({ ok: false, error })
  })

  it('accepts the largest lot it allows', () => {
    expect(parseAnalysisRequest({ lot_sf: MAX_LOT_SF }, TODAY).ok).toBe(true)
  })
})
