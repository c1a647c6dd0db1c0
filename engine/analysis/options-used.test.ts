// Shared records of the options a result rests on: the same record a private object would hold,
// keys in the order first recorded, one record for one path.
import { describe, expect, it } from 'vitest'
import { analyze, CLEAN } from '../test-parcels.ts'
import { OptionsUsed } from './options-used.ts'

const NO_OPTIONS_USED = new OptionsUsed({})

describe('OptionsUsed', () => {
  it('records each option once, in the order first recorded, a later value replacing it in place', () => {
    const used = NO_OPTIONS_USED.with('laDbScale', 'state')
      .with('stateDensityRounding', 'floor')
      .with('laDbScale', 'cap35')
    expect(Object.entries(used.record)).toEqual([
      ['laDbScale', 'cap35'],
      ['stateDensityRounding', 'floor'],
    ])
  })

  it('reaches the same record by the same path, and another by another value', () => {
    const floor = NO_OPTIONS_USED.with('byrightRounding', 'floor')
    NO_OPTIONS_USED.with('byrightRounding', 'ceil')
    expect(NO_OPTIONS_USED.with('byrightRounding', 'floor')).toBe(floor)
    expect(NO_OPTIONS_USED.with('byrightRounding', 'ceil').record).toEqual({
      byrightRounding: 'ceil',
    })
    expect(NO_OPTIONS_USED.record).toEqual({})
  })
})

describe('options used in results', () => {
  it('two analyses of the same lot share each pathway’s record', () => {
    const lot = { ...CLEAN, zone: 'R3', heightDistrict: '1', lotSf: 9_000 }
    const first = analyze(lot).pathways
    const second = analyze(lot).pathways
    expect(first.la_base_zoning.optionsUsed).toEqual({ byrightRounding: 'floor' })
    for (const id of Object.keys(first) as (keyof typeof first)[])
      expect(second[id].optionsUsed).toBe(first[id].optionsUsed)
  })
})

// Last: past the bound, this module's trees stop keeping what the tests above rely on.
describe('the bound', () => {
  it('stops keeping new records past its bound', () => {
    for (let index = 0; index < 20_001; index += 1) NO_OPTIONS_USED.with('r2PerLotCap', index)
    const reached = NO_OPTIONS_USED.with('r2PerLotCap', -1)
    NO_OPTIONS_USED.with('r2PerLotCap', -2)
    expect(NO_OPTIONS_USED.with('r2PerLotCap', -1)).not.toBe(reached)
    expect(NO_OPTIONS_USED.with('r2PerLotCap', -1).record).toEqual({ r2PerLotCap: -1 })
  })
})
