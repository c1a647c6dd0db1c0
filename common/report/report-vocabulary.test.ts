import { describe, expect, it } from 'vitest'
import {
  analyzeParcel,
  existingHomesFor,
  toEarlierShape,
  OPTION_DEFINITIONS,
  type OptionName,
  type PathwayId,
  type ParcelFacts,
  type Scenario,
} from '#engine'
import { ANALYSIS_REQUEST_KEYS } from '../contracts/analysis.ts'
import { findOpenQuestions } from './confirm.ts'
import { FACT_NAMES, FACTS, formatFactValue } from './facts.ts'
import { FIGURE_LABELS } from './labels.ts'
import { findContestedReadings, optionLabel } from './readings.ts'
import { readStoredAnalysis, unreadableAnalysisReason } from './stored-analysis.ts'
import { SCENARIO_FIELDS } from './scenario.ts'

/** Lots and scenarios between them reaching every pathway's figures. */
const VARIED_LOTS: ReadonlyArray<{ parcel: ParcelFacts; scenario?: Partial<Scenario> }> = [
  {
    parcel: {
      zone: 'R1',
      heightDistrict: '1',
      lotSf: 7200,
      existingUnits: 1,
      yearBuilt: 1950,
      rso: false,
      tenantOccupiedWithinYears: 'never',
      distMtsMi: 0.3,
    },
  },
  { parcel: { zone: 'R1', heightDistrict: '1', lotSf: 9000, vacant: true, existingUnits: 0 } },
  {
    parcel: {
      zone: 'R3',
      heightDistrict: '1',
      lotSf: 7000,
      existingUnits: 2,
      yearBuilt: 1990,
      rso: false,
      distMtsMi: 0.2,
      tocTier: 3,
    },
    scenario: { setAsideCategory: 'VLI', setAsidePct: 15 },
  },
  {
    parcel: {
      zone: 'R3',
      heightDistrict: '1',
      lotSf: 12000,
      vacant: true,
      existingUnits: 0,
      generalPlanLandUse: 'Medium Residential',
    },
    scenario: {
      setAsideCategory: 'LI',
      setAsidePct: 24,
      ab1287Category: 'VLI',
      ab1287Pct: 10,
      tenure: 'rental',
    },
  },
  {
    parcel: {
      zone: 'C2',
      heightDistrict: '1VL',
      lotSf: 20000,
      vacant: true,
      existingUnits: 0,
      corridorRowWidthFt: 100,
      corridorFrontageFt: 120,
      sb79StopTier: 1,
      sb79DistBand: 'quarter',
      sb79LaStatus: 'available',
      cityPopulation: 3898747,
      distMtsMi: 0.2,
    },
  },
  {
    parcel: {
      zone: 'RD1.5',
      heightDistrict: '1',
      lotSf: 6000,
      existingUnits: 3,
      yearBuilt: 1965,
      rso: true,
    },
  },
]

