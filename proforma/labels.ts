// What a report shows of the pro forma without pricing anything: the model's version, the
// construction types' names and the sensitivity view's steps. Apart from the pricing (compute.ts,
// price.ts), so a page that shows the stored figures does not load it (decision 695).

/**
 * Stored beside saved assumptions so figures can be told apart when the model changes.
 * 1.0.0: costs by construction type, fees with exemptions, rentals by yield on cost and homes
 * for sale by profit on cost (docs/decisions/160–163).
 * 1.1.0: rents, sale prices and the linkage fee by the lot's ZIP (decision 260).
 * 1.2.0: demolition, relocation and replacement homes where a pathway removes what stands
 * (decision 292).
 * 1.3.0: a lot whose linkage-fee market area is not known pays the high area's rate, said to be
 * an assumption, not the low area's (decision 545).
 * 1.4.0: the linkage fee at the lot's own market area from its ZIMAS record, before its ZIP's
 * (decision 570).
 * 1.4.1: a market area an analyst or the report's owner corrected is named so, not as the
 * ZIMAS record's (decision 591).
 * 1.5.0: a lot with no ZIP or market area on record is placed by its community plan area, an
 * estimate said to be one (decision 780).
 * 1.6.0: ADUs the engine counts as conversions of space in an existing building are priced as
 * conversions, not as detached ADUs (decision 811).
 * 1.7.0: each kind of ADU (detached, converted, junior) at its own size, hard cost and rent, and a
 * multifamily building's conversions, whose space no record shows, left out (decisions 841, 842).
 * 1.8.0: a multifamily building's conversions its owner has stated space for are priced as
 * converted ADUs (decision 865).
 */
export const PROFORMA_VERSION = '1.8.0'

/** The steps of the sensitivity view, in percent. */
export const SENSITIVITY_STEPS = [-20, -10, 0, 10, 20] as const

export type ConstructionType =
  'adu' | 'small_home' | 'type_v_walkup' | 'type_v_podium' | 'type_iii' | 'type_i'

export const CONSTRUCTION_LABELS: Readonly<Record<ConstructionType, string>> = {
  adu: 'Detached ADU, wood frame',
  small_home: 'Small homes, wood frame',
  type_v_walkup: 'Type V walk-up',
  type_v_podium: 'Type V over a concrete podium',
  type_iii: 'Type III over concrete',
  type_i: 'Type I concrete high-rise',
}
