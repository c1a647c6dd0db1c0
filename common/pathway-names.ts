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
