import { describe, expect, it } from 'vitest'
import { analyzeParcel } from '#engine'
import { andList, criterionMessage, CRITERION_LABELS } from './labels.ts'

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
