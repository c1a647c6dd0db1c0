// Each law's legal status on the analysis date (issue 36, part 3): the same lot on two dates can
// stand under two statuses, and the calendar names every change a watch must re-run on.
import { describe, expect, it } from 'vitest'
import {
  LAW_CALENDAR,
  LAW_NAMES,
  PATHWAY_IDS,
  datedStatusChanges,
  legalStatusOn,
  statusChangesAfter,
} from './index.ts'
import { analyze, CLEAN } from './test-parcels.ts'

const NEAR_STOP = {
  ...CLEAN,
  zone: 'R3',
  heightDistrict: '1',
  lotSf: 10_000,
  sb79StopTier: 1,
  sb79DistBand: 'quarter',
} as const

describe('legal status on the analysis date', () => {
  it('every pathway carries its status, with the source and when it was read', () => {
    const analysis = analyze(NEAR_STOP)
    for (const id of PATHWAY_IDS) {
      const standing = analysis.pathways[id].legalStatus
      expect(standing.label.length, id).toBeGreaterThan(0)
      expect(standing.source.law.length, id).toBeGreaterThan(0)
      expect(standing.retrieved, id).toMatch(/^\d{4}-\d{2}(-\d{2})?$/)
    }
  })

  it('TOC is in force for a date before CHIP, and only for applications already filed after it', () => {
    const before = analyze(NEAR_STOP, { analysisDate: '2025-02-10' }).pathways.la_toc.legalStatus
    const after = analyze(NEAR_STOP, { analysisDate: '2025-02-11' }).pathways.la_toc.legalStatus
    expect(before).toMatchObject({ status: 'in_force', since: '2017-09-22' })
    expect(before.next).toMatchObject({ date: '2025-02-11', status: 'grandfathered_only' })
    expect(after).toMatchObject({ status: 'grandfathered_only', since: '2025-02-11', next: null })
  })

  it('SB 79: signed but not in force on one date, in force on another for a site the City’s map shows available', () => {
    const site = { ...NEAR_STOP, sb79LaStatus: 'available' } as const
    const signed = analyze(site, { analysisDate: '2026-03-01' }).pathways.sb79.legalStatus
    const inForce = analyze(site, { analysisDate: '2026-11-15' }).pathways.sb79.legalStatus
    expect(signed).toMatchObject({ status: 'adopted_not_in_force', since: '2025-10-10' })
    expect(signed.next).toMatchObject({ date: '2026-07-01', status: 'in_force' })
    expect(inForce).toMatchObject({ status: 'in_force', since: '2026-07-01' })
    expect(analyze(site, { analysisDate: '2025-10-09' }).pathways.sb79.legalStatus.status).toBe(
      'not_enacted',
    )
  })

  it('SB 79 in Los Angeles: a temporarily exempt site, and one whose status is not known, are delayed locally', () => {
    const exempt = analyze({ ...NEAR_STOP, sb79LaStatus: 'temporary_exempt' }).pathways.sb79
    expect(exempt.legalStatus).toMatchObject({
      status: 'delayed_or_exempt_locally',
      since: '2026-06-30',
    })
    expect(exempt.legalStatus.event).toContain('temporarily exempt')
    expect(exempt.legalStatus.source.law).toContain('188968')
    const unknown = analyze(NEAR_STOP).pathways.sb79.legalStatus
    expect(unknown.status).toBe('delayed_or_exempt_locally')
    const permanent = analyze({ ...NEAR_STOP, sb79LaStatus: 'permanent_exempt' }).pathways.sb79
    expect(permanent.legalStatus.event).toContain('this site is exempt')
  })

  it('AB 2011 is in force until its repeal, then closed', () => {
    expect(legalStatusOn('ab2011', '2032-12-31')).toMatchObject({ status: 'in_force' })
    expect(legalStatusOn('ab2011', '2033-01-01')).toMatchObject({
      status: 'closed',
      since: '2033-01-01',
    })
  })

  it('a law before its first recorded change is not yet enacted', () => {
    expect(legalStatusOn('sb1123', '2025-06-30')).toMatchObject({
      status: 'not_enacted',
      since: null,
      next: { date: '2025-07-01', status: 'in_force' },
    })
  })

  it('lists every later change, soonest first, for a watch to re-run on', () => {
    const changes = statusChangesAfter('2026-06-29')
    expect(changes.map((change) => [change.law, change.date])).toEqual([
      ['chip_low_rise', '2026-06-30'],
      ['sb79_la', '2026-06-30'],
      ['sb79', '2026-07-01'],
      ['ab2011', '2033-01-01'],
    ])
    for (const entries of Object.values(LAW_CALENDAR))
      for (const entry of entries) expect(entry.source.law.length).toBeGreaterThan(0)
  })

  it('gives a page the dated changes of its own laws, oldest first, each law by name', () => {
    const changes = datedStatusChanges(['sb79', 'sb79_la'])
    expect(changes.map((change) => [change.law, change.date, change.status])).toEqual([
      ['sb79', '2025-10-10', 'adopted_not_in_force'],
      ['sb79_la', '2026-06-30', 'delayed_or_exempt_locally'],
      ['sb79', '2026-07-01', 'in_force'],
    ])
    for (const law of Object.keys(LAW_CALENDAR))
      expect(LAW_NAMES[law as keyof typeof LAW_NAMES]).toBeTruthy()
  })
})
