// better-auth's answers carry the session token itself: sign-in and sign-up at the top level,
// get-session inside `session`, list-sessions on every entry. The token lives in an HttpOnly
// cookie precisely so that page scripts cannot read it; the web app never needs it, so every
// copy is removed before an answer reaches the browser.
function dropTokens(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) dropTokens(item)
    return
  }
  if (typeof value !== 'object' || value === null) return
  const record = value as Record<string, unknown>
  delete record.token
  if (typeof record.session === 'object') dropTokens(record.session)
}

export async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json'))
    return response
  const body: unknown = await response.json()
  dropTokens(body)
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(body), { status: response.status, headers })
}