describe('the report’s vocabulary follows the engine', () => {
  it('names every fact by its engine name and the analysis request’s wire key', () => {
    for (const name of FACT_NAMES) {
      const wire = FACTS[name].wire
      expect(ANALYSIS_REQUEST_KEYS).toContain(wire)
      // The wire key reads back as this fact: camelCase of the wire name.
      expect(wire.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())).toBe(name)
    }
    for (const [name, field] of Object.entries(SCENARIO_FIELDS)) {
      expect(ANALYSIS_REQUEST_KEYS).toContain(field.wire)
      if (field.wire !== 'units')
        expect(
          field.wire.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()),
        ).toBe(name)
    }
  })

  it('names every reading of every option in the engine’s words', () => {
    for (const [name, definition] of Object.entries(OPTION_DEFINITIONS)) {
      for (const value of definition.values)
        expect(optionLabel(name as OptionName, value), `${name}=${String(value)}`).toBe(
          definition.readings[String(value)],
        )
    }
  })

  it('names every figure the engine sources, on lots that open every pathway', () => {
    const unnamed = new Set<string>()
    for (const { parcel, scenario } of VARIED_LOTS) {
      const analysis = analyzeParcel({
        parcel,
        scenario: { analysisDate: '2026-11-23', ...scenario },
      })
      for (const result of Object.values(analysis.pathways))
        for (const source of result.sources)
          if (!FIGURE_LABELS[source.figure]) unnamed.add(source.figure)
    }
    expect([...unnamed]).toEqual([])
  })

  it('writes fact values in words', () => {
    expect(formatFactValue('lotSf', 7000)).toBe('7,000 sq ft')
    expect(formatFactValue('distMtsMi', 0.4213)).toBe('0.42 mi')
    expect(formatFactValue('rso', false)).toBe('No')
    expect(formatFactValue('tenantOccupiedWithinYears', 'never')).toBe('Never')
    expect(formatFactValue('existingUnitType', 'SFD')).toBe('A single-family house')
    expect(formatFactValue('sb79StopTier', null)).toBe('No qualifying stop nearby')
    expect(formatFactValue('hpoz', undefined)).toBe('Not known')
  })
})

