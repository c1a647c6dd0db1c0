// A guide calculator's years field reads empty as "not known", as the report editor does, so the
// engine asks for the tenant history instead of taking it as "never had tenants".
import { describe, expect, it } from 'vitest'
import { findingsOf } from '#engine'
import { PUBLIC_PAGES } from '#content/pages.ts'
import type { Guide } from '#content/types.ts'
import { describeField, readControl, writeControl } from './fields.ts'
import { runCalculator } from './run.ts'

const SB684 = PUBLIC_PAGES.find((page) => page.path === '/sb-684')?.body as Guide

/** The SB 684 calculator's result with the tenant field showing `text`, the rest as the example. */
function withTenantText(text: string) {
  const { calculator } = SB684
  const values = Object.fromEntries(
    calculator.fields.map((field) => {
      const spec = describeField(field)
      const shown =
        field === 'tenant_occupied_within_years'
          ? text
          : writeControl(spec, calculator.example[field])
      return [field, readControl(spec, shown)]
    }),
  )
  const outcome = runCalculator(values, calculator.pathways, '2026-07-01')
  if (!outcome.ok) throw new Error(outcome.error)
  return outcome.results[0]!
}

describe('the tenant history field of a guide calculator', () => {
  it('shows the example’s “never” as the word, and reads it back as never', () => {
    const spec = describeField('tenant_occupied_within_years')
    expect(SB684.calculator.example.tenant_occupied_within_years).toBeNull()
    expect(writeControl(spec, null)).toBe('never')
    expect(withTenantText('never').status).toBe('available_with_checks')
  })

  it('asks for the tenant history when it is left empty', () => {
    const result = withTenantText('')
    expect(result.status).toBe('needs_confirmation')
    const lookback = result.criteria.find((criterion) => criterion.code === 'tenant_lookback')
    expect(lookback && findingsOf(result, lookback).map((finding) => finding.fact)).toContain(
      'tenantOccupiedWithinYears',
    )
  })

  it('takes a tenant two years ago as a tenant within the look-back', () => {
    expect(withTenantText('2').status).toBe('not_available')
  })
})

describe('the choices of a guide calculator', () => {
  // A closed drop-down shows only what fits: about 24 characters in a half-width field at
  // 1,280 px or across a 390 px phone. A longer choice was cut off ("Tier 1 (heavy rail or very
  // frequent servic"); what a choice means goes in the field's hint instead.
  it('are short enough to be read whole in a closed drop-down', () => {
    const guides = PUBLIC_PAGES.filter((page) => page.view === 'guide').map(
      (page) => page.body as Guide,
    )
    const tooLong = guides
      .flatMap((guide) => guide.calculator.fields.map(describeField))
      .flatMap((spec) => (spec.kind === 'choice' ? spec.choices.map((choice) => choice.label) : []))
      .filter((label) => label.length > 24)
    expect(tooLong).toEqual([])
    expect(describeField('sb79_stop_tier')).toMatchObject({
      hint: expect.stringMatching(/^Tier 1: heavy rail/),
    })
  })
})

describe('the labels of a guide calculator', () => {
  // A label that points back ("that stop") needs a field before it, in the same calculator,
  // that names what it points to: SB 1211's asked for the walking distance "to that stop" with
  // no stop named before it.
  it('point back only to a field above them', () => {
    const dangling = PUBLIC_PAGES.filter((page) => page.view === 'guide').flatMap((page) => {
      const labels = (page.body as Guide).calculator.fields.map(
        (field) => describeField(field).label,
      )
      return labels.flatMap((label, index) => {
        const noun = /\bthat (stop|street)\b/.exec(label)?.[1]
        if (!noun) return []
        const named = labels.slice(0, index).some((earlier) => earlier.includes(noun))
        return named ? [] : [`${page.path}: ${label}`]
      })
    })
    expect(dangling).toEqual([])
  })
})
