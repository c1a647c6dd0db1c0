import { defaultObjective } from '#common/report/objectives.ts'
import { Link, useLoaderData, type MetaArgs } from 'react-router'
import { SAMPLE_REPORT } from '#content/sample-report.ts'
import { analyzeParcel } from '#engine'
import { buttonClasses } from '../components/ui/button.tsx'
import { ReportDocument } from '../features/report-view/components/report-document.tsx'
import { deriveReport } from '#common/report/derive-report.ts'
import type { ReportDocumentData } from '#common/report/document-model.ts'
import { pageMeta } from '../lib/meta.ts'

/**
 * Runs when the page is prerendered: the engine computes the sample on the demo parcel's facts
 * (content/sample-report.ts), and the result reaches the browser as loader data.
 */
export function loader() {
  const sample = SAMPLE_REPORT
  const scenario = { analysisDate: sample.analysisDate }
  const analysis = analyzeParcel({ parcel: sample.parcel, scenario })
  const inputs = {
    parcel: sample.parcel,
    scenario,
    options: {},
    factOrigins: sample.factOrigins,
    demoParcel: true,
  }
  const report: ReportDocumentData = {
    address: sample.address,
    apn: sample.apn,
    reportType: sample.reportType,
    status: 'sample',
    analysis,
    inputs,
    derived: deriveReport({
      reportType: sample.reportType,
      address: sample.address,
      analysis,
      inputs,
      proformaAssumptions: {},
    }),
    notes: sample.notes,
    computedAt: null,
    corrections: [],
    proformaAssumptions: {},
    review: null,
    objective: defaultObjective(sample.reportType),
  }
  return { title: sample.title, description: sample.description, report }
}

export function meta({ loaderData, location }: MetaArgs<typeof loader>) {
  return pageMeta({
    title: loaderData?.title,
    description: loaderData?.description,
    path: location.pathname,
  })
}

/** A real report, computed by the engine on a demo parcel, rendered by the report's own sections. */
export default function SampleReport() {
  const { report } = useLoaderData<typeof loader>()
  return (
    <ReportDocument
      data={report}
      banner={
        <p className="max-w-3xl text-gray-800">
          This is what a Lotwise report looks like. It was computed by the same engine that computes
          every report, on a generated demo parcel (not a real property). A real report is then
          checked by an analyst, who confirms the open facts and adds notes.
        </p>
      }
      actions={
        <Link to="/pricing" className={buttonClasses({ variant: 'accent', size: 'sm' })}>
          Order a report
        </Link>
      }
    />
  )
}
