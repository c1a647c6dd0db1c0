import { Suspense, useRef, useState, type ReactNode } from 'react'
import { useNearScreen } from '../lib/use-near-screen.ts'

/**
 * Prerendered content whose code is asked for only when the reader comes within a screen of it.
 * Until then React owns the prerendered HTML as it stands (nothing in it is hydrated, so no later
 * render can throw it away, as React does with a boundary still waiting for its code); once near,
 * `children` (lazy) render in its place, the same HTML standing in while their code loads.
 * Rendered anew in the browser (a page reached by a link), `children` render at once.
 */
export function UntilNearScreen({ id, children }: { id: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const [prerendered] = useState(() =>
    typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null),
  )
  const [near, setNear] = useState(false)

  useNearScreen(box, prerendered !== null && !near, '100% 0px', () => setNear(true))

  if (prerendered !== null && !near) {
    return <div id={id} ref={box} dangerouslySetInnerHTML={{ __html: prerendered }} />
  }
  return (
    <div id={id} ref={box}>
      <Suspense
        fallback={
          prerendered === null ? null : <div dangerouslySetInnerHTML={{ __html: prerendered }} />
        }
      >
        {children}
      </Suspense>
    </div>
  )
}
