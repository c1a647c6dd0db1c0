import type { Article } from '../types.ts'

export const article: Article = {
  title: 'From a Lot to a Permit: The Development Process in Los Angeles',
  description:
    'The steps from a lot to a building permit in Los Angeles: due diligence, choosing a pathway, ministerial or discretionary review, plan check and permits, and where each California housing law comes in.',
  heading: 'From a lot to a permit',
  lead: 'Every project in Los Angeles passes through the same stages: learn the facts of the lot, choose the legal pathway, get the project approved, then get it through plan check to a building permit. The housing laws matter most at the first two stages, because they decide which approval you need and how long it takes.',
  published: '2026-11-23',
  updated: '2026-11-23',
  sections: [
    {
      id: 'due-diligence',
      heading: 'Step 1: know the lot',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most failed projects fail on a fact nobody checked. Before any design, collect these, with where each comes from:',
        },
        {
          kind: 'table',
          caption: 'The facts that decide which laws apply',
          head: ['Fact', 'Why it matters', 'Where to find it'],
          rows: [
            ['Zone string', 'Zone class, height district, conditions and overlays', 'ZIMAS'],
            [
              'Lot area and dimensions',
              'Every density and lot-split calculation',
              'County Assessor; a survey for the final figure',
            ],
            [
              'General plan land use',
              'A possible higher base density for a density bonus',
              'ZIMAS',
            ],
            [
              'Existing homes, year built, use',
              'Replacement duties and ADU counts',
              'County Assessor, building records',
            ],
            [
              'Rent Stabilization Ordinance status',
              'Rules out SB 9, SB 684, SB 1123 and AB 2011',
              'LA Housing Department',
            ],
            ['Tenant history', 'Look-backs of 3, 5, 7 or 10 years, by law', 'The owner’s records'],
            [
              'Fire zone, fault zone, flood zone, hillside',
              'Exclusions and extra conditions',
              'ZIMAS',
            ],
            ['HPOZ or historic designation', 'Rules out several state paths', 'ZIMAS'],
            [
              'Distance to rail, rapid bus and major bus stops',
              'SB 79 tiers, parking, ADU height',
              'Metro’s published transit data',
            ],
            ['Coastal Zone', 'A coastal development permit on top of everything else', 'ZIMAS'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Tenant history is the fact public data cannot give, and it decides more than any other: a single tenancy in the wrong window closes a state pathway for good. Read [tenant history and the housing laws](/blog/tenant-history-and-california-housing-laws) before anything else. A fact you cannot confirm should be treated as open, not as a yes: a Lotwise report does exactly that, and names what would settle it.',
        },
      ],
    },
    {
      id: 'choosing-a-pathway',
      heading: 'Step 2: choose a pathway',
      blocks: [
        {
          kind: 'paragraph',
          text: 'With the facts in hand, test every pathway on its own: base zoning, the state density bonus (with [AB 1287](/ab-1287)), SB 9, [SB 684](/sb-684), [SB 1123](/sb-1123), ADUs and [SB 1211](/sb-1211), [AB 2011](/ab-2011), [SB 79](/sb-79), and the City’s CHIP programs. The [housing bills hub](/housing-bills) has each in one line.',
        },
        {
          kind: 'list',
          items: [
            'Screen protected housing first. Where rent-stabilised or recently rented homes would be demolished, the state streamlining laws fail outright; base zoning and the density bonus remain, with replacement homes.',
            'Then compare homes allowed. The pathway with the most homes is not always the best: a ministerial path with fewer homes may beat a discretionary one with more, once time and risk are counted.',
            'Check the dates. A law applies from its effective date, and several turn on the application date: SB 1123 from July 1, 2025, AB 2011 as amended by AB 2243 from January 1, 2025, SB 79 from July 1, 2026; TOC closed to new applications on February 11, 2025.',
            'Know which programs combine. A density bonus can sit on SB 79 or AB 2011 density; the legacy TOC program could not be combined with a density bonus; ADUs add to base zoning but count toward the two homes per lot after an SB 9 split.',
          ],
        },
      ],
    },
    {
      id: 'ministerial-or-discretionary',
      heading: 'Step 3: ministerial or discretionary review',
      blocks: [
        {
          kind: 'paragraph',
          text: 'How a project is approved matters as much as what it may contain. Under ministerial review the City checks the project against objective standards, written rules anyone can measure, and must approve a project that meets them. Under discretionary review the City weighs the project, may hold a hearing, and may attach conditions or say no.',
        },
        {
          kind: 'table',
          caption: 'How each pathway is approved',
          head: ['Pathway', 'Review'],
          rows: [
            ['SB 9, SB 684, SB 1123', 'Ministerial, against objective standards'],
            ['ADUs in the state’s guaranteed categories (Gov. Code § 66323)', 'Ministerial'],
            ['AB 2011', 'Streamlined and ministerial, with labor and affordability conditions'],
            [
              'SB 79',
              'Sets standards the City must allow; a streamlined path is available for qualifying projects',
            ],
            [
              'State density bonus',
              'The bonus follows from the set-aside; a requested incentive may be denied only in limited cases, such as harm to a listed historic resource',
            ],
            ['Base zoning within the code', 'Building permit without a planning case'],
            ['Anything needing a zone change, variance or conditional use', 'Discretionary'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'State streamlining laws also stop the City from imposing standards that would physically prevent the homes they allow: setbacks of more than 4 ft for SB 9 and small-lot homes, floor-area floors for SB 684, minimum heights and floor areas for SB 79. Know which standards your pathway overrides before design starts.',
        },
      ],
    },
    {
      id: 'entitlement',
      heading: 'Step 4: entitlement and covenants',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Projects that need a planning approval (a subdivision map for SB 9, SB 684 or SB 1123, a density bonus with incentives, a CHIP project) file with City Planning. Where a project includes affordable homes, it records affordability covenants; under the City’s Resident Protections Ordinance these run for 99 years. Where homes are demolished, replacement homes are part of the approval.',
        },
        {
          kind: 'list',
          items: [
            'SB 9 lot splits need the owner’s affidavit to live in one home for three years.',
            'Density-bonus projects choose their set-aside and incentives at this stage; the bonus percentage follows from the set-aside.',
            'SB 79 and AB 2011 projects confirm the affordable share, and, where they apply, the labor standards.',
            'Coastal Zone projects add a coastal development permit.',
          ],
        },
      ],
    },
    {
      id: 'plan-check-and-permits',
      heading: 'Step 5: plan check and permits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Construction drawings then go to the Department of Building and Safety (LADBS) for plan check: building code, zoning standards, fire and access, and the clearances other departments require. The building permit follows when plan check is complete. Hazard questions the planning stage left open, such as fault, flood or hillside conditions, are settled here with the engineering they require.',
        },
        {
          kind: 'paragraph',
          text: 'Two state rules help at this stage. Within ½ mile of a major transit stop, no parking is required (AB 2097), which often decides whether a small lot works at all. And for ADUs, a garage, carport or uncovered space removed to make room need not be replaced (SB 1211).',
        },
      ],
    },
    {
      id: 'where-each-law-enters',
      heading: 'Where each law enters',
      blocks: [
        {
          kind: 'table',
          caption: 'The laws at each stage',
          head: ['Stage', 'What decides it'],
          rows: [
            [
              'Due diligence',
              'Zone, lot size, tenant look-backs (3, 5, 7, 10 years), RSO, fire and historic status, distance to transit',
            ],
            [
              'Choosing a pathway',
              'Which laws the lot qualifies for, what each allows, and which combine',
            ],
            [
              'Design',
              'The standards each law guarantees: setbacks, heights, floor areas, home sizes',
            ],
            [
              'Approval',
              'Ministerial or discretionary review; set-asides, covenants, replacement homes',
            ],
            [
              'Plan check and permit',
              'Parking (AB 2097), ADU parking replacement (SB 1211), hazard engineering',
            ],
          ],
        },
      ],
    },
    {
      id: 'where-lotwise-fits',
      heading: 'Where Lotwise fits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Lotwise does steps 1 and 2. Search an address or APN on the [home page](/) for a first look; a report then runs every pathway on the parcel’s public record, shows it at once marked preliminary, and an analyst checks the facts and assumptions before publishing it. See [a sample report](/sample-report), [how to read one](/blog/how-to-read-a-lotwise-report) and [what each report costs](/pricing). For the lot-level detail of Los Angeles zoning, read [Los Angeles development](/la-development).',
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'Not legal advice',
          text: 'A report summarises public data and published law. It does not replace a determination by the City or the advice of a licensed professional.',
        },
      ],
    },
  ],
  faq: [
    {
      question: 'Do I need a lawyer or an architect before a report?',
      answer:
        'Not to learn what the lot may allow: that is what the report is for. You will need licensed professionals to design the project and take it through approval.',
    },
    {
      question: 'What makes a project ministerial?',
      answer:
        'The law it uses. SB 9, SB 684, SB 1123, the guaranteed ADU categories and AB 2011 are approved against objective standards, without a discretionary decision.',
    },
    {
      question: 'What is the first thing to check?',
      answer:
        'Who has lived on the lot. Tenant history and rent stabilisation rule out more projects than any zoning rule.',
    },
  ],
  sources: [
    { label: 'ZIMAS, the City’s zoning map', url: 'https://zimas.lacity.org/' },
    { label: 'Los Angeles County Assessor', url: 'https://assessor.lacounty.gov/' },
    { label: 'LA Department of Building and Safety (LADBS)', url: 'https://www.ladbs.org/' },
    {
      label: 'LA Housing Department: Rent Stabilization Ordinance overview',
      url: 'https://housing.lacity.gov/residents/rso-overview',
    },
    {
      label: 'LA City Planning: Housing Element Rezoning Program (CHIP) takes effect',
      url: 'https://planning.lacity.gov/plans-policies/community-plan-update/housing-element-rezoning-program-news/housing-element-0',
    },
    { label: 'LA Metro developer data', url: 'https://developer.metro.net/' },
  ],
}
