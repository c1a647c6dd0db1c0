// Page metadata (spec §2): title, description, canonical link, social preview tags with the
// large-image card, structured data, and `noindex, nofollow` exactly where the spec lists it.
import type { MetaDescriptor } from 'react-router'
import { isNoIndexPath, normalisePath } from '#common/routes.ts'
import { SITE } from '#common/site.ts'
import { absoluteUrl, getPublicUrl } from './public-url.ts'

export type PageMetaInput = {
  /** The page's own title; the site name is appended. */
  title?: string
  description?: string
  /** The current path (from the route's `location`). */
  path: string
  /** Schema.org items describing the page itself (an Article, its FAQ), after the site's own. */
  structuredData?: readonly object[]
}

/** Every meta tag a page needs, from its title, description and path. */
export function pageMeta({
  title,
  description = SITE.tagline,
  path,
  structuredData: pageItems = [],
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title ? `${title} | ${SITE.name}` : `${SITE.name} — ${SITE.tagline}`
  const canonical = absoluteUrl(normalisePath(path))
  const image = absoluteUrl(SITE.socialImagePath)
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { 'script:ld+json': [...structuredData(), ...pageItems] },
  ]
  if (isNoIndexPath(path)) tags.push({ name: 'robots', content: 'noindex, nofollow' })
  return tags
}

/** Schema.org description of the organisation and the site, with its search action. */
function structuredData() {
  const origin = getPublicUrl()
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE.name,
      url: origin,
      logo: `${origin}${SITE.logoPath}`,
      email: SITE.contactEmail,
      sameAs: SITE.socialLinks.map((link) => link.href),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE.name,
      url: origin,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ]
}
