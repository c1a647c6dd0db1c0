import { describe, expect, it } from 'vitest'
import { analyzeParcel, findingsOf, type PathwayResult } from '#engine'
import {
  andList,
  caveatFigures,
  criteriaOf,
  criterionMessage,
  CRITERION_LABELS,
  figureLabel,
  findingText,
  pathwayCaveats,
} from './labels.ts'

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

describe('criterionMessage', () => {
  it('says "Routine check" once: the label stands before the engine’s words, not twice', () => {
    const analysis = analyzeParcel({
      parcel: { zone: 'R3', heightDistrict: '1', lotSf: 10_000, existingUnits: 4, rso: false },
      scenario: { analysisDate: '2026-11-23' },
    })
    const checks = Object.values(analysis.pathways).flatMap((result) =>
      result.failReasons.filter((reason) => reason.status === 'check'),
    )
    expect(checks.length).toBeGreaterThan(0)
    for (const reason of checks) {
      const line = `${CRITERION_LABELS[reason.status]}: ${criterionMessage(reason)}`
      expect(line.match(/Routine check/g)).toHaveLength(1)
    }
  })
})

describe('criteriaOf', () => {
  const analysis = analyzeParcel({
    parcel: { zone: 'R1', heightDistrict: '1', lotSf: 6_000, existingUnits: 1, rso: false },
    scenario: { analysisDate: '2026-11-23' },
  })

  it('gives the engine’s criteria, passed ones included', () => {
    const sb9 = analysis.pathways.sb9
    expect(criteriaOf(sb9)).toBe(sb9.criteria)
    expect(criteriaOf(sb9).some((criterion) => criterion.outcome === 'passed')).toBe(true)
  })

  it('reads an analysis stored before criteria were listed as its reasons, none claimed to pass', () => {
    const stored = { ...analysis.pathways.sb9 } as Partial<PathwayResult> & { criteria?: unknown }
    delete stored.criteria
    const criteria = criteriaOf(stored as PathwayResult)
    expect(criteria.map((criterion) => findingsOf(stored as PathwayResult, criterion)[0])).toEqual(
      stored.failReasons,
    )
    expect(criteria.every((criterion) => criterion.outcome !== 'passed')).toBe(true)
    expect(criteria[0]?.citation).toEqual(stored.citations?.[0])
  })

  it('labels a finding only when its outcome does not already say it', () => {
    const reasons = analysis.pathways.sb684.failReasons
    const failed = reasons.find((reason) => reason.status === 'fail')
    expect(failed && findingText(failed)).toBe(failed?.message)
    const check = analysis.pathways.sb9.failReasons.find((reason) => reason.status === 'check')
    expect(check && findingText(check)).toMatch(/^Routine check: confirm /)
  })
})

describe('pathwayCaveats', () => {
  // No set-aside chosen: the density bonus assumes one, and every figure it works out says so.
  const analysis = analyzeParcel({
    parcel: { zone: 'R3', heightDistrict: '1', lotSf: 8_090, existingUnits: 1, rso: false },
    scenario: { analysisDate: '2026-11-23' },
  })

  it('gives each of a pathway’s caveats once, with every figure it qualifies', () => {
    let shared = 0
    for (const result of Object.values(analysis.pathways)) {
      const caveats = pathwayCaveats(result)
      const messages = caveats.map((caveat) => caveat.message)
      expect(new Set(messages).size).toBe(messages.length)
      for (const source of result.sources)
        for (const { message } of source.caveats)
          expect(caveats.find((caveat) => caveat.message === message)?.figures).toContain(
            figureLabel(source.figure),
          )
      for (const caveat of caveats)
        expect(caveat.figures).toEqual(
          result.sources
            .filter((source) => source.caveats.some(({ message }) => message === caveat.message))
            .map((source) => figureLabel(source.figure))
            .filter((label, index, labels) => labels.indexOf(label) === index),
        )
      shared += caveats.filter((caveat) => caveat.figures.length > 1).length
    }
    expect(shared).toBeGreaterThan(0)
  })

  it('leads with the figures in one sentence, abbreviations kept', () => {
    expect(caveatFigures({ message: '', figures: ['Homes'] })).toBe('Homes')
    expect(
      caveatFigures({
        message: '',
        figures: ['Homes', 'Floor area', 'ADUs converted from existing space'],
      }),
    ).toBe('Homes, floor area, and ADUs converted from existing space')
  })
})
