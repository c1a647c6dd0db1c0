import { describe, expect, it } from 'vitest'
import { andList } from './labels.ts'

describe('andList', () => {
  it('joins as Intl.ListFormat does for en-US, with the serial comma', () => {
    const intl = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' })
    const words = ['the lot width', 'the lot depth', 'the year built', 'the zone']
    for (let count = 0; count <= words.length; count += 1) {
      const items = words.slice(0, count)
      expect(andList(items)).toBe(intl.format(items))
    }
  })
})
