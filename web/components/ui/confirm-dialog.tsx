import type { ReactNode } from 'react'
import { Button } from './button.tsx'
import { Dialog } from './dialog.tsx'

/**
 * Asks before an action that cannot simply be taken back (delete, revoke, cancel): the person
 * keeps what they have, or goes ahead with the red button.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  children,
}: {
  open: boolean
  onClose: () => void
  title: ReactNode
  /** The action, as the button says it: "Delete Screen", "Revoke Key". */
  confirmLabel: string
  cancelLabel?: string
  busy?: boolean
  onConfirm: () => void
  children: ReactNode
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  )
}
