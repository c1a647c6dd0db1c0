// The editor's fact draft refuses what the save would refuse, beside the field, and the live
// preview keeps the last saved value there: a count of homes the lot could not hold never
// reaches the preview's figures (the server makes the same check, common/report/owner-facts.ts).
import { describe, expect, it } from 'vitest'
import type { ReportView } from '#common/contracts/report-document.ts'
import type { ReportInputs } from '#common/contracts/reports.ts'
import { mostHomesOnLot } from '#common/report/owner-facts.ts'
import type { ParcelFacts } from '#engine'
import { factChanges, initialFactDraft, type FactDraft } from './editor-drafts.ts'

const RECORD: ParcelFacts = { zone: 'R3', zoneString: 'R3-1', lotSf: 7239, existingUnits: 1 }

/** A report on the lot whose owner stated `stated` (owner-stated, in force). */
function reportView(stated: Partial<ParcelFacts>): ReportView {
  const factOrigins = Object.fromEntries(
    Object.keys(stated).map((name) => [name, { kind: 'owner' }]),
  ) as ReportInputs['factOrigins']
  // Only what the draft reads of a view: the record and the facts in force with their origins.
  return {
    record: { facts: RECORD, sources: {} },
    document: { inputs: { parcel: { ...RECORD, ...stated }, factOrigins } },
  } as unknown as ReportView
}

function typed(view: ReportView, changes: Partial<FactDraft>): FactDraft {
  return { ...initialFactDraft(view), ...changes }
}

describe('a fact draft the save would refuse', () => {
  it('says why beside the field and keeps the preview on the value last saved', () => {
    const view = reportView({ existingUnits: 3 })
    expect(mostHomesOnLot(7239)).toBe(427)
    const result = factChanges(view, typed(view, { existingUnits: '900' }))
    expect(result.errors.existing_units).toBe(
      '900 is more than a lot of 7,239 sq ft could hold (at most 427). Count the homes, not the rooms or people.',
    )
    expect(result.facts.existingUnits).toBe(3)
  })

  it('falls back to the record when nothing was saved for the field', () => {
    const view = reportView({})
    const result = factChanges(view, typed(view, { existingUnits: '900', easementSf: '8000' }))
    expect(Object.keys(result.errors).sort()).toEqual(['easement_sf', 'existing_units'])
    expect(result.facts.existingUnits).toBe(1)
    expect(result.facts.easementSf).toBeUndefined()
  })

  it('lets a possible count through to the preview, as the save would', () => {
    const view = reportView({ existingUnits: 3 })
    const result = factChanges(view, typed(view, { existingUnits: '427' }))
    expect(result.errors).toEqual({})
    expect(result.facts.existingUnits).toBe(427)
    expect(result.request.set).toEqual({ existing_units: 427 })
  })

  it('keeps the value last saved for a field the contract refuses on its own', () => {
    const view = reportView({ existingUnits: 3 })
    const result = factChanges(view, typed(view, { existingUnits: 'many' }))
    expect(result.errors.existing_units).toBe('must be a number')
    expect(result.facts.existingUnits).toBe(3)
  })
})

describe('a years fact in the editor, read as a guide’s calculator reads it', () => {
  it('takes empty as not known, “never” as never, and shows a stated never as the word', () => {
    const unknown = reportView({})
    const empty = factChanges(unknown, typed(unknown, { tenantOccupiedWithinYears: '' }))
    expect(empty.request.set ?? {}).toEqual({})
    expect(empty.facts.tenantOccupiedWithinYears).toBeUndefined()

    const never = factChanges(unknown, typed(unknown, { tenantOccupiedWithinYears: 'Never' }))
    expect(never.request.set).toEqual({ tenant_occupied_within_years: null })
    expect(never.facts.tenantOccupiedWithinYears).toBe('never')

    const stated = reportView({ tenantOccupiedWithinYears: 'never' })
    expect(initialFactDraft(stated).tenantOccupiedWithinYears).toBe('never')
    expect(factChanges(stated, initialFactDraft(stated)).request.set ?? {}).toEqual({})
  })

  it('names what it accepts when the text is neither', () => {
    const view = reportView({})
    const result = factChanges(view, typed(view, { tenantOccupiedWithinYears: 'a while' }))
    expect(result.errors.tenant_occupied_within_years).toBe('must be a number of years, or “never”')
  })
})
