import { useId, useState, type ReactNode } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { SITE } from '#common/site.ts'
import { cn } from '../../lib/cn.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { buttonClasses } from '../ui/button.tsx'
import { MAIN_NAV } from './nav-items.ts'
import { Logo } from './logo.tsx'

/**
 * Top bar with the main navigation; below 768 px the same items move into a side menu.
 * `account` is what the signed-in state shows (the avatar and Logout, or Sign In), in both.
 */
export function SiteHeader({ account }: { account: ReactNode }) {
  const hydrated = useHydrated()
  const { pathname } = useLocation()
  // The side menu belongs to the page it was opened on, so it closes when the page changes.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null)
  const menuOpen = menuOpenOn === pathname
  const menuId = useId()

  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link
          to="/"
          className="flex items-center gap-2 font-semibold text-brand-900"
          aria-label={`${SITE.name} home`}
        >
          <Logo />
          <span className="text-lg">{SITE.name}</span>
        </Link>
        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 md:flex">
          <SearchLink />
          <NavLinks />
          <Link to="/" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            Home
          </Link>
          {account}
        </nav>
        <div className="ml-auto md:hidden">
          <SearchLink />
        </div>
        <button
          type="button"
          className={cn(buttonClasses({ variant: 'ghost', size: 'sm' }), 'md:hidden')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          // Opening the menu needs the page's code, which runs after the first paint.
          disabled={!hydrated}
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          <MenuIcon open={menuOpen} />
          <span>Menu</span>
        </button>
      </div>
      <nav
        id={menuId}
        aria-label="Main menu"
        hidden={!menuOpen}
        className="border-t border-gray-200 px-4 pb-4 md:hidden"
      >
        <div className="flex flex-col gap-1 pt-2">
          <NavLinks />
          <Link
            to="/"
            className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'justify-start' })}
          >
            Home
          </Link>
          {account}
        </div>
      </nav>
    </header>
  )
}

/** The way into site search (/search), a magnifier with its name for screen readers. */
function SearchLink() {
  return (
    <Link to="/search" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-4-4" />
      </svg>
      <span className="sr-only">Search</span>
    </Link>
  )
}

function NavLinks() {
  return MAIN_NAV.map((item) => (
    <NavLink
      key={item.to}
      to={item.to}
      className={({ isActive }) =>
        cn(
          buttonClasses({ variant: 'ghost', size: 'sm', className: 'justify-start' }),
          isActive && 'bg-brand-50',
        )
      }
    >
      {item.label}
    </NavLink>
  ))
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  )
}
