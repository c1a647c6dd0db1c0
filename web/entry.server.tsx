// Pages are rendered on the server only at build time, when the public pages are prerendered
// (`ssr: false` in react-router.config.ts). Each waits for all of its content, lazily loaded
// parts included (a guide's calculator), so the HTML holds the whole page in place: nothing is
// streamed in later behind scripts, and a page is still whole for a reader without JavaScript.
import { renderToReadableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext } from 'react-router'

/** Longer than any page takes to prerender: a page that hangs fails the build instead. */
const PRERENDER_TIMEOUT_MS = 30_000

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  let failed = false
  const stream = await renderToReadableStream(
    <ServerRouter context={context} url={request.url} />,
    {
      signal: AbortSignal.timeout(PRERENDER_TIMEOUT_MS),
      // React moves a large part (over 12,800 bytes by default) to the end of the page and
      // slots it in by script, even when it is ready, so that a streamed page shows sooner;
      // nothing here is streamed, so every part stays where it belongs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failed = true
        console.error(error)
      },
    },
  )
  await stream.allReady
  headers.set('Content-Type', 'text/html')
  return new Response(stream, { headers, status: failed ? 500 : status })
}
