import type { BlogPost } from '../types.ts'

export const post: BlogPost = {
  id: 'california-housing-law-changes-2025-2026',
  title: 'What changed in California housing law in 2025 and 2026',
  description:
    'SB 1123, SB 1211, CHIP, AB 2243, SB 79 and Los Angeles’s phased rollout: every change of the last two years that affects what a Los Angeles lot can hold, in date order, with what is still open.',
  heading: 'What changed in 2025 and 2026',
  lead: 'Since January 2025 the rules for building housing in Los Angeles have changed on almost every front. Vacant single-family lots can now be subdivided, apartment buildings can add many more ADUs, the City replaced its transit program, and SB 79 arrived near every rail station, though mostly on hold in Los Angeles so far. Here is each change in date order, and what it means.',
  published: '2026-11-19',
  updated: '2026-11-23',
  tags: ['california-housing-law', 'sb-79', 'sb-1123', 'chip'],
  sections: [
    {
      id: 'the-timeline',
      heading: 'The timeline',
      blocks: [
        {
          kind: 'table',
          caption: 'Changes since January 2025',
          head: ['Date', 'Change', 'What it means'],
          rows: [
            [
              'January 1, 2025',
              'SB 1211',
              'Existing multifamily lots may add up to 8 detached ADUs plus conversions',
            ],
            ['January 1, 2025', 'SB 477', 'ADU law renumbered to Gov. Code §§ 66310–66342'],
            ['January 1, 2025', 'AB 2243', 'AB 2011 amended for applications from this date'],
            [
              'January 1, 2025',
              'AB 2553',
              'Bus stops with peak service every 20 minutes can form major transit stops (was 15)',
            ],
            [
              'January 1, 2025',
              'SB 450',
              'SB 9 standards may not be stricter than the underlying zone’s',
            ],
            [
              'February 11, 2025',
              'CHIP',
              'The City’s Citywide Housing Incentive Program takes effect; TOC closes to new applications',
            ],
            [
              'July 1, 2025',
              'SB 1123',
              'Vacant single-family lots may be divided into up to ten lots',
            ],
            [
              'July 2025',
              'Executive order',
              'Los Angeles may suspend SB 9 in the Palisades burn area',
            ],
            [
              'October 10, 2025',
              'SB 79',
              'Signed: minimum heights and densities near rail and rapid-bus stations',
            ],
            [
              'October 28, 2025',
              'City memo',
              'Los Angeles updates its guidance on SB 1123, SB 684 and AB 130',
            ],
            ['2025', 'AB 893', 'Campus development zones join AB 2011’s highest-density tier'],
            [
              'January 2026',
              'HCD addendum',
              'New state guidance on ADUs, with SB 543 (not yet confirmed by us)',
            ],
            [
              'June 30, 2026',
              'Ordinances 188967 and 188968',
              'The City’s Low-Rise incentives and SB 79 phased implementation take effect',
            ],
            ['July 1, 2026', 'SB 79', 'Applies in cities'],
          ],
        },
      ],
    },
    {
      id: 'small-lots',
      heading: 'Small lots: SB 1123',
      blocks: [
        {
          kind: 'paragraph',
          text: 'SB 684 had let multifamily lots be divided into up to ten small lots since July 1, 2024. SB 1123 extended that to vacant single-family lots of up to 1.5 acres, with new lots of at least 1,200 sq ft, for applications from July 1, 2025. It also lowered the minimum density from 100 % to 66 % of the allowed maximum, kept ADUs outside the ten-home cap, and barred extra lot-frontage rules. A vacant 7,500 sq ft R1 lot that held one house can now hold six. Details in the [SB 1123 guide](/sb-1123) and the [comparison with SB 684](/sb-684-1123).',
        },
      ],
    },
    {
      id: 'adus-on-apartment-lots',
      heading: 'ADUs on apartment lots: SB 1211',
      blocks: [
        {
          kind: 'paragraph',
          text: 'From January 1, 2025 an existing multifamily building can add as many detached ADUs as it has homes, up to eight, plus conversion ADUs in non-livable space: at least one and up to a quarter of the existing homes. A 12-unit building can add 11. Parking removed to make room need not be replaced. The [SB 1211 guide](/sb-1211) has the table.',
        },
      ],
    },
    {
      id: 'commercial-corridors',
      heading: 'Commercial corridors: AB 2243 and AB 893',
      blocks: [
        {
          kind: 'paragraph',
          text: 'AB 2243 rewrote parts of AB 2011 for applications submitted from January 1, 2025: regional mall sites of up to 100 acres, freeway-adjacent sites with filtration and no freeway-facing balconies, coastal sites with a permit, and the highest density tier in very low vehicle travel areas. AB 893 added campus development zones to that tier. Several details of the amended text are still unconfirmed by us, including whether some projects may use streets as narrow as 50 ft. See the [AB 2011 guide](/ab-2011).',
        },
      ],
    },
    {
      id: 'chip-replaces-toc',
      heading: 'Los Angeles: CHIP replaces TOC',
      blocks: [
        {
          kind: 'paragraph',
          text: 'On February 11, 2025 the Citywide Housing Incentive Program took effect with the Housing Element Sites and Minimum Density Ordinance and the Resident Protections Ordinance. The legacy Transit Oriented Communities program closed to new applications; CHIP’s Mixed Income Incentive Program took its place, beside a State Density Bonus Program and an Affordable Housing Incentive Program. The Resident Protections Ordinance brought replacement rules and 99-year affordability covenants.',
        },
        {
          kind: 'callout',
          tone: 'contested',
          title: 'Read two ways: bonuses above 35 %',
          text: 'Whether Los Angeles now grants ordinary density bonuses above 35 % is still disputed. CHIP’s guidelines print the state table to 50 %, and the evidence points that way for new applications, with medium confidence until the adopted table is read. Projects stacking an [AB 1287](/ab-1287) bonus get the full table.',
        },
      ],
    },
    {
      id: 'sb-79-arrives',
      heading: 'SB 79 arrives, mostly on hold in Los Angeles',
      blocks: [
        {
          kind: 'paragraph',
          text: 'SB 79 was signed on October 10, 2025 and has applied in cities since July 1, 2026. Within half a mile of qualifying rail and rapid-bus stations it guarantees heights of 55 to 95 ft and densities of 80 to 160 homes per acre, with no parking minimum. A 7,500 sq ft single-family lot within a quarter mile of a subway station can go from one home to twenty.',
        },
        {
          kind: 'paragraph',
          text: 'Los Angeles used the law’s room to delay. Its SB 79 phased-implementation ordinance (No. 188968) and its Low-Rise ordinance (No. 188967) took effect on June 30, 2026. A May 2026 snapshot of the City’s map, reported before the map was final, put 121,519 of 139,450 parcels in transit-oriented zones in temporary exemption and only 13,585 available. The temporary exemptions last until a year after the City’s next housing element; exempt parcels may use the Low-Rise incentives instead. Check a lot on ZIMAS; the [SB 79 guide](/sb-79) and [SB 79 near a rail station](/blog/sb-79-near-a-rail-station-worked-example) explain the rest.',
        },
      ],
    },
    {
      id: 'still-open',
      heading: 'What is still open',
      blocks: [
        {
          kind: 'list',
          items: [
            'Whether section 4 of Ordinance 188968 exempts every Los Angeles parcel from SB 79 for now, or only makes every parcel eligible to be mapped as exempt.',
            'The height limit SB 1123 lets cities set on single-family lots, and whether its lots are also capped at 30 homes per acre.',
            'What the 66 % minimum density of SB 684 and SB 1123 is measured against.',
            'How SB 79 and AB 2011 densities round, and what SB 79’s affordable share is a share of.',
            'The January 2026 state ADU guidance, which reportedly allows more than three ADUs on some single-family lots.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We mark each of these wherever it affects a figure, and will update the guides as they are settled. The [housing bills hub](/housing-bills) always has the current one-line summary of every law.',
        },
      ],
    },
  ],
  sources: [
    {
      label: 'Gov. Code § 66499.41 (SB 684 and SB 1123)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66499.41',
    },
    {
      label: 'Gov. Code § 66323 (ADUs, as amended by SB 1211)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66323',
    },
    {
      label: 'Gov. Code § 65912.157 (SB 79 standards)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65912.157',
    },
    {
      label: 'LA City Planning: Housing Element Rezoning Program (CHIP) takes effect',
      url: 'https://planning.lacity.gov/plans-policies/community-plan-update/housing-element-rezoning-program-news/housing-element-0',
    },
    {
      label: 'Los Angeles Ordinance 188968 (SB 79 phased implementation)',
      url: 'https://cityclerk.lacity.org/onlinedocs/2025/25-1083-S4_ord_188968_06-30-26.pdf',
    },
  ],
}
