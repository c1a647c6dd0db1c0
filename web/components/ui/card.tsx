import type { HTMLAttributes, Ref } from 'react'
import { cn } from '../../lib/cn.ts'

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('rounded-lg border border-gray-200 bg-white p-5', className)} {...props} />
  )
}

export function CardTitle({
  as: Heading = 'h2',
  className,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & {
  as?: 'h2' | 'h3' | 'h4'
  ref?: Ref<HTMLHeadingElement>
}) {
  return <Heading className={cn('text-lg font-semibold text-gray-900', className)} {...props} />
}
