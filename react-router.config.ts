import type { Config } from '@react-router/dev/config'
import { PUBLIC_PAGES } from './content/pages.ts'

export default {
  appDirectory: 'web',
  buildDirectory: 'build',
  // No server rendering at run time: public pages are prerendered at build time and the
  // signed-in app is a single-page app served from one fallback HTML file.
  ssr: false,
  prerender: [
    ...PUBLIC_PAGES.filter((page) => page.prerender).map((page) => page.path),
    // Rendered by the catch-all route; the server sends it with status 404 for unknown addresses.
    '/not-found',
  ],
} satisfies Config
