// The only server file the web may import, and only as a type: the API's routes for hono/client.
export type { ApiRoutes as ApiType } from './app.ts'
