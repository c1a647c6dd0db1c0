// Where each rule is written: every citation is a primary source. Statutes link to the
// Legislature's own site; Los Angeles rules to the City's code and published documents
// (law/rules.md §12 and law/rules-chip-replacement.md §C10 list the sources read). Where the
// research confirmed a rule only through a secondary source, the citation still names the
// statute or ordinance, and each figure resting on it says once, in a caveat, that its primary
// text was not read (`secondaryCaveat`).
import type { Caveat, Citation } from '../types.ts'

/**
 * The citations confirmed only through a secondary source, and the caveat of each at the same
 * place: a handful, so a scan for the citation itself is quicker than a Map keyed by objects
 * (looked up for every citation of every figure).
 */
const CONFIRMED_THROUGH: Citation[] = []
const SECONDARY_CAVEATS: Caveat[] = []

/** A primary citation whose rule was confirmed only through `through` (a secondary source). */
function confirmedThrough(citation: Citation, through: string): Citation {
  CONFIRMED_THROUGH.push(citation)
  SECONDARY_CAVEATS.push({
    kind: 'secondary_source',
    message: `Confirmed only through a secondary source (${through}); the text of ${citation.law} ${citation.section} was not read.`,
  })
  return citation
}

/** The caveat of a figure citing `citation`, when its rule was confirmed only secondarily. */
export function secondaryCaveat(citation: Citation): Caveat | undefined {
  for (let index = 0; index < CONFIRMED_THROUGH.length; index++)
    if (CONFIRMED_THROUGH[index] === citation) return SECONDARY_CAVEATS[index]
  return undefined
}

function govCode(section: string, through?: string): Citation {
  const citation = {
    law: 'Cal. Gov. Code',
    section,
    url: `https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=${section.split('(')[0]}`,
  }
  return through === undefined ? citation : confirmedThrough(citation, through)
}

const ZONING_SUMMARY = 'LA City Planning, Generalized Summary of Zoning Regulations (CP-7150, 2020)'
const ZONING_SUMMARY_URL = 'https://planning.lacity.gov/zoning/regulations-summary'
const DENSITY_BONUS_TABLES =
  'another city’s code reproducing the state tables, and summaries of AB 2345 and AB 1287'

