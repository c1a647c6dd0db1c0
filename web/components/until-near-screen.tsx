import { Suspense, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { useNearScreen } from '../lib/use-near-screen.ts'

/** What the reader put into the stand-in's form fields, by field name, as the fields' text. */
type TypedInput = Map<string, string>

/**
 * Prerendered content whose code is asked for only when the reader comes within a screen of it.
 * Until then React owns the prerendered HTML as it stands (nothing in it is hydrated, so no later
 * render can throw it away, as React does with a boundary still waiting for its code); once near,
 * `children` (lazy) render in its place, the same HTML standing in while their code loads.
 * Rendered anew in the browser (a page reached by a link), `children` render at once.
 *
 * The stand-in's form fields take input once the page's code runs: what the reader types is
 * carried into each copy of the stand-in and, once `children` are drawn, into their fields as the
 * reader's own typing, with the focus back in the field the reader was in (decision 553).
 */
export function UntilNearScreen({ id, children }: { id: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const [prerendered] = useState(() =>
    typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null),
  )
  const [near, setNear] = useState(false)
  // Written as the reader types, read by the stand-ins and the content: one map, kept.
  const [typed] = useState<TypedInput>(() => new Map())
  const focused = useRef<string | null>(null)

  useNearScreen(box, prerendered !== null && !near, '100% 0px', () => setNear(true))

  // The box stays one element through every stage, so it hears each field the reader changes
  // or enters, in the stand-in as in the content; from the same commit that lets the stand-in's
  // fields take input (a passive effect may run well after it).
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const record = (event: Event) => {
      const field = event.target
      if (!isField(field) || !field.name) return
      typed.set(field.name, fieldText(field))
    }
    const enter = (event: Event) => {
      focused.current = isField(event.target) ? event.target.name || null : null
    }
    element.addEventListener('input', record)
    element.addEventListener('change', record)
    element.addEventListener('focusin', enter)
    return () => {
      element.removeEventListener('input', record)
      element.removeEventListener('change', record)
      element.removeEventListener('focusin', enter)
    }
  }, [typed])

  useLayoutEffect(() => {
    if (prerendered !== null && !near && box.current) takeInput(box.current, typed)
  }, [prerendered, near, typed])

  if (prerendered !== null && !near) {
    return <div id={id} ref={box} dangerouslySetInnerHTML={{ __html: prerendered }} />
  }
  return (
    <div id={id} ref={box}>
      <Suspense
        fallback={prerendered === null ? null : <StandIn html={prerendered} typed={typed} />}
      >
        {children}
        <CarryOverWhenDrawn box={box} typed={typed} focused={focused} />
      </Suspense>
    </div>
  )
}

/** A fresh copy of the prerendered HTML, with what the reader typed into the one before it. */
function StandIn({ html, typed }: { html: string; typed: TypedInput }) {
  const element = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (element.current) takeInput(element.current, typed)
  }, [typed])
  return <div ref={element} dangerouslySetInnerHTML={{ __html: html }} />
}

/**
 * Drawn with `children` once their code has arrived, and put on the page with them: what the
 * reader typed into the stand-in goes into the content's fields as typing does (the value, then
 * an input or change event), so the content's own handlers take it, whatever state they keep.
 * Done when the content is on the page rather than when React renders it: React may render it a
 * while before it shows it, and the reader may type in between. The field the reader was in has
 * the focus again, the caret at the end.
 */
function CarryOverWhenDrawn({
  box,
  typed,
  focused,
}: {
  box: RefObject<HTMLDivElement | null>
  typed: TypedInput
  focused: RefObject<string | null>
}) {
  useLayoutEffect(() => {
    const content = box.current
    if (!content) return
    const fieldNamed = (name: string) => {
      const found = content.querySelector(`[name="${CSS.escape(name)}"]`)
      return isField(found) ? found : null
    }
    for (const [name, text] of typed) {
      const field = fieldNamed(name)
      if (field && fieldText(field) !== text) typeInto(field, text)
    }
    const active = document.activeElement
    // Only when the focus went with the stand-in: a reader who has moved on keeps their place.
    if (!focused.current || (active && active !== document.body)) return
    const field = fieldNamed(focused.current)
    if (!field) return
    field.focus()
    if (field instanceof HTMLInputElement && field.type === 'text') {
      field.setSelectionRange(field.value.length, field.value.length)
    }
  }, [box, typed, focused])
  return null
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  )
}

/** A field's content as text: a checkbox's is "true" or "false". */
function fieldText(field: Field): string {
  return field instanceof HTMLInputElement && field.type === 'checkbox'
    ? String(field.checked)
    : field.value
}

/**
 * Makes a stand-in's fields take input (the prerendered HTML has them disabled, waiting for the
 * page's code, which is now running) and writes what the reader typed into them.
 */
function takeInput(standIn: HTMLElement, typed: TypedInput) {
  for (const fieldset of standIn.querySelectorAll('fieldset')) fieldset.disabled = false
  for (const field of standIn.querySelectorAll<Field>('input, select, textarea')) {
    const text = typed.get(field.name)
    if (text === undefined) continue
    if (field instanceof HTMLInputElement && field.type === 'checkbox')
      field.checked = text === 'true'
    else field.value = text
  }
}

/**
 * Puts `text` into a field of the page's code as a reader's typing does. React keeps the value
 * it last set on the element, so the value goes in through the element's own setter, which
 * React does not watch, and the event that follows tells React it changed.
 */
function typeInto(field: Field, text: string) {
  if (field instanceof HTMLInputElement && field.type === 'checkbox') {
    // A click toggles it and sends what a reader's click sends.
    field.click()
    return
  }
  const prototype = Object.getPrototypeOf(field) as object
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text)
  const kind = field instanceof HTMLSelectElement ? 'change' : 'input'
  field.dispatchEvent(new Event(kind, { bubbles: true }))
}
