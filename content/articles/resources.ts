import type { Article } from '../types.ts'

export const article: Article = {
  title: 'Resources',
  description:
    'The official sources behind Lotwise, linked and grouped: California statutes, City of Los Angeles planning and building pages, the County Assessor, LA Metro and the state housing department, plus our guides.',
  heading: 'Resources',
  lead: 'Every figure on this site comes from a statute, a City document or a public dataset. These are the official places to read them yourself, grouped by who publishes them.',
  published: '2026-11-23',
  updated: '2026-11-23',
  sections: [
    {
      id: 'statutes',
      heading: 'California statutes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Legislature publishes the codes at leginfo.legislature.ca.gov. Each link opens the section as it stands today.',
        },
        {
          kind: 'list',
          items: [
            'SB 9: [Gov. Code § 65852.21](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65852.21) (two homes on a lot) and [Gov. Code § 66411.7](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66411.7) (urban lot split).',
            'SB 684 and SB 1123: [Gov. Code § 66499.41](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66499.41), [§ 65852.28](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65852.28) and [§ 65913.11](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65913.11).',
            'State density bonus and AB 1287: [Gov. Code § 65915](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65915).',
            'ADU law and SB 1211: [Gov. Code § 66314](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66314), [§ 66321](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66321) and [§ 66323](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66323).',
            'AB 2011: [Gov. Code § 65912.101](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65912.101), [§ 65912.121](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65912.121) and [§ 65912.123](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65912.123).',
            'SB 79: [Gov. Code § 65912.156](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65912.156), [§ 65912.157](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65912.157), [§ 65912.160](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65912.160) and [§ 65912.161](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65912.161).',
            'AB 2097: [Gov. Code § 65863.2](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65863.2); the definition of a major transit stop is in [Pub. Res. Code § 21064.3](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PRC&sectionNum=21064.3).',
            'The infill site exclusions several laws share: [Gov. Code § 65913.4](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65913.4); the 30 homes per acre used by SB 684: [Gov. Code § 65583.2](https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65583.2).',
          ],
        },
      ],
    },
    {
      id: 'city-of-los-angeles',
      heading: 'City of Los Angeles',
      blocks: [
        {
          kind: 'list',
          items: [
            '[ZIMAS](https://zimas.lacity.org/), the City’s zoning map: zone strings, general plan land use, overlays, hazard zones and the SB 79 and Low-Rise maps.',
            '[Generalized Summary of Zoning Regulations](https://planning.lacity.gov/zoning/regulations-summary) (CP-7150): density, height, floor area and yards by zone.',
            '[Senate Bill 684](https://planning.lacity.gov/project-review/senate-bill-684): how the City applies small-lot subdivisions.',
            '[Senate Bill 79](https://planning.lacity.gov/resources/senate-bill-sb-79): the City’s page on transit-oriented housing.',
            '[The Housing Element Rezoning Program takes effect](https://planning.lacity.gov/plans-policies/community-plan-update/housing-element-rezoning-program-news/housing-element-0): CHIP and its companion ordinances, from February 11, 2025.',
            'Ordinances [188968](https://cityclerk.lacity.org/onlinedocs/2025/25-1083-S4_ord_188968_06-30-26.pdf) (SB 79 phased implementation) and [188967](https://cityclerk.lacity.org/onlinedocs/2025/25-1083-S3_ord_188967_06-30-26.pdf) (Low-Rise incentives), from the City Clerk.',
            '[Los Angeles Municipal Code](https://codelibrary.amlegal.com/codes/los_angeles/latest/lamc/0-0-0-422835), including the ADU rules in LAMC 12.22 A.33.',
            '[Rent Stabilization Ordinance overview](https://housing.lacity.gov/residents/rso-overview), from the LA Housing Department.',
            '[Department of Building and Safety](https://www.ladbs.org/): plan check and permits.',
            '[GeoHub](https://geohub.lacity.org/), the City’s open-data portal, including the zoning layer.',
            '[planning-entitlements](https://github.com/CityOfLosAngeles/planning-entitlements), a City repository with copies of the TOC Guidelines, the zoning summary and the zoning parser codebooks.',
          ],
        },
      ],
    },
    {
      id: 'county-assessor',
      heading: 'Los Angeles County Assessor',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The [County Assessor](https://assessor.lacounty.gov/) keeps the parcel record: the APN, the lot area, year built, the number of units and the use code. Lot areas there are good for screening; a survey settles the figure for a subdivision.',
        },
      ],
    },
    {
      id: 'metro',
      heading: 'LA Metro',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Metro publishes its rail and bus schedules and stop locations for developers at [developer.metro.net](https://developer.metro.net/), with GIS layers such as the stops served by each line under [GIS data](https://developer.metro.net/gis-data/). Distances to rail stations and frequent bus stops decide SB 79 tiers, AB 2097 parking and ADU heights.',
        },
      ],
    },
    {
      id: 'state-housing-department',
      heading: 'California Department of Housing and Community Development',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The state housing department (HCD) publishes guidance on how the state reads its housing laws, including the ADU Handbook, on its [accessory dwelling units page](https://www.hcd.ca.gov/policy-and-research/accessory-dwelling-units).',
        },
      ],
    },
    {
      id: 'our-guides',
      heading: 'Our guides',
      blocks: [
        {
          kind: 'list',
          items: [
            '[California housing bills](/housing-bills): every law in one line, with SB 9, the state density bonus, ADU law and AB 2097 explained.',
            '[SB 79](/sb-79): taller, denser homes near rail and rapid-bus stations.',
            '[SB 684](/sb-684): up to ten small-lot homes on multifamily land.',
            '[SB 1123](/sb-1123): up to ten homes on a vacant single-family lot.',
            '[SB 684 and SB 1123 compared](/sb-684-1123): which small-lot law fits your lot.',
            '[SB 1211](/sb-1211): more ADUs on apartment and multifamily lots.',
            '[AB 1287](/ab-1287): stacking a second density bonus.',
            '[AB 2011](/ab-2011): housing on commercial corridors.',
            '[Los Angeles development](/la-development): zone classes, height districts, TOC and CHIP.',
            '[From a lot to a permit](/development): the development process, and where each law enters.',
            'The [blog](/blog): worked examples, how to read a report, and what changed this year.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-sources',
      heading: 'How we use these sources',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every figure in a Lotwise guide or report names the rule that produced it and where that rule is written. Some figures rest on secondary sources, such as a law firm’s summary or a third-party transcription, because the primary text could not be read; we say so. Where a figure is not yet confirmed, we mark it “not yet confirmed” and say what would confirm it. Where the law is read more than one way, we mark it “read two ways” and show both answers. If you find a source that settles one of these points, we want to hear about it.',
        },
      ],
    },
  ],
  sources: [
    { label: 'California Legislative Information', url: 'https://leginfo.legislature.ca.gov/' },
    { label: 'ZIMAS', url: 'https://zimas.lacity.org/' },
    { label: 'LA City Planning', url: 'https://planning.lacity.gov/zoning/regulations-summary' },
    { label: 'Los Angeles County Assessor', url: 'https://assessor.lacounty.gov/' },
    { label: 'LA Metro developer data', url: 'https://developer.metro.net/' },
    {
      label: 'California Department of Housing and Community Development',
      url: 'https://www.hcd.ca.gov/policy-and-research/accessory-dwelling-units',
    },
  ],
}
