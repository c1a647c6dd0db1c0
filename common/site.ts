// Facts about the site itself, shared by the pages, the metadata and the emails.
const REVIEW_TURNAROUND = 'within two business days'

export const SITE = {
  name: 'Lotwise',
  tagline: 'Property development reports and zoning insights made simple in California.',
  contactEmail: 'hello@lotwise.app',
  /**
   * How soon an ordered report is reviewed (decision 330). The preliminary analysis is ready at
   * once (PRODUCT.md: "The owner sees it immediately"); this is the analyst's review after it.
   */
  reviewTurnaround: REVIEW_TURNAROUND,
  /**
   * What the review of an ordered report does, said before it is done: a report is called
   * verified only when its review settles every open fact (decision 595), so nothing promises
   * that it will be (decision 627).
   */
  reviewPromise: `An analyst reviews it and publishes the report ${REVIEW_TURNAROUND}, with what they confirmed and what they left open.`,
  /** Preview image for social cards, relative to the site root. */
  socialImagePath: '/images/social-card.png',
  logoPath: '/images/logo.svg',
  /**
   * The site's public address (PUBLIC_URL) is a server setting, not a build setting: pages are
   * prerendered with this placeholder where the address belongs, and the server writes the real
   * address into every HTML page it sends.
   */
  publicUrlPlaceholder: '__LOTWISE_PUBLIC_URL__',
  socialLinks: [
    { name: 'Facebook', href: 'https://www.facebook.com/lotwise' },
    { name: 'Instagram', href: 'https://www.instagram.com/lotwise' },
    { name: 'X', href: 'https://x.com/lotwise' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/lotwise' },
    { name: 'YouTube', href: 'https://www.youtube.com/@lotwise' },
    { name: 'TikTok', href: 'https://www.tiktok.com/@lotwise' },
  ],
} as const
