// An analysis is read where nothing can be changed (a share link, the PDF, an email), so what it
// says describes the lot and the scenario; it never tells the reader to choose something.
import { describe, expect, it } from 'vitest'
import { analyze, CLEAN } from './test-parcels.ts'

/** Every sentence an analysis holds, wherever it sits in the result. */
function sentencesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(sentencesOf)
  if (value && typeof value === 'object') return Object.values(value).flatMap(sentencesOf)
  return []
}

describe('an analysis read on a page the reader cannot change', () => {
  it.each([
    [
      'an R4 lot with no set-aside given (the density bonus assumes one)',
      { zone: 'R4', heightDistrict: '1', lotSf: 20_000 },
    ],
    [
      'an R3 lot near transit, where the affordable-housing program needs a 100 % affordable scenario',
      { zone: 'R3', heightDistrict: '1', lotSf: 12_000, distMtsMi: 0.2, walkDistMtsMi: 0.3 },
    ],
    ['an RD1.5 lot', { zone: 'RD1.5', heightDistrict: '1', lotSf: 6_715, vacant: false }],
  ])('%s says what is assumed, never "choose"', (_, facts) => {
    const sentences = sentencesOf(analyze({ ...CLEAN, ...facts }))
    expect(sentences.filter((sentence) => /\bchoose\b/i.test(sentence))).toEqual([])
  })
})
