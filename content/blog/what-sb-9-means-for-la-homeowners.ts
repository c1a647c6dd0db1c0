import type { BlogPost } from '../types.ts'

export const post: BlogPost = {
  id: 'what-sb-9-means-for-la-homeowners',
  title: 'What SB 9 means for Los Angeles homeowners',
  description:
    'SB 9 lets most single-family lots hold two homes, or be split in two with two homes on each. Who qualifies, the arithmetic of a lot split, and what usually stops a project.',
  heading: 'What SB 9 means for Los Angeles homeowners',
  lead: 'If you own a house on a single-family lot in Los Angeles, SB 9 may let you build a second home beside it, or split the lot in two and end up with as many as four homes. Whether it does depends less on your lot than on who has lived in the house.',
  published: '2026-10-02',
  updated: '2026-11-23',
  tags: ['sb-9', 'single-family', 'lot-split', 'worked-example'],
  sections: [
    {
      id: 'the-short-answer',
      heading: 'The short answer',
      blocks: [
        {
          kind: 'paragraph',
          text: 'SB 9 (2021, in force since January 1, 2022) gives a single-family lot two new options. You can build a second primary home, a two-unit development under Gov. Code § 65852.21. Or you can split the lot into two (an urban lot split under Gov. Code § 66411.7) and build up to two homes on each new lot. With a split, each lot may hold at most two homes, counting any ADU, so the ceiling is four.',
        },
        {
          kind: 'paragraph',
          text: 'The City has to approve a project that meets objective standards. Since SB 450 (January 1, 2025) those standards may not be stricter than the ones for the lot’s own zone.',
        },
      ],
    },
    {
      id: 'does-your-lot-qualify',
      heading: 'Does your lot qualify?',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'The lot is in a single-family zone. In Los Angeles: RA, RE, RS, R1 (and its variations), RU, RZ or RW1. R2 and denser zones are not eligible.',
            'It is not in a Historic Preservation Overlay Zone and is not a Historic-Cultural Monument.',
            'The house is not under the Rent Stabilization Ordinance and carries no affordability covenant.',
            'No tenant has lived there in the last 3 years.',
            'It was not withdrawn from the rental market under the Ellis Act in the last 15 years.',
            'The site is clear of the state’s infill exclusions (wetlands, farmland, protected habitat and the like).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Hazard zones are not automatic refusals. A lot in a Very High Fire Hazard Severity Zone can use SB 9 if it meets the fire-mitigation standards; in Los Angeles that means at least 20 ft of paved street frontage and full fire sprinklers. A July 2025 executive order lets the City suspend SB 9 in the Palisades burn area. Flood zones are allowed under the statute with FEMA compliance, although the City’s SB 9 memo lists floodplains among prohibited sites, so a lot in one deserves an early question to the City.',
        },
      ],
    },
    {
      id: 'a-lot-split-worked-through',
      heading: 'A lot split, worked through',
      blocks: [
        {
          kind: 'example',
          title: 'An R1 lot of 6,000 sq ft, split in half',
          facts: [
            { label: 'Zone', value: 'R1-1' },
            { label: 'Lot area', value: '6,000 sq ft' },
            { label: 'On the lot', value: 'An owner-occupied house, never rented' },
            { label: 'Transit', value: '0.8 mile walk to the nearest major transit stop' },
          ],
          steps: [
            'Each new lot must be at least 1,200 sq ft and at least 40 % of the original: 40 % of 6,000 = 2,400 sq ft, so 2,400 sq ft is the floor.',
            'A 50/50 split gives two lots of 3,000 sq ft, both above 2,400 sq ft.',
            'Each lot may hold two homes, counting any ADU: 2 × 2 = 4 homes.',
            'Parking: at most one space per home, so 4; none if the lot were within ½ mile walking of a major transit stop.',
            'Side and rear setbacks for the new homes: no more than 4 ft. Each home may be at least 800 sq ft.',
          ],
          result:
            'Two lots of 3,000 sq ft with up to four homes, including the existing house if it stays.',
        },
        {
          kind: 'paragraph',
          text: 'The 40 % rule bites on smaller lots. On a 5,000 sq ft lot, 40 % is 2,000 sq ft. A split of 1,950 and 3,050 sq ft fails by 50 sq ft; moving the line to 2,000 and 3,000 passes, and the lot still gets four homes. The smallest lot that can be split at all is 2,400 sq ft, into two lots of 1,200.',
        },
      ],
    },
    {
      id: 'what-the-city-must-allow',
      heading: 'What the City must allow',
      blocks: [
        {
          kind: 'list',
          items: [
            'Two homes of at least 800 sq ft each. Height, lot coverage and floor-area rules apply only as far as they do not prevent that.',
            'Side and rear setbacks of no more than 4 ft, and none for an existing structure or one rebuilt in the same footprint. The front yard follows the zone.',
            'At most one parking space per home, and none within ½ mile walking of a high-quality transit corridor or major transit stop, or within one block of a car-share vehicle.',
            'No right-of-way dedication or off-site improvements as a condition of a lot split; access and utility easements may be required.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Homes built under SB 9 may not be rented for less than 30 days.',
        },
      ],
    },
    {
      id: 'the-owner-occupancy-rule',
      heading: 'The owner-occupancy rule',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A lot split comes with an affidavit: the applicant must intend to live in one of the homes for 3 years. Community land trusts and qualified nonprofits are exempt. The new lot may not itself come from an earlier SB 9 split, and an owner who has split an adjacent lot under SB 9 (alone or with others) may not split this one.',
        },
      ],
    },
    {
      id: 'without-a-split',
      heading: 'Without a split: two homes, or four?',
      blocks: [
        {
          kind: 'callout',
          tone: 'contested',
          title: 'Read two ways: how many homes without a split?',
          text: 'On an unsplit lot SB 9 gives two primary homes. The law lets a city refuse ADUs only when both the two-unit and the lot-split provisions are used together, so on an unsplit lot ADU law still applies. Four homes is therefore a practical total rather than a cap written in the statute, and the exact ADU count depends on whether the two homes count as single-family or multifamily under ADU law: two detached houses are not multifamily in the state housing department’s reading, an attached duplex is.',
        },
      ],
    },
    {
      id: 'what-usually-stops-a-project',
      heading: 'What usually stops a project',
      blocks: [
        {
          kind: 'list',
          items: [
            'A recent tenant. A house rented until two years ago fails the 3-year look-back. Only time fixes this.',
            'Rent stabilisation. An older duplex on an R1 lot, rented out and built before October 1978, is very likely under the Rent Stabilization Ordinance, which rules SB 9 out.',
            'The wrong zone. An R2 lot already allows two homes by zone, but SB 9 itself is not available there.',
            'A historic overlay. HPOZ lots and Historic-Cultural Monuments are excluded in Los Angeles.',
            'A split that misses by a few feet. Check the 40 % rule before drawing the line.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A vacant single-family lot has another option that can allow more homes: [SB 1123](/sb-1123). A house you want to keep can also gain up to three ADUs under ADU law; the [housing bills hub](/housing-bills#adu-law) explains them, and [tenant history and the housing laws](/blog/tenant-history-and-california-housing-laws) explains the look-backs.',
        },
        {
          kind: 'paragraph',
          text: 'A Lotwise single family report checks each of these criteria against the public record for your parcel and tells you which ones it could not confirm. [See what it covers](/pricing).',
        },
      ],
    },
  ],
  sources: [
    {
      label: 'Gov. Code § 65852.21 (two-unit development)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65852.21',
    },
    {
      label: 'Gov. Code § 66411.7 (urban lot split)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66411.7',
    },
    {
      label: 'LA Housing Department: Rent Stabilization Ordinance overview',
      url: 'https://housing.lacity.gov/residents/rso-overview',
    },
  ],
}
