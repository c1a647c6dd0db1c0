// When each law took effect (ISO dates), law/rules.md §§2–10. A pathway whose law is not yet in
// force on the analysis date is reported as not yet effective.
export const EFFECTIVE = {
  /** The Generalized Summary of Zoning Regulations the base-zoning tables follow. */
  laZoningSummary: '2020-03-01',
  /** AB 2345's bonus tables and incentive thresholds. */
  densityBonusTables: '2021-01-01',
  ab1287: '2024-01-01',
  toc: '2017-09-22',
  /** CHIP took effect; TOC closed to new applications. */
  chip: '2025-02-11',
  /** The Low-Rise Ordinance (Ord. 188967) and the amended MIIP exclusions and (j)(12) floor. */
  chipLowRise: '2026-06-30',
  sb9: '2022-01-01',
  sb684: '2024-07-01',
  sb1123: '2025-07-01',
  /** SB 1211 and the recodified state ADU law. */
  aduLaw: '2025-01-01',
  ab2011: '2023-07-01',
  /** AB 2243 governs AB 2011 applications submitted after 2024-12-31. */
  ab2243: '2025-01-01',
  ab2011Repeal: '2033-01-01',
  /** SB 79 for cities. */
  sb79: '2026-07-01',
  ab2097: '2023-01-01',
} as const