describe('what must still be confirmed', () => {
  const input = {
    parcel: {
      zone: 'R1',
      heightDistrict: '1',
      lotSf: 6000,
      existingUnits: 1,
      existingUnitType: 'SFD' as const,
    },
    scenario: { analysisDate: '2026-11-23' },
  }
  const analysis = analyzeParcel(input)

  it('lists each unknown fact once, with every pathway waiting on it and where to confirm it', () => {
    const questions = findOpenQuestions(analysis, input, ['sb9', 'sb1123'])
    const tenants = questions.find((question) => question.id === 'tenantOccupiedWithinYears')
    expect(tenants).toMatchObject({
      label: 'Years since a tenant last lived there',
      confirm: expect.stringContaining('leases'),
    })
    // The house on the lot rules SB 1123 out: only SB 9 still waits on the tenancy.
    expect(tenants?.reasons.map((reason) => reason.pathways.map((pathway) => pathway.id))).toEqual([
      ['sb9'],
    ])
    expect(tenants?.reasons[0]?.message).toBe(
      analysis.pathways.sb9.failReasons.find(
        (reason) => reason.fact === 'tenantOccupiedWithinYears',
      )?.message,
    )
    // The rare site exclusions are one question, not four.
    expect(questions.filter((question) => question.id === 'site_screening')).toHaveLength(1)

    const vacant = {
      parcel: { zone: 'R1', heightDistrict: '1', lotSf: 6000, existingUnits: 0, vacant: true },
      scenario: input.scenario,
    }
    const overlay = findOpenQuestions(analyzeParcel(vacant), vacant, ['sb9', 'sb1123']).find(
      (question) => question.id === 'hpoz',
    )
    expect(
      overlay?.reasons.flatMap((reason) => reason.pathways.map((pathway) => pathway.id)),
    ).toEqual(['sb9', 'sb1123'])
  })

  it('says each reason once, naming every pathway it decides', () => {
    // A vacant RD1.5 lot: the City's three mixed-income programs wait on the same fire-zone
    // question in the same words, and SB 684 on it in its own.
    const lot = {
      parcel: { zone: 'RD1.5', heightDistrict: '1', lotSf: 7000, existingUnits: 0, vacant: true },
      scenario: input.scenario,
    }
    const analysis = analyzeParcel(lot)
    const questions = findOpenQuestions(
      analysis,
      lot,
      Object.keys(analysis.pathways) as PathwayId[],
    )
    const fire = questions.find((question) => question.id === 'vhfhsz')
    const ids = (reason: { pathways: ReadonlyArray<{ id: PathwayId }> }) =>
      reason.pathways.map((pathway) => pathway.id)
    expect(fire?.reasons.map(ids)).toEqual([['sb684'], ['miip_toia', 'miip_oc', 'miip_lowrise']])
    expect(fire?.reasons[1]?.pathways.map((pathway) => pathway.name)).toEqual([
      analysis.pathways.miip_toia.name,
      analysis.pathways.miip_oc.name,
      analysis.pathways.miip_lowrise.name,
    ])
    for (const question of questions) {
      const messages = question.reasons.map((reason) => reason.message)
      expect(new Set(messages).size).toBe(messages.length)
    }
  })

  it('says why the records leave a fact open, and only while it is open', () => {
    const oneHome = {
      parcel: { zone: 'R1', heightDistrict: '1', lotSf: 6000, existingUnits: 1 },
      scenario: input.scenario,
    }
    const note = 'House type left open: the use code 0200 is a duplex, with 1 home counted.'
    const record = { kind: 'record', dataset: 'LA County Assessor', date: '2026-10-01' } as const
    const origins = { existingUnitType: { ...record, note }, existingUnits: record }
    const questions = findOpenQuestions(analyzeParcel(oneHome), oneHome, ['sb9'], origins)
    // Rent stabilization is inferred from the house type the records leave open.
    expect(questions.find((question) => question.id === 'rso')?.recordNotes).toEqual([note])
    // A question whose record has nothing to say about it has no note.
    const tenants = questions.find((question) => question.id === 'tenantOccupiedWithinYears')
    expect(tenants?.recordNotes).toEqual([])

    // Once an analyst sets the fact, the record's reason for leaving it open no longer applies.
    const known = { ...oneHome, parcel: { ...oneHome.parcel, existingUnitType: 'SFD' as const } }
    const corrected = findOpenQuestions(analyzeParcel(known), known, ['sb9'], origins)
    for (const question of corrected) expect(question.recordNotes).toEqual([])
  })

  it('asks nothing about a pathway already ruled out, since no answer could open it', () => {
    const ruledOut = analysis.pathways.sb1123
    expect(ruledOut.status).toBe('not_available')
    expect(ruledOut.failReasons.map((reason) => reason.status)).toEqual(
      expect.arrayContaining(['fail', 'unknown', 'check']),
    )
    expect(findOpenQuestions(analysis, input, ['sb1123'])).toEqual([])
    const asked = findOpenQuestions(analysis, input, Object.keys(analysis.pathways) as PathwayId[])
    for (const question of asked)
      for (const reason of question.reasons)
        for (const pathway of reason.pathways)
          expect(analysis.pathways[pathway.id].eligible).not.toBe(false)
  })

  it('says what each answer changes, as the engine computes it', () => {
    const questions = findOpenQuestions(analysis, input, ['sb9'])
    const tenants = questions.find((question) => question.id === 'tenantOccupiedWithinYears')
    const rented = tenants?.outcomes.find((outcome) => outcome.label === 'If within the last year')
    const rerun = analyzeParcel({
      ...input,
      parcel: { ...input.parcel, tenantOccupiedWithinYears: 1 },
    })
    expect(rerun.pathways.sb9.status).toBe('not_available')
    expect(rented?.changes).toEqual([
      {
        pathwayId: 'sb9',
        pathwayName: analysis.pathways.sb9.name,
        from: { status: 'needs_confirmation', units: analysis.pathways.sb9.maxUnits },
        to: { status: 'not_available', units: null },
      },
    ])
  })
})

