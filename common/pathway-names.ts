import type { PathwayId } from '#engine'

/** Pathways by the short names a table column has room for (the report names them in full). */
export const PATHWAY_SHORT_NAMES: Readonly<Record<PathwayId, string>> = {
  la_base_zoning: 'Base zoning',
  state_density_bonus: 'Density bonus',
  la_toc: 'TOC (legacy)',
  sb9: 'SB 9',
  sb684: 'SB 684',
  sb1123: 'SB 1123',
  adu: 'ADUs',
  ab2011: 'AB 2011',
  sb79: 'SB 79',
  ab2097: 'AB 2097',
  miip_toia: 'MIIP transit (CHIP)',
  miip_oc: 'MIIP corridors (CHIP)',
  miip_lowrise: 'MIIP low-rise (CHIP)',
  ahip: 'AHIP (CHIP)',
}

/**
 * Pathways as a sentence a homeowner reads names them (the parcel card's report offers): the
 * bills by their numbers, as the guides name them, and the City's programs in words rather than
 * their codes (MIIP, AHIP, CHIP), lowercase where they are not a name, so they sit mid-sentence.
 */
export const PATHWAY_PROSE_NAMES: Readonly<Record<PathwayId, string>> = {
  la_base_zoning: 'the zone’s own rules',
  state_density_bonus: 'the state density bonus',
  la_toc: 'the City’s former transit incentives',
  sb9: 'SB 9',
  sb684: 'SB 684',
  sb1123: 'SB 1123',
  adu: 'ADUs',
  ab2011: 'AB 2011',
  sb79: 'SB 79',
  ab2097: 'AB 2097’s parking relief',
  miip_toia: 'the City’s mixed-income incentives near transit',
  miip_oc: 'the City’s mixed-income incentives on corridors',
  miip_lowrise: 'the City’s low-rise mixed-income incentives',
  ahip: 'the City’s affordable housing incentives',
}
