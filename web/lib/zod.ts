// What `import … from 'zod'` means in the web app's build: vite.config.ts points 'zod' here, so
// zod is configured wherever a page first loads it, and only pages that validate something
// load it; the app shell does not (decision 680).
//
// The content security policy refuses eval. Zod would try `new Function` once to speed up
// object parsing and fall back when refused; the refused attempt still shows as a policy
// violation in the browser. Turning its compilation off avoids the attempt altogether.
import { config } from 'zod/v4'

config({ jitless: true })

export * from 'zod/v4'
