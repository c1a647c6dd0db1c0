// Zones that allow no housing say so first and ask for nothing else; an unreadable zone asks
// for the zone and suggests no pathway; a parking or industrial lot is offered only what its
// permitted commercial uses allow (AB 2011).
import { describe, expect, it } from 'vitest'
import type { PathwayStatus } from './index.ts'
import { analyze } from './test-parcels.ts'

const OPEN: readonly PathwayStatus[] = ['available', 'available_with_checks', 'needs_confirmation']

function offered(zoneString: string) {
  const { pathways } = analyze({ zoneString, lotSf: 6_000 })
  return Object.values(pathways)
    .filter((result) => result.id !== 'ab2097' && OPEN.includes(result.status))
    .map((result) => `${result.id}:${result.status}`)
}

describe('zones that allow no housing', () => {
  it.each(['PF-1', 'OS-1XL'])('%s: says so first and asks for nothing', (zoneString) => {
    const { summary } = analyze({ zoneString, lotSf: 6_000 })
    const zone = zoneString.split('-')[0]
    expect(summary.reason).toMatch(new RegExp(`^The ${zone} zone allows no homes`))
    expect(summary.reason).not.toContain('transit')
    expect(summary.missingFacts).toEqual([])
    expect(summary.ranking).toEqual([])
    expect(offered(zoneString)).toEqual([])
  })

  it('a parking (P) zone is offered AB 2011 alone: parking is a principal use there', () => {
    expect(offered('P-1')).toEqual(['ab2011:needs_confirmation'])
    const { summary } = analyze({ zoneString: 'P-1', lotSf: 6_000 })
    expect(summary.reason).toMatch(/^The P zone allows no homes by itself/)
    expect(summary.missingFacts).not.toContain('the distance to the nearest major transit stop')
  })

  it.each(['M1-1', 'M2-1', 'M3-1'])(
    '%s permits C2 uses in enclosed buildings: AB 2011 alone, needing confirmation',
    (zoneString) => {
      expect(offered(zoneString)).toEqual(['ab2011:needs_confirmation'])
      const { pathways } = analyze({ zoneString, lotSf: 6_000 })
      expect(pathways.ab2011.failReasons.map((reason) => reason.code)).toContain(
        'zone_industrial_commercial_uses',
      )
    },
  )

  it('a restricted industrial (MR1) zone is offered nothing', () => {
    expect(offered('MR1-1')).toEqual([])
  })

  it('CM keeps its own reason: the same answer as M1 for the same question', () => {
    expect(offered('CM-1')).toContain('ab2011:needs_confirmation')
  })
})

describe('zone strings that cannot be read', () => {
  it.each(['[HB3-G1-5] [CX2-FA] [CPIO]', 'XYZ-1'])(
    '%s: asks for the zone and suggests no pathway',
    (zoneString) => {
      const { summary } = analyze({ zoneString, lotSf: 6_000 })
      expect(summary.ranking).toEqual([])
      expect(summary.recommended).toBeNull()
      expect(summary.missingFacts).toEqual(['the zone'])
      expect(summary.reason).toMatch(/^We could not read the zone/)
      expect(summary.reason).not.toContain('SB 9')
    },
  )
})
