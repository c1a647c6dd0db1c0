import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { SITE } from '#common/site.ts'
import { MAIN_NAV } from './nav-items.ts'

// The footer links of spec §2.
const GUIDES = [
  { label: 'Housing Bills', to: '/housing-bills' },
  { label: 'LA Development', to: '/la-development' },
  { label: 'SB 684 Guide', to: '/sb-684' },
  { label: 'SB 1123 Guide', to: '/sb-1123' },
  { label: 'SB 684/1123', to: '/sb-684-1123' },
] as const

const LEGAL = [
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Resources', to: '/resources' },
] as const

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-semibold text-brand-900">{SITE.name}</p>
          <p className="mt-2 text-gray-700">{SITE.tagline}</p>
        </div>
        <FooterList title="Company">
          {MAIN_NAV.map((item) => (
            <FooterLink key={item.to} to={item.to} label={item.label} />
          ))}
          <li>
            <a
              className="text-gray-700 underline-offset-4 hover:underline"
              href={`mailto:${SITE.contactEmail}`}
            >
              Contact
            </a>
          </li>
        </FooterList>
        <FooterList title="Guides">
          {GUIDES.map((item) => (
            <FooterLink key={item.to} to={item.to} label={item.label} />
          ))}
        </FooterList>
        <FooterList title="Legal">
          {LEGAL.map((item) => (
            <FooterLink key={item.to} to={item.to} label={item.label} />
          ))}
        </FooterList>
      </div>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 border-t border-gray-200 px-4 py-6">
        <p className="text-sm text-gray-700">
          © {SITE.name}. Not legal advice; every figure cites its source.
        </p>
        <ul className="flex flex-wrap gap-4" aria-label="Social media">
          {SITE.socialLinks.map((link) => (
            <li key={link.name}>
              <a
                className="text-sm text-gray-700 underline-offset-4 hover:underline"
                href={link.href}
                rel="noopener noreferrer"
                target="_blank"
              >
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  )
}

function FooterList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-gray-900 uppercase">{title}</h2>
      <ul className="mt-3 flex flex-col gap-2">{children}</ul>
    </div>
  )
}

function FooterLink({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <Link className="text-gray-700 underline-offset-4 hover:underline" to={to}>
        {label}
      </Link>
    </li>
  )
}
