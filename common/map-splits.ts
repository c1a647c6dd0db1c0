// A lot whose outline straddles a line of a map layer (a zoning line, the edge of a fire zone or a
// TOC tier): the layer's value for the lot is the one covering its largest share, and the split is
// kept and said wherever the fact is explained. The City's layers and the County's parcel map are
// drawn separately, so nearly every lot laid over a layer shows a thin sliver across a line; only
// a real share of the lot counts as a split.

/** The parcel facts a map layer sets by where the lot lies. */
export type MapLayerFact =
  | 'zoneString'
  | 'tocTier'
  | 'vhfhsz'
  | 'hpoz'
  | 'coastalZone'
  | 'hillsideArea'
  | 'floodZoneSfha'
  | 'earthquakeFaultZone'

export type MapValue = string | number | boolean

/** One value's part of the lot, in sq ft as drawn. */
export type SplitShare = { readonly value: MapValue; readonly sf: number }

/** The layers whose lines cross the lot, each with its shares, largest first. */
export type MapSplits = Partial<Record<MapLayerFact, readonly SplitShare[]>>

/**
 * A share of the lot smaller than this is a sliver from two maps drawn a few feet apart, not a
 * line across the lot: a 2 ft misalignment along the 50 ft front of a 5,000 sq ft lot is 2 %
 * (decision 407).
 */
export const SLIVER_SHARE = 0.05

/**
 * The value covering the largest part of a lot of `lotSf` (sq ft, as drawn) from the area each
 * value covers (`areas`), and the split when more than one covers a real share of it. Null when no
 * value covers any of it.
 */
export function resolveShares(
  areas: ReadonlyMap<MapValue, number>,
  lotSf: number,
): { value: MapValue; split: SplitShare[] | null } | null {
  const shares = [...areas]
    .map(([value, sf]) => ({ value, sf: Math.round(sf) }))
    .filter((share) => share.sf > 0)
    .sort((a, b) => b.sf - a.sf || String(a.value).localeCompare(String(b.value)))
  const largest = shares[0]
  if (!largest) return null
  const real = shares.filter((share) => share.sf >= lotSf * SLIVER_SHARE)
  return { value: largest.value, split: real.length > 1 ? real : null }
}

/**
 * The split in words, as the reason for the fact's value: "The lot straddles a line on the
 * City's zoning map: R1-1 on 82 % of the lot (5,740 sq ft), R2-1 on 18 % (1,260 sq ft). …".
 */
export function describeSplit(fact: MapLayerFact, split: readonly SplitShare[]): string {
  const total = split.reduce((sum, share) => sum + share.sf, 0)
  const parts = split.map((share, index) => {
    const percent = Math.round((share.sf / total) * 100)
    const area = `${share.sf.toLocaleString('en-US')} sq ft`
    const what = valueWords(fact, share.value)
    return index === 0
      ? `${what} on ${percent} % of the lot (${area})`
      : `${what} on ${percent} % (${area})`
  })
  const used = valueWords(fact, split[0]!.value)
  return `The lot straddles a line on ${LAYER_NAMES[fact]}: ${parts.join(', ')}. The larger part’s reading (${used}) is used for the whole lot until it is confirmed; a rule that covers only part of a lot may apply to that part alone.`
}

const LAYER_NAMES: Readonly<Record<MapLayerFact, string>> = {
  zoneString: 'the City’s zoning map',
  tocTier: 'the map of Transit Oriented Communities tiers',
  vhfhsz: 'the map of very high fire hazard severity zones',
  hpoz: 'the map of historic preservation overlay zones',
  coastalZone: 'the coastal zone map',
  hillsideArea: 'the map of hillside areas',
  floodZoneSfha: 'FEMA’s flood map',
  earthquakeFaultZone: 'the map of earthquake fault zones',
}

function valueWords(fact: MapLayerFact, value: MapValue): string {
  if (fact === 'zoneString') return String(value)
  if (fact === 'tocTier') return value === 0 ? 'outside every TOC tier' : `TOC Tier ${value}`
  return value ? 'inside' : 'outside'
}
