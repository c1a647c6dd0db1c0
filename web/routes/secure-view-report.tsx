import { useParams, type MetaArgs } from 'react-router'
import { Button, buttonClasses } from '../components/ui/button.tsx'
import { useAuth } from '../features/accounts/use-auth.ts'
import { ReportDocument } from '../features/report-view/components/report-document.tsx'
import { ReportGate } from '../features/reports/components/report-gate.tsx'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Report (print view)', path: location.pathname })
}

/**
 * The report read-only and ready to print: every pathway open, no controls; the print
 * stylesheet (web/app.css) drops the site's navigation and starts each section on a new page.
 */
export default function SecureViewReport() {
  const { reportId = '' } = useParams()
  const auth = useAuth()
  const actor = auth.status === 'authenticated' ? auth.actor : null
  return (
    <ReportGate id={reportId} actor={actor}>
      {(view, document) => (
        <div>
          <ReportDocument
            data={document}
            print
            mapSrc={`/api/reports/${view.report.id}/map.svg`}
            actions={
              <div className="flex flex-wrap gap-2 print:hidden">
                <Button variant="secondary" size="sm" onClick={() => window.print()}>
                  Print
                </Button>
                <a
                  href={`/api/reports/${view.report.id}/pdf`}
                  className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                >
                  Download PDF
                </a>
              </div>
            }
          />
        </div>
      )}
    </ReportGate>
  )
}
