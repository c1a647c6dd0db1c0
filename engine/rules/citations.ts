// Where each rule is written. Statutes link to the Legislature's own site; Los Angeles rules
// to the City's published documents (law/rules.md §12 lists the sources read).
import type { Citation } from '../types.ts'

function govCode(section: string): Citation {
  return {
    law: 'Cal. Gov. Code',
    section,
    url: `https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=${section.split('(')[0]}`,
  }
}

export const CITE = {
  zoningSummaryTable1: {
    law: 'LA City Planning, Generalized Summary of Zoning Regulations (CP-7150, 2020)',
    section: 'Table 1, General Development Standards',
    url: 'https://planning.lacity.gov/zoning/regulations-summary',
  },
  zoningSummaryTable2: {
    law: 'LA City Planning, Generalized Summary of Zoning Regulations (CP-7150, 2020)',
    section: 'Table 2, Height Districts',
    url: 'https://planning.lacity.gov/zoning/regulations-summary',
  },
  lamcParking: { law: 'LAMC', section: '12.21 A.4 (parking)' },
  lamcRfa: { law: 'LAMC', section: '12.08 C.5 (Residential Floor Area), Ord. 184,802' },
  govCode65915: govCode('65915'),
  govCode65915Bonus: govCode('65915(f)'),
  govCode65915Incentives: govCode('65915(d)(2)'),
  govCode65915Parking: govCode('65915(p)'),
  govCode65915Rounding: govCode('65915(q)'),
  govCode65915Stacked: govCode('65915(v)'),
  govCode65915Replacement: govCode('65915(c)(3)'),
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
  govCode65852_21: govCode('65852.21'),
  govCode66411_7: govCode('66411.7'),
  laSb9Memo: {
    law: 'LA City Planning, LADBS and LAHD, Implementation of SB 9',
    section: 'memo of 2022-02-10, updated 2023-03-16',
  },
  govCode66499_41: govCode('66499.41'),
  govCode65852_28: govCode('65852.28'),
  govCode65913_11: govCode('65913.11'),
  govCode65913_4: govCode('65913.4(a)(6)'),
  govCode65583_2: govCode('65583.2(c)(3)(B)'),
  laSb684Page: {
    law: 'LA City Planning, Senate Bill 684',
    section: 'eligibility',
    url: 'https://planning.lacity.gov/project-review/sb-684',
  },
  govCode66323: govCode('66323'),
  govCode66321: govCode('66321(b)(4)'),
  govCode66314: govCode('66314'),
  lamcAdu: { law: 'LAMC', section: '12.22 A.33(c) (ADUs)' },
  govCode65912_121: govCode('65912.121'),
  govCode65912_123: govCode('65912.123'),
  govCode65912_101: govCode('65912.101'),
  govCode65912_156: govCode('65912.156'),
  govCode65912_157: govCode('65912.157'),
  govCode65912_161: govCode('65912.161'),
  laOrd188968: {
    law: 'LA Ordinance 188968 (SB 79 Phased Implementation)',
    section: '§§1–4, effective 2026-06-30',
  },
  govCode65863_2: govCode('65863.2'),
  pubResCode21155: {
    law: 'Cal. Pub. Res. Code',
    section: '21155(b), 21064.3 (major transit stop)',
    url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PRC&sectionNum=21064.3',
  },
  laRso: {
    law: 'LA Rent Stabilization Ordinance',
    section: 'LAMC 151.00 ff.',
    url: 'https://housing.lacity.gov/residents/rso-overview',
  },
} as const satisfies Record<string, Citation>
