// The content security policy refuses eval. Zod would try `new Function` once to speed up
// object parsing and fall back when refused; the refused attempt still shows as a policy
// violation in the browser. Turning its compilation off avoids the attempt altogether.
import { z } from 'zod'

z.config({ jitless: true })