export const CITE = {
  zoningSummaryTable1: {
    law: ZONING_SUMMARY,
    section: 'Table 1, General Development Standards',
    url: ZONING_SUMMARY_URL,
  },
  zoningSummaryTable2: {
    law: ZONING_SUMMARY,
    section: 'Table 2, Height Districts',
    url: ZONING_SUMMARY_URL,
  },
  zoningSummaryCoastal: {
    law: ZONING_SUMMARY,
    section: 'Table 2 notes: single-family zones in the non-hillside Coastal Zone',
    url: ZONING_SUMMARY_URL,
  },
  lamcParking: { law: 'LAMC', section: '12.21 A.4 (parking)' },
  lamcRfa: confirmedThrough(
    { law: 'LAMC', section: '12.08 C.5 (Residential Floor Area), Ord. 184,802' },
    'a 2017 news report of the Baseline Mansionization Ordinance amendments',
  ),
  govCode65915: govCode('65915'),
  govCode65915Bonus: govCode('65915(f)', DENSITY_BONUS_TABLES),
  govCode65915Incentives: govCode('65915(d)(2)', 'a law-firm summary of AB 1287'),
  govCode65915Parking: govCode('65915(p)'),
  govCode65915Rounding: govCode('65915(q)'),
  govCode65915Stacked: govCode('65915(v)', 'summaries of AB 1287 by a brokerage and a law firm'),
  govCode65915Replacement: govCode('65915(c)(3)'),
  govCode65915LaExemption: govCode(
    '65915(s)',
    'the Director of Planning’s AB 2345 memo (2022-11-02) and the AB 1287 implementation memo (2024-05-16)',
  ),
  tocGuidelines: {
    law: 'LA Transit Oriented Communities Guidelines (2017, rev. 2018)',
    section: 'LAMC 12.22 A.31',
    url: 'https://planning.lacity.gov/plans-policies/transit-oriented-communities',
  },
  chipEffective: {
    law: 'LA Citywide Housing Incentive Program (CHIP)',
    section: 'effective 2025-02-11, LAMC 12.22 A.37–A.39',
    url: 'https://planning.lacity.gov/plans-policies/community-plan-update/housing-element-rezoning-program-news/housing-element-0',
  },
  miipToia: {
    law: 'LAMC 12.22 A.38, Mixed Income Incentive Program (Ord. 188477)',
    section:
      'Transit Oriented Incentive Areas: Tables (c)(3)(iii) and (e)(2)(i), as printed in City Planning’s referral form CP-4096 (rev. 2025-11-20)',
    url: 'https://planning.lacity.gov/plans-policies/density-bonus-program',
  },
  miipOc: {
    law: 'LAMC 12.22 A.38, Mixed Income Incentive Program (Ord. 188477)',
    section:
      'Opportunity Corridors: Table (c)(3)(iii) and the corridor incentives, as printed in City Planning’s referral form CP-4095 (rev. 2025-11-20)',
    url: 'https://planning.lacity.gov/plans-policies/density-bonus-program',
  },
  miipEligibility: {
    law: 'LAMC 12.22 A.38(c)(4)–(10) (Ord. 188967 Sec.8)',
    section: 'sites excluded from the Mixed Income Incentive Program, from 2026-06-30',
    url: 'https://cityclerk.lacity.org/onlinedocs/2025/25-1083-S3_ord_188967_06-30-26.pdf',
  },
  miipFormsEligibility: {
    law: 'City Planning, MIIP referral forms CP-4095 and CP-4096 (rev. 2025-11-20)',
    section: 'site exclusions applied to applications before 2026-06-30',
  },
  miipJ12: {
    law: 'LAMC 12.22 A.38(j)(12) (Ord. 188967 Sec.12)',
    section: 'minimum affordability on sites whose MARD exceeds 5',
    url: 'https://cityclerk.lacity.org/onlinedocs/2025/25-1083-S3_ord_188967_06-30-26.pdf',
  },
  miipRounding: {
    law: 'LAMC 12.22 A.38(j)(5) (Ord. 188967 Sec.10)',
    section: 'fractions of density, bonus and restricted homes round up',
    url: 'https://cityclerk.lacity.org/onlinedocs/2025/25-1083-S3_ord_188967_06-30-26.pdf',
  },
  miipCorridorTransition: {
    law: 'LAMC 12.22 A.38, Mixed Income Incentive Program (Ord. 188477)',
    section:
      'Opportunity Corridor Transition Incentive Areas, for applications before Ord. 188967 (2026-06-30)',
    url: 'https://planning.lacity.gov/plans-policies/density-bonus-program',
  },
  lowRise: {
    law: 'LAMC 12.22 A.38(g), Low-Rise Incentive Areas (Ord. 188967 Sec.9)',
    section: 'Table (g)(3)(i) base incentives and Table (c)(3)(v) affordability',
    url: 'https://cityclerk.lacity.org/onlinedocs/2025/25-1083-S3_ord_188967_06-30-26.pdf',
  },
  lowRiseDraft: confirmedThrough(
    {
      law: 'LA Council File 25-1083-S3',
      section: 'draft amendment of 2026-09-24 to the Low-Rise Incentive Areas (not adopted)',
    },
    'a third-party description of the City’s draft',
  ),
  ahip: {
    law: 'LAMC 12.22 A.39, Affordable Housing Incentive Program (Ord. 188477)',
    section:
      'eligibility and incentives, as described in City Planning’s CHIP Procedures and Resources',
    url: 'https://planning.lacity.gov/plans-policies/density-bonus-program',
  },
  govCode65852_21: govCode('65852.21'),
  govCode66411_7: govCode('66411.7'),
  laSb9Memo: {
    law: 'LA City Planning, LADBS and LAHD, Implementation of SB 9',
    section: 'memo of 2022-02-10, updated 2023-03-16',
  },
  govCode66499_41: govCode('66499.41'),
  sb1123MinimumDensity: govCode(
    '66499.41 (as amended by SB 1123)',
    'published summaries of SB 1123',
  ),
  govCode65852_28: govCode('65852.28'),
  govCode65913_11: govCode('65913.11'),
  govCode65913_4: govCode('65913.4(a)(6)'),
  govCode65583_2: govCode('65583.2(c)(3)(B)'),
  laSb684Page: {
    law: 'LA City Planning, Senate Bill 684',
    section: 'eligibility',
    url: 'https://planning.lacity.gov/project-review/sb-684',
  },
  govCode66323: govCode(
    '66323',
    'the HCD ADU Handbook (January 2025) as transcribed by a third party',
  ),
  govCode66321: govCode('66321(b)(4)'),
  govCode66314: govCode('66314'),
  civCode714_3: confirmedThrough(
    {
      law: 'Cal. Civ. Code',
      section: '714.3 and 4751 (restrictions on ADUs void)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=714.3',
    },
    'law firms’ pages quoting both sections',
  ),
  lamcAdu: confirmedThrough(
    {
      law: 'LAMC',
      section: '12.22 A.33(c) (ADUs)',
      url: 'https://codelibrary.amlegal.com/codes/los_angeles/latest/lamc/0-0-0-422835',
    },
    'a third-party extract of the code section',
  ),
  govCode65912_121: govCode('65912.121', 'published summaries of AB 2011'),
  govCode65912_123: govCode('65912.123'),
  govCode65912_101: govCode('65912.101'),
  ab2243: govCode('65912.121–.123 (as amended by AB 2243)', 'law-firm summaries of AB 2243'),
  govCode65912_156: govCode('65912.156'),
  govCode65912_157: govCode('65912.157'),
  sb79Tables: govCode(
    '65912.157 (table rows not in the statute text read)',
    'a city’s SB 79 page and a third-party transcription of the chaptered tables',
  ),
  govCode65912_161: govCode('65912.161'),
  laOrd188968: confirmedThrough(
    {
      law: 'LA Ordinance 188968 (SB 79 Phased Implementation)',
      section: '§§1–4, effective 2026-06-30',
      url: 'https://cityclerk.lacity.org/onlinedocs/2025/25-1083-S4_ord_188968_06-30-26.pdf',
    },
    'third-party code and an audit quoting the ordinance',
  ),
  govCode65863_2: govCode('65863.2'),
  pubResCode21155: {
    law: 'Cal. Pub. Res. Code',
    section: '21155(b), 21064.3 (major transit stop)',
    url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PRC&sectionNum=21064.3',
  },
  laRso: {
    law: 'LA Rent Stabilization Ordinance',
    section:
      'LAMC 151.02 (exemptions: one detached house on a lot; first certificate of occupancy after October 1, 1978, except replacement units)',
    url: 'https://housing.lacity.gov/residents/rso-overview',
  },
} as const satisfies Record<string, Citation>
