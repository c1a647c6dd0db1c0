// Shared citation lists: each result lists the same citations as a private list would, in the
// order they were cited, and lists reached by the same path are one list.
import { describe, expect, it } from 'vitest'
import type { Citation } from '../types.ts'
import { analyze, CLEAN } from '../test-parcels.ts'
import { citationList } from './citation-list.ts'

const cite = (section: string): Citation => ({ law: 'Test', section })

describe('CitationList', () => {
  it('lists each citation once, in the order first cited', () => {
    const [a, b, c] = [cite('a'), cite('b'), cite('c')]
    const list = citationList(a).with(b).with(a).with(c).with(b)
    expect(list.items).toEqual([a, b, c])
  })

  it('reaches the same list by the same path, and a different one by another order', () => {
    const [a, b, c] = [cite('a'), cite('b'), cite('c')]
    const root = citationList(a)
    const first = root.with(b).with(c)
    root.with(c) // another path in between
    expect(root.with(b).with(c)).toBe(first)
    expect(root.with(c).with(b)).not.toBe(first)
    expect(root.with(c).with(b).items).toEqual([a, c, b])
  })

  it('leaves the lists it started from as they were', () => {
    const [a, b] = [cite('a'), cite('b')]
    const root = citationList(a)
    root.with(b)
    expect(root.items).toEqual([a])
  })
})

describe('citation lists in results', () => {
  it('two analyses of the same lot share one list per pathway, equal to the citations cited', () => {
    const lot = { ...CLEAN, zone: 'R2', heightDistrict: '1', lotSf: 6_000 }
    const first = analyze(lot).pathways
    const second = analyze(lot).pathways
    for (const id of Object.keys(first) as (keyof typeof first)[]) {
      expect(second[id].citations).toBe(first[id].citations)
      for (const source of first[id].sources)
        for (const citation of source.citations) expect(first[id].citations).toContain(citation)
      expect(new Set(first[id].citations).size).toBe(first[id].citations.length)
    }
  })
})

// Last: past the bound, this module's trees stop keeping what the tests above rely on.
describe('the bound', () => {
  it('stops keeping new lists past its bound, so citations built per call cannot grow it', () => {
    const root = citationList(cite('root'))
    for (let index = 0; index < 20_001; index += 1) root.with(cite(`fresh ${index}`))
    const [late, other] = [cite('late'), cite('other')]
    const reached = root.with(late)
    root.with(other)
    expect(root.with(late)).not.toBe(reached)
    expect(root.with(late).items).toEqual(reached.items)
  })
})
