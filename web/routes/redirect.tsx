import { redirect, type ClientLoaderFunctionArgs } from 'react-router'
import { findRedirect } from '#common/routes.ts'

/** Client-side twin of the server's redirects, for links followed inside the app. */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const target = findRedirect(new URL(request.url).pathname)
  throw redirect(target?.to ?? '/')
}

export default function Redirecting() {
  return null
}
