import { useEffect, useId, useRef, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'

/**
 * A modal dialog on the native <dialog> element, which traps focus, closes on Escape and
 * returns focus to the opener by itself.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  wide = false,
}: {
  open: boolean
  onClose: () => void
  title: ReactNode
  children?: ReactNode
  actions: ReactNode
  /** For a form of many fields: wider, and scrolled within the screen's height. */
  wide?: boolean
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className={cn(
        'm-auto rounded-lg border border-gray-200 p-6 shadow-xl backdrop:bg-gray-900/40',
        wide
          ? 'max-h-[calc(100vh-2rem)] w-[min(44rem,calc(100vw-2rem))] overflow-y-auto'
          : 'w-[min(28rem,calc(100vw-2rem))]',
      )}
    >
      <h2 id={titleId} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children && <div className="mt-3 text-gray-700">{children}</div>}
      <div className="mt-6 flex flex-wrap justify-end gap-3">{actions}</div>
    </dialog>
  )
}
