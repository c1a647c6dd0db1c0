import { STATUS_LABELS } from '#engine'
import type { ContestedReading, Reading } from '#common/report/readings.ts'
import { homesLabel } from '#common/report/labels.ts'
import { ReportSection } from './report-section.tsx'

/** Where the law is read two ways and the figures differ: both, side by side, and why. */
export function ReadingsSection({ readings }: { readings: readonly ContestedReading[] }) {
  return (
    <ReportSection
      id="readings"
      heading="Contested readings"
      lead={
        readings.length === 0
          ? 'No contested or unverified reading of the law changes a figure on this lot.'
          : 'Where the law can be read more than one way and the figures differ, both are shown. The report uses the first; an analyst can switch it.'
      }
    >
      {readings.length > 0 && (
        <ul className="flex flex-col gap-4">
          {readings.map((reading) => (
            <li
              key={`${reading.pathwayId}-${reading.option}`}
              className="rounded-lg border border-gray-200 p-4"
            >
              <p className="text-sm font-medium text-gray-700">
                {reading.pathwayName} ·{' '}
                {reading.kind === 'CONTESTED' ? 'Contested reading' : 'Not yet verified'}
              </p>
              <h3 className="mt-1 font-semibold text-gray-900">{reading.question}</h3>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <ReadingBlock title="This report uses" reading={reading.used} />
                {reading.alternatives.map((alternative) => (
                  <ReadingBlock
                    key={String(alternative.value)}
                    title="The other reading"
                    reading={alternative}
                  />
                ))}
              </div>
              <p className="mt-3 text-gray-800">
                <span className="font-medium">Why they differ: </span>
                {reading.reason}
              </p>
            </li>
          ))}
        </ul>
      )}
    </ReportSection>
  )
}

function ReadingBlock({ title, reading }: { title: string; reading: Reading }) {
  const { figures } = reading
  return (
    <dl className="rounded-md bg-gray-50 p-3">
      <dt className="text-sm text-gray-700">{title}</dt>
      <dd className="font-medium text-gray-900">{reading.label}</dd>
      <dd className="tabular mt-1 text-gray-800">
        {figures.maxUnits === null ? STATUS_LABELS[figures.status] : homesLabel(figures.maxUnits)}
        {figures.maxHeightFt !== null && ` · ${figures.maxHeightFt} ft`}
        {figures.maxFloorAreaSf !== null &&
          ` · ${Math.round(figures.maxFloorAreaSf).toLocaleString('en-US')} sq ft`}
        {figures.parkingMin !== null && ` · ${figures.parkingMin} parking`}
      </dd>
    </dl>
  )
}
