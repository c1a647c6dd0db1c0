import type { ReactNode } from 'react'
import { cn } from '../../../lib/cn.ts'

/** One headed section of a report; in print each starts on a new page. */
export function ReportSection({
  id,
  heading,
  lead,
  children,
  className,
}: {
  id: string
  heading: string
  lead?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn('report-section flex flex-col gap-4', className)}
    >
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-semibold text-gray-900">
          {heading}
        </h2>
        {lead && <p className="mt-1 text-gray-700">{lead}</p>}
      </div>
      {children}
    </section>
  )
}
