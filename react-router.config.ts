import type { Config } from '@react-router/dev/config'
import { BLOG_POSTS } from './content/blog/posts.ts'
import { PUBLIC_PATHS } from './common/routes.ts'

export default {
  appDirectory: 'web',
  buildDirectory: 'build',
  // No server rendering at run time: public pages are prerendered at build time and the
  // signed-in app is a single-page app served from one fallback HTML file.
  ssr: false,
  prerender: [
    ...PUBLIC_PATHS,
    ...BLOG_POSTS.map((post) => `/blog/${post.id}`),
    // Rendered by the catch-all route; the server sends it with status 404 for unknown addresses.
    '/not-found',
  ],
} satisfies Config
