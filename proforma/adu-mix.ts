// An ADU result's ADUs by kind, as the pro forma prices them and a buyer's figures count them.
// Apart from the pricing, so a page that only shows stored figures reads it without loading that.
import type { PathwayResult } from '#engine'

/**
 * An ADU pathway's ADUs by kind, as the pro forma prices them (decision 841): detached, converted
 * from space in a building and junior ones, each at its own size, cost and rent. A multifamily
 * building's conversions need space not used as living space (storage rooms, attics, garages),
 * which public records never show: those its owner has stated space for are converted ADUs like
 * a house's (decision 865); the rest are counted apart, `unrecorded`, and not priced, so a value
 * never rests on space nobody has seen.
 */
export type AduMix = {
  readonly detached: number
  readonly converted: number
  readonly junior: number
  /** Of `converted`, those in space the owner has stated; 0 but on a multifamily building. */
  readonly stated: number
  /** Conversions the law allows in space the records do not show; not in the price. */
  readonly unrecorded: number
}

export const ADU_KINDS = ['detached', 'converted', 'junior'] as const
export type AduKind = (typeof ADU_KINDS)[number]

/** The ADUs by kind of an ADU result; null for every other pathway or a count not known. */
export function aduMixOf(
  pathway: Pick<PathwayResult, 'id' | 'maxUnits' | 'details'>,
): AduMix | null {
  const { id, maxUnits, details } = pathway
  if (id !== 'adu' || typeof maxUnits !== 'number') return null
  const count = (value: unknown) => (typeof value === 'number' ? Math.max(0, value) : 0)
  const converted = Math.min(count(details.conversionAdusMax), maxUnits)
  // Engines before 2.9.0 counted neither a house's kinds nor its junior ADU: the rest were
  // priced as detached ADUs, as they were then.
  const junior = Math.min(count(details.juniorAdusMax), maxUnits - converted)
  const detached = maxUnits - converted - junior
  if (details.lotKind !== 'existing_multifamily')
    return { detached, converted, junior, stated: 0, unrecorded: 0 }
  const stated = Math.min(count(details.statedConversionAdus), converted)
  return { detached, converted: stated, junior, stated, unrecorded: converted - stated }
}

/** The ADUs a figure a buyer acts on counts: those of the mix but the unrecorded conversions. */
export const pricedAdus = (mix: AduMix) => mix.detached + mix.converted + mix.junior
