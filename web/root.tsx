import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type LinksFunction,
  type MetaArgs,
} from 'react-router'
import { AuthWatchers } from './features/accounts/auth-watchers.tsx'
import { FullPageSpinner } from './components/ui/spinner.tsx'
import { Toaster } from './components/ui/toaster.tsx'
import { useAppMonitors } from './lib/app-monitors.ts'
import { pageMeta } from './lib/meta.ts'
import { getPublicUrl } from './lib/public-url.ts'
import { queryClient } from './lib/query-client.ts'
import { RouteErrorBoundary } from './route-error-boundary.tsx'
import appStyles from './app.css?url'
import brandFont from '@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2?url'
import { showsVoiceWidget } from '#common/voice-widget.ts'
import { voiceAgentMeta, VoiceWidget } from './features/voice/voice-widget.tsx'
import { useHydrated } from './lib/use-hydrated.ts'

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: 'any' },
  { rel: 'icon', href: '/images/logo.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/images/apple-touch-icon.png' },
  // Found only once the stylesheet is read otherwise; early, it is there for the first paint.
  { rel: 'preload', href: brandFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: appStyles, precedence: 'default' },
]

/** Defaults for any page that does not describe itself. */
export function meta({ location }: MetaArgs) {
  return pageMeta({ path: location.pathname })
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="public-url" content={getPublicUrl()} />
        <meta name="voice-agent-id" content={voiceAgentMeta()} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppMonitors />
      <AuthWatchers />
      <Outlet />
      <VoiceAssistant />
    </QueryClientProvider>
  )
}

/** Spec §1: the voice assistant on every page but the blog; it is hydrated-only (no HTML). */
function VoiceAssistant() {
  const { pathname } = useLocation()
  const hydrated = useHydrated()
  return hydrated && showsVoiceWidget(pathname) ? <VoiceWidget /> : null
}

function AppMonitors() {
  useAppMonitors()
  return null
}

// Only the app shell (signed-in and sign-in pages) hydrates from this fallback, and the first
// thing those pages do is ask the server for the session.
export function HydrateFallback() {
  return <FullPageSpinner label="Checking your session" />
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return <RouteErrorBoundary error={error} />
}
