import type { Article } from '../types.ts'

export const article: Article = {
  title: 'Los Angeles Development: Zones, Height Districts, TOC and CHIP',
  description:
    'How Los Angeles zoning works: zone classes set density, height districts set height and floor area, conditions and overlays change both, and the City’s incentive programs (TOC, now CHIP) sit on top.',
  heading: 'Developing in Los Angeles',
  lead: 'Three layers decide what a Los Angeles lot can hold: its zone class (how many homes), its height district (how tall and how much floor area), and whatever is attached to the zone string (conditions, overlays, specific plans). The City’s incentive programs and the state’s housing laws then build on those numbers.',
  published: '2026-11-23',
  updated: '2026-11-23',
  lawCalendar: ['la_zoning', 'toc', 'chip', 'chip_low_rise', 'sb79_la'],
  sections: [
    {
      id: 'zone-classes',
      heading: 'Zone classes: how many homes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The zone class sets the use and the density, written as lot area per home. Divide the lot area by that figure to get the homes the zone allows. The figures below are from City Planning’s Generalized Summary of Zoning Regulations (CP-7150, March 2020, Table 1); the City notes the summary is a guide and the Municipal Code controls.',
        },
        {
          kind: 'table',
          caption: 'Density by zone class (Chapter 1 zones)',
          head: ['Zone', 'Lot area per home', 'Notes'],
          rows: [
            ['A1, A2', '2.5 acres, 1 acre', 'Agricultural'],
            ['RA', '17,500 sq ft', 'One home per lot'],
            ['RE9 to RE40', '9,000 to 40,000 sq ft', 'One home per lot'],
            ['RS', '7,500 sq ft', 'One home per lot'],
            ['R1 and its variations', '5,000 sq ft', 'One home per lot, however large'],
            [
              'R2',
              '2,500 sq ft',
              'Two-family; whether a large lot may hold more than two is not confirmed',
            ],
            ['RD1.5, RD2', '1,500, 2,000 sq ft', 'Multifamily'],
            ['RD3 to RD6', '3,000 to 6,000 sq ft', 'Multifamily'],
            ['R3, C1, CM', '800 sq ft', 'C1 and CM use R3 density for homes'],
            [
              'R4, CR, C1.5, C2, C4, C5',
              '400 sq ft',
              'In C2, C4 and C5 measured at the lowest residential story',
            ],
            ['R5', '200 sq ft', ''],
            ['MR1, MR2', 'None', 'Only a caretaker’s dwelling tied to the industrial use'],
            ['M1, M2, M3', 'None', 'No residential uses'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'A 7,000 sq ft R3 lot works out to 7,000 ÷ 800 = 8.75 homes. Whether that is 8 or 9 by right is itself an open question: no provision of the Municipal Code on fractional by-right density has been found. Inside the City’s incentive programs and the state density bonus, every component is rounded up, so the same lot has a base of 9 there. We show 8 by right and name the alternative.',
        },
        {
          kind: 'callout',
          tone: 'verify',
          title: 'Not yet confirmed: half the alley',
          text: 'Los Angeles practice reportedly lets half of an abutting alley count toward lot area for density. We have found no code text or City document saying so, and do not count it unless asked, marking any result that does as unverified practice.',
        },
      ],
    },
    {
      id: 'height-districts',
      heading: 'Height districts: how tall and how much floor area',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The number after the first dash is the height district: 1, 1L, 1VL, 1XL, 1SS, 2, 3 or 4. It sets the floor-area ratio (floor area as a multiple of the buildable area) and, with the zone, the height. From City Planning’s zoning summary, Table 2:',
        },
        {
          kind: 'table',
          caption: 'Floor-area ratio by height district',
          head: [
            'Height district',
            'Commercial and industrial zones',
            'R2, RD, R3 to R5 and similar zones',
            'Single-family zones',
          ],
          rows: [
            ['1, 1L, 1VL, 1XL', '1.5', '3', 'Residential floor area instead (below)'],
            ['2', '6', '6', '6'],
            ['3', '10', '10', '10'],
            ['4', '13', '13', '13'],
          ],
        },
        {
          kind: 'table',
          caption: 'Height by zone and height district (non-hillside)',
          head: ['Zone', 'District 1', '1L', '1VL', '1XL', 'Districts 2 to 4'],
          rows: [
            [
              'R1, RS, RE9',
              '33 ft (28 ft with a roof pitch under 25 %)',
              'Same',
              'Same',
              '30 ft (28 ft)',
              '33 ft (28 ft)',
            ],
            ['R2', '33 ft', '33 ft', '33 ft', '30 ft', '33 ft'],
            ['RD, R3', '45 ft', '45 ft', '45 ft', '30 ft', '75 ft'],
            ['R4, R5', 'No limit', '75 ft', '45 ft', '30 ft', 'No limit'],
            ['CR', '75 ft, 6 stories', '75 ft', '45 ft', '30 ft', '75 ft, 6 stories'],
            ['Other C and M zones', 'No limit', '75 ft', '45 ft', '30 ft', 'No limit'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Most of these limits also come with a story limit (6 stories in 1L, 3 in 1VL, 2 in 1XL, and 6 for RD and R3 in districts 2 to 4), but those story limits apply only to buildings not used entirely for housing: an all-residential building is limited in feet alone. In district 1SS, single-family zones are limited to 18 ft. Hillside Areas follow the Baseline Hillside Ordinance, and non-hillside single-family lots in the Coastal Zone are limited to 45 ft.',
        },
        {
          kind: 'paragraph',
          text: 'Single-family zones use residential floor area instead of a floor-area ratio: R1 allows 0.45 times the lot area (cut to that figure in 2017). The ratios for RS (0.45), RE9 and RE11 (0.40), RE15 to RE40 (0.35) and RA (0.25) are the figures as recalled from the mansionization ordinances and have not been checked against the code text.',
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'Next to a residential zone',
          text: 'A commercial or industrial lot near an RW1 or more restrictive zone has transitional height limits: 25 ft within 49 ft of that zone, 33 ft from 50 to 99 ft, and 61 ft from 100 to 199 ft (LAMC 12.21.1 A.10). We flag these lots rather than compute the stepped envelope.',
        },
      ],
    },
    {
      id: 'reading-a-zone-string',
      heading: 'Reading a zone string',
      blocks: [
        {
          kind: 'paragraph',
          text: 'ZIMAS, the City’s zoning map, gives every parcel a zone string. Outside Downtown it follows one pattern: optional conditions in front, the zone class (sometimes with a specific plan in parentheses), a dash and the height district (with a D if it carries a development limitation), then any overlays, each after a dash.',
        },
        {
          kind: 'table',
          caption: 'Zone strings taken apart',
          head: ['Zone string', 'Conditions', 'Class', 'Height district', 'Overlays'],
          rows: [
            ['R3-1', 'None', 'R3', '1', 'None'],
            [
              '[Q]C2-1VL-CPIO',
              'Q: qualified conditions',
              'C2',
              '1VL',
              'CPIO: community plan implementation overlay',
            ],
            [
              '(T)(Q)RD1.5-1XL-O',
              'T: tentative; Q: qualified conditions',
              'RD1.5',
              '1XL',
              'O: oil drilling district',
            ],
            ['R3(PV)-1VL', 'None', 'R3, in the Playa Vista specific plan', '1VL', 'None'],
            [
              'C2-2D-HPOZ',
              'None',
              'C2',
              '2, with a D limitation',
              'HPOZ: historic preservation overlay zone',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'The letters in the overlay slot come from a fixed vocabulary; the City’s own parser codebook lists, among others, CDO (community design overlay), POD (pedestrian oriented district), RIO (river improvement overlay), SN (sign district), K (equinekeeping) and RFA (residential floor area district). A longer walk-through, with what each part does to a project, is in [how to read a Los Angeles zone string](/blog/reading-a-los-angeles-zone-string).',
        },
        {
          kind: 'paragraph',
          text: 'Parts of the City, starting with Downtown, now use the new Chapter 1A zoning code, whose strings look different: bracketed groups such as [HB3-G1-5] [CX2-FA] [CPIO] for form, frontage and standards, then use and density, then overlays. The tables on this page cover Chapter 1 zones only; we flag Chapter 1A lots for a closer look.',
        },
      ],
    },
    {
      id: 'conditions-and-overlays',
      heading: 'Conditions, overlays and specific plans',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Anything attached to the zone class can lower, or sometimes raise, what the class and district allow. None of them can be read from the string alone: each points to an ordinance or a plan with its own text.',
        },
        {
          kind: 'list',
          items: [
            '[Q] qualified conditions and D development limitations are limits attached to the lot’s zoning, often on height, floor area or density.',
            'CPIO overlays and specific plans carry their own standards, and a specific plan prevails over the legacy TOC program where they conflict (Fix the City v. City of Los Angeles, 2022).',
            'An HPOZ or a Historic-Cultural Monument rules out SB 9, SB 684 and SB 1123 in Los Angeles, and temporarily exempts a lot from SB 79.',
            'R1 variation zones (R1V, R1F, R1R, R1H) sit outside the height districts and use their own height and floor-area tables.',
            'Mixed-use projects in some C zones with a Regional Center or Regional Commercial general plan designation may use R5 density (LAMC 12.22 A.18).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A Lotwise report reads every part of the zone string and lists each condition, overlay or plan that needs checking, rather than computing what it may change.',
        },
      ],
    },
    {
      id: 'toc',
      heading: 'Transit Oriented Communities: the legacy program',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Transit Oriented Communities (TOC) program came from Measure JJJ (November 2016, LAMC 12.22 A.31). Its guidelines took effect on September 22, 2017 and were revised on February 26, 2018. Lots within half a mile of major transit got a tier from 1 to 4, shown on ZIMAS, and a project of five or more homes that set aside affordable homes got more density, floor area and relief from parking. TOC could not be combined with a state density bonus. It closed to new applications when CHIP took effect on February 11, 2025.',
        },
        {
          kind: 'table',
          caption: 'TOC base incentives by tier (TOC Guidelines, section VI)',
          head: ['Tier', 'Density increase', 'RD zones', 'Floor area', 'Residential parking'],
          rows: [
            [
              '1',
              '+50 %',
              '+35 %',
              '+40 %, or 2.75 in commercial zones',
              'At most 0.5 per bedroom',
            ],
            ['2', '+60 %', '+35 %', '+45 %, or 3.25', '0.5 per bedroom and 1 per home, the lesser'],
            [
              '3',
              '+70 %',
              '+40 %',
              '+50 %, or 3.75',
              '0.5 per bedroom and 0.5 per home, the lesser',
            ],
            ['4', '+80 %', '+45 %', '+55 %, or 4.25', 'None'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'In return, a share of the finished project had to be affordable: from 8 % extremely low income, 11 % very low income or 20 % lower income in Tier 1, up to 11 %, 15 % or 25 % in Tier 4. Lotwise still computes TOC for comparison with older approvals, marked as closed.',
        },
        {
          kind: 'callout',
          tone: 'verify',
          title: 'Not yet confirmed: pending TOC applications',
          text: 'We have not confirmed the exact transition rule for TOC applications filed before February 11, 2025. We show such applications as conditional.',
        },
      ],
    },
    {
      id: 'chip',
      heading: 'CHIP: the Citywide Housing Incentive Program',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Council adopted the Citywide Housing Incentive Program with the Housing Element Sites and Minimum Density Ordinance and the Resident Protections Ordinance; the Mayor signed them on February 7, 2025 and they took effect on February 11, 2025. CHIP has three parts:',
        },
        {
          kind: 'list',
          items: [
            'The State Density Bonus Program (LAMC 12.22 A.37): how the City administers the state density bonus.',
            'The Mixed Income Incentive Program (LAMC 12.22 A.38): incentives in Transit Oriented Incentive Areas, along Opportunity Corridors and in Corridor Transition areas, for projects with affordable homes. It replaces TOC.',
            'The Affordable Housing Incentive Program (LAMC 12.22 A.39).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The Resident Protections Ordinance adds replacement rules for homes that are demolished and 99-year affordability covenants. In 2026 the Low-Rise ordinance (No. 188967, in force June 30, 2026) amended the Mixed Income Incentive Program with Low-Rise Incentive Areas around Opportunity Corridors and SB 79 stations; it is also the local alternative for lots the City has temporarily exempted from [SB 79](/sb-79). Lotwise does not yet compute the Mixed Income Incentive Program or the Low-Rise tables; reports say where they may apply.',
        },
        {
          kind: 'callout',
          tone: 'contested',
          title: 'Read two ways: the density bonus scale in Los Angeles',
          text: 'Whether Los Angeles grants ordinary density bonuses above 35 % remains contested; the evidence points to the full state scale for applications from February 11, 2025, and stacked [AB 1287](/ab-1287) projects get it either way. See the [housing bills hub](/housing-bills#state-density-bonus).',
        },
      ],
    },
    {
      id: 'parking',
      heading: 'Parking',
      blocks: [
        {
          kind: 'paragraph',
          text: 'By the Municipal Code (LAMC 12.21 A.4), a single-family home needs 2 covered spaces; an apartment needs 1 space if it has fewer than 3 habitable rooms, 1.5 with exactly 3 and 2 with more; an R2 home needs 2, one covered. State law overrides these near transit: within ½ mile of a major transit stop there is no minimum at all (AB 2097, see the [housing bills hub](/housing-bills#ab-2097)), and each state pathway caps parking further.',
        },
      ],
    },
  ],
  faq: [
    {
      question: 'Where do I find my lot’s zone and height district?',
      answer:
        'On its ZIMAS profile: the zone string holds both. The class comes before the first dash, the height district after it.',
    },
    {
      question: 'Can I still apply under TOC?',
      answer:
        'No new applications have been accepted since February 11, 2025. CHIP’s Mixed Income Incentive Program is its successor.',
    },
    {
      question: 'Do state laws override the zone?',
      answer:
        'Each state law sets minimums the City must allow for projects that qualify. The zone still matters: it decides which laws apply and is often the starting figure for the arithmetic.',
    },
  ],
  sources: [
    {
      label: 'LA City Planning: Generalized Summary of Zoning Regulations (CP-7150)',
      url: 'https://planning.lacity.gov/zoning/regulations-summary',
    },
    {
      label:
        'LA City Planning: Housing Element Rezoning Program (CHIP) takes effect February 11, 2025',
      url: 'https://planning.lacity.gov/plans-policies/community-plan-update/housing-element-rezoning-program-news/housing-element-0',
    },
    {
      label:
        'City of Los Angeles planning-entitlements repository (copies of the TOC Guidelines and zoning summary)',
      url: 'https://github.com/CityOfLosAngeles/planning-entitlements',
    },
    {
      label: 'Los Angeles Ordinance 188967 (Low-Rise incentives)',
      url: 'https://cityclerk.lacity.org/onlinedocs/2025/25-1083-S3_ord_188967_06-30-26.pdf',
    },
    { label: 'ZIMAS, the City’s zoning map', url: 'https://zimas.lacity.org/' },
  ],
}
