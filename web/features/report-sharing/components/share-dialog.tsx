import { lazy, Suspense, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'

/**
 * Making and managing links is code a reader of the report may never run: it is fetched when
 * the dialog first opens, not with the page (decision 680).
 */
const SharePanel = lazy(() => import('./share-panel.tsx'))

/**
 * "Share" beside the report's title: a dialog to make read-only links, copy them, see how often
 * each was opened and turn them off. Shown to the owner and admins (the server checks again).
 */
export function ShareButton({ reportId }: { reportId: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" size="sm" className="print:hidden" onClick={() => setOpen(true)}>
        Share
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Share this report"
        actions={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        }
      >
        {open && (
          <Suspense fallback={<Spinner label="Loading the links" />}>
            <SharePanel reportId={reportId} />
          </Suspense>
        )}
      </Dialog>
    </>
  )
}