describe('contested readings side by side', () => {
  it('shows the figure under each reading that changes it, beside the one used', () => {
    const input = {
      parcel: { zone: 'R3', heightDistrict: '1', lotSf: 7000 },
      scenario: { analysisDate: '2026-11-23' },
    }
    const analysis = analyzeParcel(input)
    const readings = findContestedReadings(analysis, input, ['la_base_zoning'])
    expect(readings).toEqual([
      expect.objectContaining({
        pathwayId: 'la_base_zoning',
        option: 'byrightRounding',
        used: expect.objectContaining({
          value: 'floor',
          figures: expect.objectContaining({ maxUnits: 8 }),
        }),
        alternatives: [
          expect.objectContaining({
            value: 'ceil',
            figures: expect.objectContaining({ maxUnits: 9 }),
          }),
        ],
      }),
    ])
  })

  it('leaves out readings that change nothing on this lot', () => {
    const input = {
      parcel: { zone: 'R3', heightDistrict: '1', lotSf: 8000 },
      scenario: { analysisDate: '2026-11-23' },
    }
    const analysis = analyzeParcel(input)
    expect(findContestedReadings(analysis, input, ['la_base_zoning'])).toEqual([])
  })
})

describe('reading a stored analysis', () => {
  it('reads one this engine computed, and one an older engine computed in the same shape', () => {
    const analysis = analyzeParcel({
      parcel: { zone: 'R3', lotSf: 7000 },
      scenario: { analysisDate: '2026-11-23' },
    })
    expect(readStoredAnalysis(analysis)).toEqual({ ok: true, analysis })
    const older = { ...analysis, engineVersion: '0.9.0' }
    expect(readStoredAnalysis(older)).toEqual({ ok: true, analysis: older })
  })

  it('reads an analysis stored before 2.8.0, each pathway holding what stands whole, in today’s shape', () => {
    // A duplex whose tenancy is not known: pathways keep it, demolish it, or demolish it for a
    // density bonus, and its criteria rest on reasons.
    const analysis = analyzeParcel({
      parcel: { zone: 'R3', lotSf: 7000, existingUnits: 2, yearBuilt: 1950 },
      scenario: { analysisDate: '2026-11-23', setAsidePct: 15 },
    })
    // What engines before 2.8.0 stored (scripts/bench/engine-equivalence.ts shows this is it).
    const stored = JSON.parse(
      JSON.stringify({ ...toEarlierShape(analysis), engineVersion: '2.7.0' }),
    ) as Record<string, unknown>
    expect(stored).not.toHaveProperty('existing')
    const reading = readStoredAnalysis(stored)
    expect(reading.ok).toBe(true)
    if (!reading.ok) return
    expect(reading.analysis).toEqual({
      ...JSON.parse(JSON.stringify(analysis)),
      engineVersion: '2.7.0',
    })
    expect(reading.analysis.existing.outcomes.length).toBe(3)
    expect(existingHomesFor(reading.analysis, 'state_density_bonus')).toEqual(
      existingHomesFor(analysis, 'state_density_bonus'),
    )
  })

  it('asks for a recompute of an analysis stored before pathways said what stands on the lot', () => {
    const analysis = toEarlierShape(
      analyzeParcel({
        parcel: { zone: 'R3', lotSf: 7000 },
        scenario: { analysisDate: '2026-11-23' },
      }),
    )
    const sb9: Record<string, unknown> = { ...analysis.pathways.sb9 }
    delete sb9.existing
    delete sb9.netNewUnits
    const older = { ...analysis, engineVersion: '2.1.0', pathways: { ...analysis.pathways, sb9 } }
    expect(readStoredAnalysis(older)).toMatchObject({ ok: false })
  })

  it('says so, with the day it was worked out rather than a version, when an older engine stored another shape', () => {
    const older = { engineVersion: '0.1.0', pathways: { sb9: { units: 2 } } }
    expect(readStoredAnalysis(older)).toEqual({ ok: false })
    expect(unreadableAnalysisReason(new Date('2026-11-02T20:00:00Z'))).toBe(
      'This analysis was worked out on November 2, 2026, in a form our analysis can no longer read. Recompute it to see the analysis.',
    )
    expect(unreadableAnalysisReason(null)).toBe(
      'This analysis was worked out in a form our analysis can no longer read. Recompute it to see the analysis.',
    )
  })
})
