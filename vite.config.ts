import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

export default defineConfig({
  publicDir: 'web/public',
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    // Zod configured for the browser wherever a page loads it (web/lib/zod.ts, decision 680).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('web/lib/zod.ts', import.meta.url)) },
    ],
  },
  build: {
    rolldownOptions: {
      treeshake: {
        // The engine, the pro forma and the report and contract modules of common/ run nothing
        // when loaded: their top-level code only builds tables and schemas for their exports.
        // Saying so lets the bundler leave out every module whose exports a page does not use,
        // so a page that only reads a report gets the engine's labels, not the engine
        // (decision 321).
        moduleSideEffects: [
          { test: /\/(engine|proforma)\/|\/common\/(report|contracts)\//, sideEffects: false },
        ],
      },
    },
  },
  server: {
    // `npm run dev`: the API runs beside Vite on port 3000.
    proxy: { '/api': 'http://localhost:3000' },
  },
})
