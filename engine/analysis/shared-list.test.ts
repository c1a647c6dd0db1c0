// Shared lists: each result lists the same citations and flags as a private list would, in the
// order first added, and lists reached by the same path are one list.
import { describe, expect, it } from 'vitest'
import type { Citation } from '../types.ts'
import { analyze, CLEAN } from '../test-parcels.ts'
import { SharedList } from './shared-list.ts'

const cite = (section: string): Citation => ({ law: 'Test', section })
const listOf = (...citations: Citation[]) => new SharedList(citations)

describe('SharedList', () => {
  it('lists each item once, in the order first added', () => {
    const [a, b, c] = [cite('a'), cite('b'), cite('c')]
    const list = listOf(a).with(b).with(a).with(c).with(b)
    expect(list.items).toEqual([a, b, c])
  })

  it('reaches the same list by the same path, and a different one by another order', () => {
    const [a, b, c] = [cite('a'), cite('b'), cite('c')]
    const root = listOf(a)
    const first = root.with(b).with(c)
    root.with(c) // another path in between
    expect(root.with(b).with(c)).toBe(first)
    expect(root.with(c).with(b)).not.toBe(first)
    expect(root.with(c).with(b).items).toEqual([a, c, b])
  })

  it('derives a value from a list once, and another for another list', () => {
    const [a, b] = [cite('a'), cite('b')]
    const root = listOf(a)
    let made = 0
    const sections = (items: readonly Citation[]) => {
      made += 1
      return items.map((item) => item.section)
    }
    const first = root.with(b).derive(sections)
    expect(first).toEqual(['a', 'b'])
    expect(root.with(b).derive(sections)).toBe(first)
    expect(root.derive(sections)).toEqual(['a'])
    expect(made).toBe(2)
  })

  it('leaves the lists it started from as they were', () => {
    const [a, b] = [cite('a'), cite('b')]
    const root = listOf(a)
    root.with(b)
    expect(root.items).toEqual([a])
  })

  it('keeps a list with an item made for one analysis out of the tree', () => {
    const [a, b, c, once] = [cite('a'), cite('b'), cite('c'), cite('once')]
    const root = listOf(a)
    const unshared = root.withUnshared(once)
    expect(unshared.items).toEqual([a, once])
    expect(root.withUnshared(once)).not.toBe(unshared)
    const reached = unshared.with(b)
    unshared.with(c)
    expect(unshared.with(b)).not.toBe(reached)
    expect(unshared.with(b).items).toEqual([a, once, b])
  })

  it('stops keeping new lists past its bound, so items made per call cannot grow it', () => {
    const root = listOf(cite('root'))
    for (let index = 0; index < 20_001; index += 1) root.with(cite(`fresh ${index}`))
    const [late, other] = [cite('late'), cite('other')]
    const reached = root.with(late)
    root.with(other)
    expect(root.with(late)).not.toBe(reached)
    expect(root.with(late).items).toEqual(reached.items)
  })

  it('keeps a bound for each tree: a full tree leaves the others sharing', () => {
    const [a, b, c] = [cite('a'), cite('b'), cite('c')]
    const full = listOf(a)
    for (let index = 0; index < 20_001; index += 1) full.with(cite(`fresh ${index}`))
    const other = listOf(a)
    const reached = other.with(b)
    other.with(c)
    expect(other.with(b)).toBe(reached)
  })
})

describe('shared lists in results', () => {
  it('two analyses of the same lot share each pathway’s citations and flags', () => {
    const lot = { ...CLEAN, zone: 'R2', heightDistrict: '1', lotSf: 6_000 }
    const first = analyze(lot).pathways
    const second = analyze(lot).pathways
    expect(first.la_base_zoning.flags.map((flag) => flag.code)).toContain('r2_per_lot_cap')
    for (const id of Object.keys(first) as (keyof typeof first)[]) {
      expect(second[id].citations).toBe(first[id].citations)
      expect(second[id].flags).toBe(first[id].flags)
      for (const source of first[id].sources)
        for (const citation of source.citations) expect(first[id].citations).toContain(citation)
      expect(new Set(first[id].citations).size).toBe(first[id].citations.length)
      const codes = first[id].flags.map((flag) => flag.code)
      expect(new Set(codes).size, `${id} lists a flag twice`).toBe(codes.length)
    }
  })
})
