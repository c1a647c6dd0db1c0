import { useParams, type MetaArgs } from 'react-router'
import { toast } from '../lib/toast.ts'
import type { ReportDocument as ReportDocumentContract } from '#common/contracts/report-document.ts'
import type { ReportView } from '#common/contracts/report-document.ts'
import { can, type Actor } from '#common/permissions.ts'
import { useAuth } from '../features/accounts/use-auth.ts'
import { ReportLotMap } from '../features/map/report-lot-map.tsx'
import { ShareButton } from '../features/report-sharing/components/share-dialog.tsx'
import { ReportDocument } from '../features/report-view/components/report-document.tsx'
import { useSaveProforma } from '../features/reports/api/save-proforma.ts'
import { useUpdateReport } from '../features/reports/api/update-report.ts'
import { ReportGate } from '../features/reports/components/report-gate.tsx'
import { RecomputeButton } from '../features/reports/components/recompute-button.tsx'
import { ReportActions, ReportBanners } from '../features/reports/components/report-toolbar.tsx'
import { ReportChangesPanel } from '../features/watch/components/report-changes-panel.tsx'
import { WatchButton } from '../features/watch/components/watch-button.tsx'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Report', path: location.pathname })
}

/** One report, for its owner and for admins (spec §2, §6). */
export default function Report() {
  const { reportId = '' } = useParams()
  const auth = useAuth()
  const actor = auth.status === 'authenticated' ? auth.actor : null
  return (
    <ReportGate id={reportId} actor={actor}>
      {(view, document) => <ReportPage view={view} document={document} actor={actor} />}
    </ReportGate>
  )
}

function ReportPage({
  view,
  document,
  actor,
}: {
  view: ReportView
  document: ReportDocumentContract
  actor: Actor
}) {
  const saveProforma = useSaveProforma(view.report.id)
  const update = useUpdateReport(view.report.id, {
    onError: (error) => toast.error(error.message),
  })
  return (
    <ReportDocument
      data={document}
      mapSrc={`/api/reports/${view.report.id}/map.svg`}
      interactiveMap={(drawn) => (
        <ReportLotMap reportId={view.report.id} address={document.address} drawn={drawn} />
      )}
      actions={
        <>
          <ReportActions view={view} actor={actor} />
          {can(actor, 'share:report', view.report) && <ShareButton reportId={view.report.id} />}
          {document.apn && <WatchButton apn={document.apn} source="report" signedIn size="sm" />}
        </>
      }
      banner={
        <>
          <ReportBanners view={view} actor={actor} />
          <ReportChangesPanel
            reportId={view.report.id}
            refresh={
              can(actor, 'recompute:report', view.report) && (
                <RecomputeButton reportId={view.report.id} label="Refresh the analysis" />
              )
            }
          />
        </>
      }
      onObjective={
        can(actor, 'update:report', view.report)
          ? (objective) => update.mutate({ objective, expectedUpdatedAt: view.report.updatedAt })
          : undefined
      }
      factsEditor={
        can(actor, 'update:report', view.report) ? `/edit-report/${view.report.id}` : undefined
      }
      onSaveProforma={
        can(actor, 'update:report', view.report)
          ? async (assumptions) => {
              await saveProforma.mutateAsync({
                assumptions,
                expectedUpdatedAt: view.report.updatedAt,
              })
            }
          : undefined
      }
    />
  )
}
