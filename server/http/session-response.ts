// better-auth's get-session answer includes the session token itself. The token lives in an
// HttpOnly cookie precisely so that page scripts cannot read it; the web app never needs it, so
// it is removed before the answer reaches the browser.
export async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json'))
    return response
  const body = (await response.json()) as { session?: { token?: unknown } } | null
  if (body?.session) delete body.session.token
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(body), { status: response.status, headers })
}
