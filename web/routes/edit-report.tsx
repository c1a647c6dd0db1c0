import { Link, useParams, type MetaArgs } from 'react-router'
import { MESSAGES } from '#common/messages.ts'
import { can } from '#common/permissions.ts'
import { Page } from '../components/layout/page.tsx'
import { useAuth } from '../features/accounts/use-auth.ts'
import {
  PreviewHeadline,
  ReportPreview,
} from '../features/report-view/components/report-preview.tsx'
import { ReportEditor } from '../features/reports/components/report-editor.tsx'
import { ReportGate } from '../features/reports/components/report-gate.tsx'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Edit report', path: location.pathname })
}

/** Owners edit their own reports' scenario and notes; analysts any report, facts too (spec §6). */
export default function EditReport() {
  const { reportId = '' } = useParams()
  const auth = useAuth()
  const actor = auth.status === 'authenticated' ? auth.actor : null
  return (
    <ReportGate id={reportId} actor={actor} forbiddenMessage={MESSAGES.reportEditForbidden}>
      {(view, saved) => {
        if (!can(actor, 'update:report', view.report)) {
          return (
            <Page heading="Edit report">
              <p role="alert" className="text-danger-700">
                {MESSAGES.reportEditForbidden}
              </p>
            </Page>
          )
        }
        return (
          <Page
            heading={`Edit: ${view.report.address}`}
            lead={
              <Link to={`/report/${view.report.id}`} className="text-brand-800 underline">
                Back to the report
              </Link>
            }
            width="wide"
          >
            <ReportEditor
              view={view}
              actor={actor}
              renderPreview={({ analysis, inputs }) => (
                <ReportPreview saved={saved} analysis={analysis} inputs={inputs} />
              )}
              renderPreviewHeadline={({ analysis, inputs }) => (
                <PreviewHeadline saved={saved} analysis={analysis} inputs={inputs} />
              )}
            />
          </Page>
        )
      }}
    </ReportGate>
  )
}
