import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  publicDir: 'web/public',
  plugins: [tailwindcss(), reactRouter()],
  server: {
    // `npm run dev`: the API runs beside Vite on port 3000.
    proxy: { '/api': 'http://localhost:3000' },
  },
})
