import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzeParcel, type ParcelFacts } from '#engine'
import type { LotPlan } from '../lot-plan.ts'
import { buildEnvelope } from './build-envelope.ts'
import { STORY_HEIGHT_FT } from './envelope.ts'

const analysisDate = '2026-11-23'
const analyze = (parcel: ParcelFacts) => analyzeParcel({ parcel, scenario: { analysisDate } })

describe('the buildable envelope', () => {
  it('draws base zoning on an R3 lot from the engine’s yards and height, to scale', () => {
    const facts = { zone: 'R3', heightDistrict: '1', lotSf: 7000, lotWidthFt: 50, lotDepthFt: 140 }
    const outcome = buildEnvelope(analyze(facts), facts, null, 'la_base_zoning')
    expect(outcome).toMatchObject({
      ok: true,
      envelope: {
        lot: { widthFt: 50, depthFt: 140, areaSf: 7000, shape: 'recorded' },
        yards: {
          front: { ft: 15, origin: 'pathway' },
          side: { ft: 5, origin: 'pathway' },
          rear: { ft: 15, origin: 'pathway' },
        },
        footprint: { xFt: 5, yFt: 15, widthFt: 40, depthFt: 110, areaSf: 4400 },
        heightLimitFt: 45,
        heightOrigin: 'pathway',
        floorAreaSf: 13_200,
      },
    })
    // 13,200 sq ft of floor area fills 3 floors of a 4,400 sq ft footprint, under the 45 ft limit.
    if (!outcome.ok) throw new Error(outcome.reason)
    expect(outcome.envelope.volumes).toEqual([
      { label: 'Floor area on the footprint', baseFt: 0, topFt: 3 * STORY_HEIGHT_FT, stories: 3 },
    ])
  })

  it('borrows base zoning’s yards and height where a pathway states none, and says so', () => {
    const facts = { zone: 'R3', heightDistrict: '1', lotSf: 7000, lotWidthFt: 50, lotDepthFt: 140 }
    const outcome = buildEnvelope(analyze(facts), facts, null, 'state_density_bonus')
    if (!outcome.ok) throw new Error(outcome.reason)
    expect(outcome.envelope.yards.front).toEqual({ ft: 15, origin: 'base_zoning' })
    expect(outcome.envelope.heightOrigin).toBe('base_zoning')
    expect(outcome.envelope.volumes[0]).toMatchObject({ topFt: 45, stories: 4 })
    expect(outcome.envelope.notes).toEqual([
      'State density bonus sets no front, side or rear yard of its own: base zoning’s is drawn.',
      'Whether anything stands on the lot is not in the records: nothing is drawn for it, and the shaded area may include ground a building stands on.',
      'State density bonus sets no height of its own: base zoning’s height limit is drawn.',
    ])
  })

  it('says something stands where the records know a structure stands but not its size or place', () => {
    // A County lot whose improvements the Assessor values: not vacant, homes and floor area unknown.
    const facts = {
      zone: 'R3',
      heightDistrict: '1',
      lotSf: 7000,
      lotWidthFt: 50,
      lotDepthFt: 140,
      vacant: false,
    }
    const outcome = buildEnvelope(analyze(facts), facts, null, 'la_base_zoning')
    if (!outcome.ok) throw new Error(outcome.reason)
    expect(outcome.envelope.existing).toBeNull()
    expect(outcome.envelope.notes).toContain(
      'Something stands on the lot, but the records give neither its floor area nor its place: nothing is drawn for it, and the shaded area may include ground it stands on.',
    )
    expect(outcome.envelope.notes.join(' ')).not.toMatch(/Whether anything stands/)
  })

  it('draws where a detached ADU may stand, and never reads that area as the ADU’s size', () => {
    const facts = {
      zone: 'R1',
      heightDistrict: '1',
      lotSf: 7500,
      lotWidthFt: 50,
      lotDepthFt: 150,
      existingUnits: 1,
    }
    const outcome = buildEnvelope(analyze(facts), facts, null, 'adu')
    if (!outcome.ok) throw new Error(outcome.reason)
    const { footprint, notes } = outcome.envelope
    expect(footprint).toMatchObject({ name: 'Where a detached ADU may stand', caption: 'ADU area' })
    expect(footprint!.areaSf).toBeGreaterThan(1_200)
    expect(notes).toContain(
      'The shaded area is where a detached ADU may stand, not its size: Los Angeles caps a detached ADU at 1,200 sq ft.',
    )
    // Any other pathway's footprint is the building's, captioned with its area.
    const base = buildEnvelope(analyze(facts), facts, null, 'la_base_zoning')
    if (!base.ok) throw new Error(base.reason)
    expect(base.envelope.footprint).toMatchObject({ name: 'Buildable footprint' })
    expect(base.envelope.footprint!.caption).toMatch(/^[\d,]+ sq ft$/)
  })

  it('draws what stands, kept or demolished, from its floor area, labelled approximate', () => {
    const house = {
      zone: 'R1',
      heightDistrict: '1',
      lotSf: 7500,
      lotWidthFt: 50,
      lotDepthFt: 150,
      existingUnits: 1,
      existingUnitType: 'SFD' as const,
      existingBuildingSf: 1_600,
    }
    const adu = buildEnvelope(analyze(house), house, null, 'adu')
    if (!adu.ok) throw new Error(adu.reason)
    expect(adu.envelope.existing).toEqual({
      kept: true,
      caption: 'Existing, kept (approx.)',
      approximate: { xFt: 5, yFt: 20, widthFt: 40, depthFt: 40, areaSf: 1_600 },
    })
    expect(adu.envelope.notes).toEqual(
      expect.arrayContaining([
        'The home on the lot stays, and what is built goes beside it.',
        'What stands is drawn approximately (dashed): 1,600 sq ft of floor area, read as one story, placed behind the front yard. The records give neither its shape nor where it stands.',
      ]),
    )
    // On R3, base zoning builds more homes than the one that stands, so it demolishes it.
    const r3 = { ...house, zone: 'R3' }
    const base = buildEnvelope(analyze(r3), r3, null, 'la_base_zoning')
    if (!base.ok) throw new Error(base.reason)
    expect(base.envelope.existing).toMatchObject({
      kept: false,
      caption: 'Existing, demolished (approx.)',
    })
    expect(base.envelope.notes).toContain(
      'The home on the lot is demolished to make way for what is built here.',
    )

    // Two stories stand on half the ground; an unknown floor area is said, not drawn.
    const twoStories = { ...house, existingStructureMultistory: true }
    const tall = buildEnvelope(analyze(twoStories), twoStories, null, 'adu')
    if (!tall.ok) throw new Error(tall.reason)
    expect(tall.envelope.existing?.approximate?.areaSf).toBeCloseTo(800, 6)
    const unsized = { ...house, existingBuildingSf: undefined }
    const unknown = buildEnvelope(analyze(unsized), unsized, null, 'adu')
    if (!unknown.ok) throw new Error(unknown.reason)
    expect(unknown.envelope.existing).toEqual({
      kept: true,
      caption: 'Existing, kept',
      approximate: null,
    })
    expect(unknown.envelope.notes).toContain(
      'The floor area of what stands is not in the records, so it is not drawn: the shaded area includes ground it stands on.',
    )
    const vacant = { ...house, existingUnits: 0, vacant: true, existingBuildingSf: 0 }
    const empty = buildEnvelope(analyze(vacant), vacant, null, 'la_base_zoning')
    if (!empty.ok) throw new Error(empty.reason)
    expect(empty.envelope.existing).toBeNull()
  })

  it('names where the floor area of what stands comes from, and why a record was set aside', () => {
    const house = {
      zone: 'R1',
      heightDistrict: '1',
      lotSf: 7500,
      lotWidthFt: 50,
      lotDepthFt: 150,
      existingUnits: 1,
      existingUnitType: 'SFD' as const,
      existingBuildingSf: 1_600,
    }
    const notesWith = (facts: ParcelFacts, origin: Parameters<typeof buildEnvelope>[4]) => {
      const outcome = buildEnvelope(analyze(facts), facts, null, 'adu', origin)
      if (!outcome.ok) throw new Error(outcome.reason)
      return outcome.envelope.notes
    }
    const drawn =
      'What stands is drawn approximately (dashed): 1,600 sq ft of floor area, read as one story, placed behind the front yard. The records give neither its shape nor where it stands.'
    expect(
      notesWith(house, { kind: 'record', dataset: 'ZIMAS parcel profiles', date: '2025-08-06' }),
    ).toContain(
      `${drawn} Its floor area comes from City Planning parcel profiles (ZIMAS), August 6, 2025.`,
    )
    expect(notesWith(house, { kind: 'owner', by: 'Ana', at: '2026-11-20T10:00:00Z' })).toContain(
      `${drawn} Its floor area is the owner’s statement.`,
    )
    const setAside =
      'Floor area of what stands left unknown: the use code 010C is a condominium unit, and its 869 sq ft are the unit’s, not the building’s.'
    expect(
      notesWith(
        { ...house, existingBuildingSf: undefined },
        {
          kind: 'record',
          dataset: 'LA County Assessor parcels',
          date: '2026-02-24',
          note: setAside,
        },
      ),
    ).toContain(`${setAside} It is not drawn: the shaded area includes ground it stands on.`)
  })

  it('draws a lot without recorded sides as a square of its area, and says so', () => {
    const facts = { zone: 'R1', heightDistrict: '1', lotSf: 6400 }
    const outcome = buildEnvelope(analyze(facts), facts, null, 'la_base_zoning')
    if (!outcome.ok) throw new Error(outcome.reason)
    expect(outcome.envelope.lot).toEqual({
      widthFt: 80,
      depthFt: 80,
      areaSf: 6400,
      shape: 'assumed',
      outline: [
        [0, 0],
        [80, 0],
        [80, 80],
        [0, 80],
      ],
      edgeNames: ['front', 'side', 'rear', 'side'],
    })
    expect(outcome.envelope.notes[0]).toMatch(/drawn as a square of the same area/)
  })

  it('takes the yards off a drawn lot’s real outline: a slanted side line narrows the footprint', () => {
    // 50 ft of front, the right-hand lot line slanting out to 60 ft across at the rear, 120 ft deep.
    const plan: LotPlan = {
      outline: [
        [0, 0],
        [50, 0],
        [60, 120],
        [0, 120],
      ],
      edgeNames: ['front', 'side', 'rear', 'side'],
      corner: false,
      frontFrom: 'addressed_street',
    }
    const facts = { zone: 'R3', heightDistrict: '1', lotSf: 6600 }
    const outcome = buildEnvelope(analyze(facts), facts, plan, 'la_base_zoning')
    if (!outcome.ok) throw new Error(outcome.reason)
    const { lot, footprint } = outcome.envelope
    expect(lot).toMatchObject({ shape: 'drawn', widthFt: 60, depthFt: 120, areaSf: 6600 })
    // 15 ft front and rear yards, 5 ft side yards measured square to each lot line: between
    // 15 and 105 ft deep, from 5 ft to 5.02 ft inside the slanted line (x = 50 + y / 12).
    const width = (y: number) => 50 + y / 12 - (5 * Math.hypot(10, 120)) / 120 - 5
    const expected = ((width(15) + width(105)) / 2) * 90
    expect(footprint?.areaSf).toBeCloseTo(expected, 1)
    expect(footprint).toMatchObject({ xFt: 5, yFt: 15, depthFt: 90 })
    expect(footprint?.caption).toBe(`${Math.round(expected).toLocaleString('en-US')} sq ft`)
    // The rectangle of the lot's extent would have overstated it.
    expect(expected).toBeLessThan((60 - 10) * 90)
  })

  it('draws a corner lot’s second street frontage with a side yard, and says so', () => {
    const plan: LotPlan = {
      outline: [
        [0, 0],
        [50, 0],
        [50, 140],
        [0, 140],
      ],
      edgeNames: ['front', 'street_side', 'rear', 'side'],
      corner: true,
      frontFrom: 'addressed_street',
    }
    const facts = { zone: 'R3', heightDistrict: '1', lotSf: 7000, lotWidthFt: 50, lotDepthFt: 140 }
    const outcome = buildEnvelope(analyze(facts), facts, plan, 'la_base_zoning')
    if (!outcome.ok) throw new Error(outcome.reason)
    expect(outcome.envelope.footprint).toMatchObject({
      xFt: 5,
      yFt: 15,
      widthFt: 40,
      depthFt: 110,
      areaSf: 4400,
    })
    expect(outcome.envelope.notes).toContain(
      'A corner lot: the yard along its second street is drawn as deep as a side yard; the zone may ask for more there.',
    )
  })

  it('measures an L-shaped lot’s yards square to each of its lot lines', () => {
    // A 100 ft front, 50 ft deep on the right, 150 ft deep on the left half.
    const plan: LotPlan = {
      outline: [
        [0, 0],
        [100, 0],
        [100, 50],
        [50, 50],
        [50, 150],
        [0, 150],
      ],
      edgeNames: ['front', 'side', 'rear', 'side', 'rear', 'side'],
      corner: false,
      frontFrom: 'addressed_street',
    }
    const facts = { zone: 'R3', heightDistrict: '1', lotSf: 10_000 }
    const outcome = buildEnvelope(analyze(facts), facts, plan, 'la_base_zoning')
    if (!outcome.ok) throw new Error(outcome.reason)
    // Front 15, rear 15, sides 5: the right wing 15–35 deep and 5–95 across, the left arm
    // 35–135 deep and 5–45 across (its right edge is a side line, 5 ft in), and at the inner
    // corner the 5 × 15 ft patch beyond the ends of both lines, which neither yard reaches.
    const wing = (95 - 5) * (35 - 15)
    const arm = (45 - 5) * (135 - 35)
    expect(outcome.envelope.footprint?.areaSf).toBeCloseTo(wing + arm + 5 * 15, 6)
    expect(outcome.envelope.footprint?.polygons).toHaveLength(1)
  })

  it('says why nothing can be drawn: no lot size, or a pathway that is not available', () => {
    const noSize = { zone: 'R3', heightDistrict: '1' }
    expect(buildEnvelope(analyze(noSize), noSize, null, 'la_base_zoning')).toEqual({
      ok: false,
      reason: 'The lot’s size is not known, so there is nothing to draw to scale.',
    })
    const r3 = { zone: 'R3', heightDistrict: '1', lotSf: 7000 }
    const analysis = analyze(r3)
    expect(buildEnvelope(analysis, r3, null, 'sb9')).toEqual({
      ok: false,
      reason: `${analysis.pathways.sb9.name} is not available on this lot, so it has no envelope.`,
    })
  })

  it('keeps every drawn shape inside the lot and every volume above the ground, on any lot', () => {
    const zones = ['R1', 'R2', 'RD1.5', 'R3', 'R4', 'C2', 'CM']
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 20, max: 400 }),
        fc.integer({ min: 20, max: 400 }),
        fc.integer({ min: 1, max: 200_000 }),
        (zone, width, depth, floorArea) => {
          const facts = {
            zone,
            heightDistrict: '1',
            lotSf: width * depth,
            lotWidthFt: width,
            lotDepthFt: depth,
            existingUnits: 1,
            existingBuildingSf: floorArea,
          }
          const outcome = buildEnvelope(analyze(facts), facts, null, 'la_base_zoning')
          if (!outcome.ok) return
          const { footprint, existing, lot, volumes, heightLimitFt } = outcome.envelope
          for (const shape of [footprint, existing?.approximate]) {
            if (!shape) continue
            expect(shape.xFt).toBeGreaterThanOrEqual(-1e-9)
            expect(shape.yFt).toBeGreaterThanOrEqual(-1e-9)
            expect(shape.xFt + shape.widthFt).toBeLessThanOrEqual(lot.widthFt + 1e-9)
            expect(shape.yFt + shape.depthFt).toBeLessThanOrEqual(lot.depthFt + 1e-9)
          }
          for (const volume of volumes) {
            expect(volume.topFt).toBeGreaterThan(volume.baseFt)
            if (heightLimitFt !== null) expect(volume.topFt).toBeLessThanOrEqual(heightLimitFt)
          }
        },
      ),
    )
  })
})
