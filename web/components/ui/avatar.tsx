import { cn } from '../../lib/cn.ts'

const SIZES = { sm: 'size-8 text-sm', lg: 'size-20 text-2xl' } as const

/** A person's picture, or their initials on a coloured disc when there is none. */
export function Avatar({
  name,
  imageUrl,
  size = 'sm',
  className,
}: {
  name: string
  imageUrl?: string | null
  size?: keyof typeof SIZES
  className?: string
}) {
  const classes = cn(
    'inline-flex shrink-0 items-center justify-center rounded-full',
    SIZES[size],
    className,
  )
  if (imageUrl) return <img src={imageUrl} alt="" className={cn(classes, 'object-cover')} />
  return (
    <span aria-hidden="true" className={cn(classes, 'bg-brand-700 font-semibold text-white')}>
      {initials(name)}
    </span>
  )
}

/** "Ana María Pérez" → "AP"; "ana@example.com" → "A". */
export function initials(name: string): string {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1)
  return letters.map((word) => word?.[0]?.toUpperCase() ?? '').join('') || '?'
}
