import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'

/** A page's content column with its heading. */
export function Page({
  heading,
  lead,
  children,
  width = 'prose',
}: {
  heading: ReactNode
  lead?: ReactNode
  children?: ReactNode
  width?: 'prose' | 'wide'
}) {
  return (
    <div
      className={cn('mx-auto px-4 py-10 sm:py-14', width === 'prose' ? 'max-w-3xl' : 'max-w-6xl')}
    >
      <h1 className="text-3xl font-semibold tracking-tight text-gray-900 sm:text-4xl">{heading}</h1>
      {lead && <p className="mt-4 text-lg text-gray-700">{lead}</p>}
      {children && <div className="mt-8">{children}</div>}
    </div>
  )
}

/** Headed sections of running text. */
export function Prose({
  sections,
}: {
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>
}) {
  return (
    <div className="flex flex-col gap-8">
      {sections.map((section) => (
        <section key={section.heading}>
          <h2 className="text-xl font-semibold text-gray-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-gray-800">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  )
}
