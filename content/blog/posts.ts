// Blog posts. Each is prerendered at /blog/{id}.
export type BlogPost = {
  id: string
  title: string
  description: string
  publishedOn: string
  paragraphs: readonly string[]
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'what-sb-9-means-for-la-homeowners',
    title: 'What SB 9 means for Los Angeles homeowners',
    description:
      'SB 9 lets many single-family lots hold two homes, or be split in two. Here is who qualifies and what usually stops a project.',
    publishedOn: '2026-10-02',
    paragraphs: [
      'Since 2022, California’s SB 9 has let owners of most single-family lots build a second home on the lot, or split the lot into two and build up to two homes on each. The city has to approve a project that meets the law’s objective standards without a public hearing.',
      'Not every lot qualifies. In Los Angeles the law applies to single-family zones such as R1, RS and RE. Lots in a Historic Preservation Overlay Zone, homes under the Rent Stabilization Ordinance, and houses rented to a tenant in the last three years are out.',
      'A lot split has its own tests: each new lot must be at least 1,200 square feet and at least 40 percent of the original lot, and the owner must sign an affidavit to live in one of the homes for three years.',
      'A Lotwise report checks each of these criteria against the public record for your parcel and tells you which ones it could not confirm.',
    ],
  },
  {
    id: 'reading-a-los-angeles-zone-string',
    title: 'How to read a Los Angeles zone string',
    description:
      'A code like [Q]R3-1VL-CPIO packs a zone, a height district and overlays into one line. This guide takes one apart.',
    publishedOn: '2026-10-16',
    paragraphs: [
      'Every parcel in the City of Los Angeles carries a zone string on ZIMAS, the city’s zoning map. It looks cryptic, but it follows a grammar: optional conditions in brackets, the zone class, a height district, and overlays separated by dashes.',
      'Take [Q]R3-1VL-CPIO. The [Q] means the zoning came with permanent qualified conditions that can lower what the zone allows. R3 is the zone class: multiple dwellings at one unit per 800 square feet of lot. 1VL is height district 1, very limited: 45 feet. CPIO names a community plan implementation overlay with its own rules.',
      'The zone class sets density, the height district sets height and floor area, and every condition and overlay can change either. That is why Lotwise parses the whole string and flags each part that needs a closer look.',
    ],
  },
]
