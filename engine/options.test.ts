// The option definitions are complete: every value of every option has its reading in words.
import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, OPTION_DEFINITIONS, type OptionName } from './index.ts'
import { readingOf } from './options.ts'

const OPTIONS = Object.keys(OPTION_DEFINITIONS) as OptionName[]

describe('option definitions', () => {
  it('give every value a reading, and no reading without a value', () => {
    for (const option of OPTIONS) {
      const { values, readings } = OPTION_DEFINITIONS[option]
      expect(Object.keys(readings).sort(), option).toEqual(values.map(String).sort())
      for (const value of values) expect(readingOf(option, value)).toBe(readings[String(value)])
    }
  })

  it('list each default among the values', () => {
    for (const option of OPTIONS)
      expect(OPTION_DEFINITIONS[option].values, option).toContain(DEFAULT_OPTIONS[option])
  })

  it('write an unlisted value as it is', () => {
    expect(readingOf('ab1287TotalSetasideCapPct', 40)).toBe('40')
  })
})
