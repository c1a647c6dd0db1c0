// Zoning families: the City's zone classes grouped as the map colours them and its legend names
// them. A zone class belongs to the first family with a prefix it starts with, so the more
// specific prefixes ("RAS" apartments) come before the broader ones ("RA" single-family).

export type ZoningFamily = {
  readonly id: string
  /** The legend's words. */
  readonly label: string
  /** The fill on the map, light enough for lot outlines and labels to read over it. */
  readonly color: string
  readonly prefixes: readonly string[]
}

export const ZONING_FAMILIES: readonly ZoningFamily[] = [
  {
    id: 'open-space',
    label: 'Open space and public facilities',
    color: '#9fd3a0',
    prefixes: ['OS', 'PF', 'PARK', 'RIVER', 'GW'],
  },
  {
    id: 'apartments',
    label: 'Apartments (R3, R4, R5, RAS)',
    color: '#f0a868',
    prefixes: ['RAS', 'R3', 'R4', 'R5', 'RX'],
  },
  {
    id: 'single-family',
    label: 'Single-family (A, RA, RE, RS, R1)',
    color: '#fbe38e',
    prefixes: ['A1', 'A2', 'RA', 'RE', 'RS', 'R1', 'RU', 'RZ', 'RW1', 'RMP'],
  },
  {
    id: 'two-family',
    label: 'Two-family and townhouses (R2, RD)',
    color: '#f6c77a',
    prefixes: ['R2', 'RD', 'RW2'],
  },
  {
    id: 'commercial',
    label: 'Commercial and mixed use (C, CM, CX)',
    color: '#e59aa6',
    prefixes: ['MU', 'UV', 'C'],
  },
  {
    id: 'industrial',
    label: 'Industrial (M, MR, IX)',
    color: '#c0a6dd',
    prefixes: ['M', 'I'],
  },
]

/** Zones of no family above: specific plans, parking, zones not known yet. */
export const OTHER_ZONING: Pick<ZoningFamily, 'id' | 'label' | 'color'> = {
  id: 'other',
  label: 'Specific plan, parking or zone not known',
  color: '#d5d9de',
}

/** The family a zone class belongs to ("R1", "RD1.5", "C2"…); OTHER_ZONING when none. */
export function zoningFamilyOf(
  zoneClass: string | null | undefined,
): Pick<ZoningFamily, 'id' | 'label' | 'color'> {
  const zone = (zoneClass ?? '').toUpperCase()
  if (zone === '') return OTHER_ZONING
  return (
    ZONING_FAMILIES.find((family) => family.prefixes.some((prefix) => zone.startsWith(prefix))) ??
    OTHER_ZONING
  )
}
