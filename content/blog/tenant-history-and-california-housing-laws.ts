import type { BlogPost } from '../types.ts'

export const post: BlogPost = {
  id: 'tenant-history-and-california-housing-laws',
  title: 'Tenant history decides more than zoning',
  description:
    'Each California housing law looks back at who lived on a site: 3 years for SB 9, 5 for SB 684 and SB 1123, 7 for SB 79, 10 for AB 2011. What each look-back covers, how rent stabilisation fits in, and how to settle the question.',
  heading: 'Tenant history decides more than zoning',
  lead: 'The fact that rules out the most projects is not on any zoning map: whether someone rented housing on the lot, and when. Each state streamlining law protects tenants with a look-back period, and they all differ. Check this before anything else.',
  published: '2026-10-30',
  updated: '2026-11-23',
  tags: ['tenant-protections', 'rent-stabilization', 'sb-9', 'sb-684'],
  sections: [
    {
      id: 'the-look-backs',
      heading: 'The look-backs, side by side',
      blocks: [
        {
          kind: 'table',
          caption: 'What each pathway does with protected housing on the site',
          head: [
            'Pathway',
            'Housing rented to a tenant',
            'Rent-stabilised (RSO) housing',
            'Deed-restricted affordable housing',
          ],
          rows: [
            [
              'SB 9',
              'Excluded if occupied by a tenant in the last 3 years; also excluded if withdrawn under the Ellis Act in the last 15 years',
              'Excluded',
              'Excluded',
            ],
            [
              'SB 684 and SB 1123',
              'Excluded if occupied by a tenant in the last 5 years, even if since emptied or demolished',
              'Excluded',
              'Excluded',
            ],
            [
              'SB 79',
              'Excluded if 2 or more rent- or price-controlled homes were occupied by tenants (or demolished) in the last 7 years',
              'See the previous column; otherwise replaced under SB 330',
              'Replaced under SB 330',
            ],
            [
              'AB 2011',
              'Excluded if occupied by a tenant in the last 10 years',
              'Excluded',
              'Excluded',
            ],
            [
              'Base zoning, density bonus, CHIP',
              'Homes occupied by lower-income households in the last 5 years must be replaced',
              'Allowed with replacement',
              'Allowed only with replacement',
            ],
            [
              'ADUs (including SB 1211)',
              'No effect: ADUs add homes',
              'ADUs may be added',
              'Not applicable',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Two patterns stand out. The state streamlining laws (SB 9, SB 684, SB 1123, AB 2011 and, in its own way, SB 79) simply fail when protected housing is involved: there is no option to replace the homes and proceed. The local and density-bonus pathways stay open but attach a duty to replace the protected homes (Gov. Code § 65915(c)(3); SB 330; the City’s Resident Protections Ordinance).',
        },
      ],
    },
    {
      id: 'a-worked-example',
      heading: 'A worked example: a house rented until two years ago',
      blocks: [
        {
          kind: 'example',
          title: 'One tenancy, four answers',
          facts: [
            { label: 'Lot', value: 'R1, 7,000 sq ft, one house' },
            { label: 'Tenancy', value: 'Rented until two years ago; owner-occupied since' },
            { label: 'RSO', value: 'No (a single-family house)' },
          ],
          steps: [
            'SB 9: two years is inside the 3-year look-back, so SB 9 is out today. It opens again once three years have passed since the tenant left.',
            'SB 1123: the lot is not vacant, and even if the house were demolished, a tenancy within 5 years would keep it ineligible for three more years.',
            'ADUs: unaffected. The lot can add a converted ADU, a junior ADU and a detached ADU now.',
            'Base zoning: unaffected. One house, plus ADUs.',
          ],
          result:
            'Today: ADUs only. In a year: SB 9 as well. In three years: SB 1123, if the lot is vacant by then.',
        },
      ],
    },
    {
      id: 'rent-stabilization',
      heading: 'Rent stabilisation',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Los Angeles’s Rent Stabilization Ordinance (RSO) generally reaches rental properties of two or more units whose certificate of occupancy dates from before October 1, 1978. When the public record does not say, we infer RSO status from exactly those two facts, and say that we did. One RSO unit is enough to rule out SB 9, SB 684, SB 1123 and AB 2011; under SB 79, two or more rent-controlled units occupied by tenants in the last 7 years rule the site out.',
        },
        {
          kind: 'paragraph',
          text: 'That makes the older duplex on a single-family lot a common trap: legal, rented, built in the 1950s, and almost certainly RSO. SB 9 is out, however good the lot looks.',
        },
      ],
    },
    {
      id: 'demolished-and-emptied',
      heading: 'Emptied or demolished housing still counts',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The small-lot laws say so in terms: a tenancy in the last five years counts even if the housing has since been vacated or torn down. SB 79 counts demolished rent-controlled homes the same way. Emptying a building does not restart the clock; only time does.',
        },
      ],
    },
    {
      id: 'settling-the-question',
      heading: 'How to settle the question',
      blocks: [
        {
          kind: 'list',
          items: [
            'Owners: your own leases, rent records and tax returns show whether and when the property was rented.',
            'Buyers: ask the seller for a written tenancy history covering the longest look-back you might use (10 years for AB 2011), and check it against rent registration records.',
            'RSO status: ask the LA Housing Department, which administers the ordinance.',
            'Affordability covenants: a title report shows any recorded covenant.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A Lotwise report never assumes the answer. Where tenant history is unknown it marks every affected pathway as needing confirmation and says what the look-back would change, as in “We could not confirm tenant history. If the property was rented in the last 3 years, SB 9 is not available.” See [how to read a Lotwise report](/blog/how-to-read-a-lotwise-report), and the guides to [SB 684](/sb-684), [SB 1123](/sb-1123), [SB 79](/sb-79) and [AB 2011](/ab-2011) for the other rules of each law.',
        },
      ],
    },
  ],
  sources: [
    {
      label: 'Gov. Code § 66411.7 (SB 9 lot split, tenant and Ellis Act exclusions)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66411.7',
    },
    {
      label: 'Gov. Code § 66499.41 (small-lot subdivisions)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66499.41',
    },
    {
      label: 'Gov. Code § 65915 (density bonus, replacement duty in subdivision (c)(3))',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65915',
    },
    {
      label: 'LA Housing Department: Rent Stabilization Ordinance overview',
      url: 'https://housing.lacity.gov/residents/rso-overview',
    },
  ],
}
