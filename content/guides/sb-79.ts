import type { Guide } from '../types.ts'

export const guide: Guide = {
  title: 'SB 79 Guide: Taller, Denser Homes Near Transit',
  description:
    'SB 79 sets minimum heights, densities and floor areas for homes within half a mile of qualifying rail and rapid-bus stops, in force for cities from July 1, 2026. Who qualifies, the tables, and Los Angeles’s phased rollout.',
  heading: 'SB 79: homes near rail and rapid-bus stations',
  lead: 'If your lot is within half a mile of a qualifying rail or rapid-bus station and zoned residential, mixed-use or commercial, SB 79 lets you build to heights and densities set by the state, up to 95 ft and 160 homes per acre next to a B or D Line station. In Los Angeles, check first whether the City has temporarily exempted your lot.',
  published: '2026-11-23',
  updated: '2026-11-23',
  lawCalendar: ['sb79', 'sb79_la'],
  law: {
    bill: 'SB 79',
    summary: 'Build taller and denser within half a mile of qualifying rail and rapid-bus stations',
    statutes: ['Gov. Code §§ 65912.155–65912.162'],
    effective: '2026-07-01',
  },
  sections: [
    {
      id: 'what-it-allows',
      heading: 'What SB 79 allows',
      blocks: [
        {
          kind: 'paragraph',
          text: 'SB 79, the Abundant and Affordable Homes Near Transit Act, was signed on October 10, 2025 and applies in cities from July 1, 2026 (Gov. Code §§ 65912.155–65912.162). Around qualifying transit stops, which the law calls TOD stops, it sets the least a city must allow for a housing project: a height, a density in homes per acre and a residential floor-area ratio. A city may allow more; it may not impose anything stricter.',
        },
        {
          kind: 'paragraph',
          text: 'The standards depend on two things: the stop’s tier and how close the lot is. Tier 1 stops are heavy rail, which in Los Angeles means the Metro B and D Line stations, and commuter rail with at least 72 trains a day. Tier 2 stops are light rail (the A, C, E and K Lines), commuter rail with at least 48 trains a day, and bus rapid transit that meets the state’s definition. Distance is measured in a straight line from the nearest edge of the lot to a pedestrian entrance of the stop.',
        },
        {
          kind: 'table',
          caption: 'The least a city must allow under SB 79 (Gov. Code § 65912.157)',
          head: ['Stop and distance', 'Height', 'Homes per acre', 'Residential floor-area ratio'],
          rows: [
            ['Tier 1, within 200 ft', '95 ft', '160', '4.5'],
            ['Tier 1, within ¼ mile', '75 ft', '120', '3.5'],
            ['Tier 1, ¼ to ½ mile', '65 ft', '100', '3.0'],
            ['Tier 2, within 200 ft', '85 ft', '140', '4.0'],
            ['Tier 2, within ¼ mile', '65 ft', '100', '3.0'],
            ['Tier 2, ¼ to ½ mile', '55 ft', '80', '2.5'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Being within 200 ft of a pedestrian entrance (the law’s “adjacent”) adds 20 ft, 40 homes per acre and 1.0 of floor-area ratio to the quarter-mile row of either tier. The outer band, from a quarter to half a mile, applies only in cities of 35,000 people or more, which includes Los Angeles. The Tier 1 adjacent floor-area figure of 4.5 comes from a transcription of the chaptered table rather than the statute text we read.',
        },
        {
          kind: 'paragraph',
          text: 'A project has to be real housing: at least 5 homes and at least 30 homes per acre (or the local minimum, if higher), homes averaging 1,750 net habitable sq ft or less, at least two thirds of the floor area residential, and no hotel or other short-stay lodging. No parking minimum applies, because every TOD stop is a major transit stop under AB 2097. SB 79’s density can also serve as the base for a state density bonus, and a Tier 1 project within a quarter mile that reaches 90 homes per acre earns additional density-bonus concessions if it meets the bonus law’s own tests.',
        },
        {
          kind: 'paragraph',
          text: 'Projects of more than 10 homes must include affordable homes: the local inclusionary share where one applies, otherwise 7 % for extremely low income, 10 % for very low income, or 13 % for lower income households. Buildings taller than 85 ft must meet labor standards.',
        },
      ],
    },
    {
      id: 'who-qualifies',
      heading: 'Who qualifies',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'The city is in an urban transit county, one with more than 15 passenger rail stations. Los Angeles County qualifies.',
            'The lot is within ½ mile of a Tier 1 or Tier 2 TOD stop, measured from its nearest edge to a pedestrian entrance.',
            'It is zoned residential, mixed-use or commercial. Industrial and manufacturing zones are excluded.',
            'In Los Angeles, the City has not exempted the lot, permanently or temporarily (see below). The City’s ZIMAS map shows each lot’s SB 79 status.',
            'Within the last 7 years, no two or more rent- or price-controlled homes on the site were occupied by tenants or demolished. Otherwise the project must replace protected homes under SB 330.',
            'The project has at least 5 homes and at least 30 homes per acre, homes averaging 1,750 net habitable sq ft or less, at least two thirds residential floor area, and no hotel use.',
            'Above 10 homes, it includes the affordable share: 7 % extremely low income, 10 % very low income or 13 % lower income, unless a local inclusionary rule applies instead.',
            'The project is proposed on or after July 1, 2026, when SB 79 began to apply in cities.',
          ],
        },
        {
          kind: 'callout',
          tone: 'verify',
          title: 'Not yet confirmed: which Los Angeles lots are exempt',
          text: 'Los Angeles’s phased-implementation ordinance (No. 188968, in force June 30, 2026) exempts many sites until a year after the City adopts its next housing element. A May 2026 snapshot of the City’s map, reported by an independent audit before the map was final, put 121,519 of 139,450 parcels in Los Angeles TOD zones in the temporary exemption, 2,718 in permanent exclusion, 1,628 in statutory exemption and 13,585 available. The ordinance’s text and the final map are not yet confirmed here. Check your lot’s status on ZIMAS before relying on SB 79.',
        },
        {
          kind: 'callout',
          tone: 'verify',
          title: 'Not yet confirmed: how the affordable share is counted',
          text: 'Sources give the 7, 10 and 13 % as shares “of units”. We apply them to all homes in the project, bonus homes included. Whether Los Angeles’s affordable housing linkage fee can stand in for the on-site homes is also unresolved.',
        },
      ],
    },
    {
      id: 'worked-example',
      heading: 'A worked example: a single-family lot near a subway station',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Take an R1 lot of 7,500 sq ft within a quarter mile of a B Line station (Tier 1), with one owner-occupied house and no rent-controlled units, on a site the City’s map shows as available. Standards are from Gov. Code § 65912.157.',
        },
        {
          kind: 'example',
          title: 'SB 79 on a 7,500 sq ft lot, Tier 1, within ¼ mile',
          facts: [
            { label: 'Zone', value: 'R1-1 (one home by zone)' },
            { label: 'Lot area', value: '7,500 sq ft (0.1722 acre)' },
            { label: 'Stop', value: 'Tier 1 (heavy rail), within ¼ mile' },
            { label: 'Los Angeles status', value: 'Available on the City’s SB 79 map' },
          ],
          steps: [
            'Acres: 7,500 ÷ 43,560 = 0.1722 acre.',
            'Density: 120 homes per acre × 0.1722 = 20.66, rounded down to 20 homes. The zone allows 1, so SB 79’s figure governs.',
            'Minimum: 30 homes per acre × 0.1722 = 5.17, rounded up to 6; the law’s floor of 5 is lower, so at least 6 homes.',
            'Height: 75 ft. Floor area: 3.5 × 7,500 = 26,250 sq ft of residential floor area.',
            'Affordable homes (over 10 homes): 7 % of 20 = 1.4, so 2 extremely-low-income homes; or 10 % of 20 = 2 very-low-income homes; or 13 % of 20 = 2.6, so 3 lower-income homes.',
            'Parking: no minimum (the stop is a major transit stop under AB 2097).',
          ],
          result:
            'Up to 20 homes (at least 6) in a building up to 75 ft tall with 26,250 sq ft of residential floor area, 2 or 3 of them affordable, and no required parking. The R1 zone alone allows one house.',
        },
        {
          kind: 'paragraph',
          text: 'The same lot in each distance band shows how fast the standards fall away from the station:',
        },
        {
          kind: 'table',
          caption: 'SB 79 on a 7,500 sq ft lot (0.1722 acre), rounding down',
          head: ['Stop and distance', 'Homes', 'Height', 'Floor area'],
          rows: [
            ['Tier 1, within 200 ft', '27', '95 ft', '33,750 sq ft'],
            ['Tier 1, within ¼ mile', '20', '75 ft', '26,250 sq ft'],
            ['Tier 1, ¼ to ½ mile', '17', '65 ft', '22,500 sq ft'],
            ['Tier 2, within 200 ft', '24', '85 ft', '30,000 sq ft'],
            ['Tier 2, within ¼ mile', '17', '65 ft', '22,500 sq ft'],
            ['Tier 2, ¼ to ½ mile', '13', '55 ft', '18,750 sq ft'],
          ],
        },
        {
          kind: 'callout',
          tone: 'contested',
          title: 'Read two ways: rounding the density',
          text: 'SB 79 says a city may not impose a maximum density below a figure such as 120 homes per acre. Capping this lot at 20 homes works out to 116 homes per acre, which is below 120, so rounding up to 21 is defensible. No guidance we read settles it. Lotwise shows the rounded-down figure and names the alternative.',
        },
        {
          kind: 'paragraph',
          text: 'For a second example, on an R3 lot a little farther out, read [SB 79 near a rail station, worked through](/blog/sb-79-near-a-rail-station-worked-example).',
        },
      ],
    },
    {
      id: 'common-mistakes',
      heading: 'Common mistakes',
      blocks: [
        {
          kind: 'list',
          items: [
            'Assuming every lot near a station qualifies. In Los Angeles most lots in TOD zones were temporarily exempt in the City’s 2026 snapshot; look up the lot’s status first.',
            'Measuring from the middle of the lot or the middle of the station. The law measures from the nearest edge of the lot to a pedestrian entrance, in a straight line.',
            'Counting an ordinary bus corner. Only bus rapid transit that meets the state’s definition makes a Tier 2 stop. Two busy bus lines crossing may make a major transit stop for parking purposes, but not a TOD stop.',
            'Forgetting industrial zones are out. An M1, M2 or M3 lot next to a station gets nothing from SB 79.',
            'Designing 11 homes without the affordable share. The affordability requirement starts above 10 homes.',
            'Overlooking old tenancies. Two or more rent-controlled homes occupied by tenants in the last seven years take the site out of SB 79.',
            'Planning large units. The average home must stay at 1,750 net habitable sq ft or less.',
            'Going over 85 ft without budgeting for labor standards.',
          ],
        },
      ],
    },
    {
      id: 'dates-and-amendments',
      heading: 'Dates, and Los Angeles’s phased rollout',
      blocks: [
        {
          kind: 'table',
          caption: 'Key dates',
          head: ['Date', 'What happened'],
          rows: [
            ['October 10, 2025', 'SB 79 signed'],
            [
              'June 30, 2026',
              'Los Angeles Ordinances 188967 (Low-Rise incentives) and 188968 (SB 79 phased implementation) take effect; City Planning publishes SB 79 and Low-Rise maps on ZIMAS',
            ],
            ['July 1, 2026', 'SB 79 applies in cities'],
            [
              'The seventh regional housing-needs cycle',
              'SB 79 applies in unincorporated county areas',
            ],
            [
              'One year after the City’s seventh-cycle housing element',
              'Los Angeles’s temporary exemptions end',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'State law lets a city delay SB 79 on qualifying sites (Gov. Code § 65912.161), exempt some sites permanently (Gov. Code § 65912.160), or adopt a transit-oriented plan of its own approved by the state housing department. As reported from Ordinance 188968, Los Angeles used the first two, and counts a local transit-oriented plan among its reasons for a temporary exemption:',
        },
        {
          kind: 'list',
          items: [
            'Permanent exemptions: sites with no walking path shorter than 1 mile to the stop, and sites in an industrial employment hub (a contiguous employment area of 250 acres or more designated by January 1, 2025).',
            'Temporary exemptions, until a year after the next housing element: four capacity and low-resource criteria (for example, sites already zoned for at least half of SB 79’s density and floor area); sites under a local transit-oriented plan; sites in a Very High Fire Hazard Severity Zone or a State Responsibility Area; sites vulnerable to 1 ft of sea-level rise; and sites with a historic resource on a local register as of January 1, 2025 (Historic-Cultural Monuments and HPOZs).',
            'An alternative: temporarily exempt parcels may use the City’s Low-Rise incentives (Ordinance 188967) instead. Lotwise does not yet compute those.',
          ],
        },
        {
          kind: 'callout',
          tone: 'verify',
          title: 'Not yet confirmed: does the ordinance exempt every parcel for now?',
          text: 'Section 4 of Ordinance 188968, as quoted by others, says that under the City’s incentive programs all parcels in the City are subject to temporarily exempt status. Whether that exempts every parcel today or only makes every parcel eligible to be mapped as exempt is not settled in anything we have read. We read each lot’s status from the City’s map and say so when it is unknown.',
        },
        {
          kind: 'paragraph',
          text: 'Flood zones and hillside areas are not among the City’s temporary-exemption criteria. No flood criterion appears in the summaries of SB 79 we read; a project using the state’s separate streamlining law would face the FEMA conditions of Gov. Code § 65913.4(a)(6). Coastal sites outside the sea-level-rise exemption still need a coastal development permit, and how SB 79 interacts with the Coastal Act is a point we have not confirmed.',
        },
      ],
    },
    {
      id: 'interactions',
      heading: 'How SB 79 fits with the other laws',
      blocks: [
        {
          kind: 'list',
          items: [
            'Base zoning. SB 79 sets a floor, not a ceiling: the lot gets the greater of the local figure and SB 79’s.',
            'State density bonus. SB 79 density can be the base for a density bonus; see the [AB 1287 guide](/ab-1287) for how bonuses stack.',
            'AB 2097. Every TOD stop is a major transit stop, so there is no parking minimum.',
            'CHIP and Low-Rise. Where the City has temporarily exempted a site, its own Mixed Income Incentive Program, as amended by the Low-Rise ordinance, is the local alternative (see [Los Angeles development](/la-development)).',
            'SB 684 and SB 1123. Near a station, a small-lot subdivision of up to ten homes is the smaller, separately owned alternative (see the [comparison guide](/sb-684-1123)).',
            'SB 9 and ADUs. On a single-family lot that SB 79 does not reach, they remain the way to add homes.',
          ],
        },
      ],
    },
  ],
  faq: [
    {
      question: 'Is my lot covered by SB 79?',
      answer:
        'It needs to be within half a mile of a qualifying station, zoned residential, mixed-use or commercial, and, in Los Angeles, not exempted by the City. ZIMAS shows the City’s SB 79 status for each lot; a Lotwise report reads it when the data is available and says so when it is not.',
    },
    {
      question: 'Can I really build 20 homes on a single-family lot?',
      answer:
        'On a 7,500 sq ft lot within a quarter mile of a subway station, yes, if the City’s map shows the lot as available and the site has no protected rent-controlled homes. Without those, the lot keeps its usual options.',
    },
    {
      question: 'Do I have to include affordable homes?',
      answer:
        'Only above 10 homes: 7 % extremely low income, 10 % very low income or 13 % lower income, unless a local inclusionary requirement applies instead.',
    },
    {
      question: 'How much parking must I build?',
      answer:
        'None is required. Parking you choose to build must still meet accessibility and electric-vehicle rules.',
    },
    {
      question: 'My lot is temporarily exempt. What now?',
      answer:
        'The exemption lasts until a year after the City adopts its next housing element. Meanwhile the City’s Low-Rise incentives may apply, as may every other pathway in a Lotwise report.',
    },
  ],
  sources: [
    {
      label: 'Gov. Code § 65912.156 (SB 79 definitions)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65912.156',
    },
    {
      label: 'Gov. Code § 65912.157 (standards near TOD stops)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65912.157',
    },
    {
      label: 'Gov. Code § 65912.160 (permanent exemptions)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65912.160',
    },
    {
      label: 'Gov. Code § 65912.161 (delayed effectuation)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65912.161',
    },
    {
      label: 'Gov. Code § 65863.2 (AB 2097, parking near transit)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65863.2',
    },
    {
      label: 'LA City Planning: Senate Bill 79',
      url: 'https://planning.lacity.gov/resources/senate-bill-sb-79',
    },
    {
      label: 'Los Angeles Ordinance 188968 (SB 79 phased implementation)',
      url: 'https://cityclerk.lacity.org/onlinedocs/2025/25-1083-S4_ord_188968_06-30-26.pdf',
    },
    {
      label: 'Los Angeles Ordinance 188967 (Low-Rise incentives)',
      url: 'https://cityclerk.lacity.org/onlinedocs/2025/25-1083-S3_ord_188967_06-30-26.pdf',
    },
    { label: 'ZIMAS, the City’s zoning map', url: 'https://zimas.lacity.org/' },
  ],
  calculator: {
    pathways: ['sb79', 'la_base_zoning', 'state_density_bonus'],
    fields: [
      'zone',
      'lot_sf',
      'sb79_stop_tier',
      'sb79_dist_band',
      'sb79_la_status',
      'existing_units',
      'rso',
    ],
    example: {
      zone: 'R1',
      lot_sf: 7500,
      sb79_stop_tier: 1,
      sb79_dist_band: 'quarter',
      sb79_la_status: 'available',
      existing_units: 1,
      rso: false,
    },
    reportType: 'multifamily_development_v2',
  },
}
