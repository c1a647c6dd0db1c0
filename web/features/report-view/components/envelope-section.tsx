import { STORY_HEIGHT_FT, type Envelope, type FigureOrigin } from '#common/report/envelope.ts'
import type { Analysis } from '#engine'
import { feet } from '../drawing/drawing-kit.tsx'
import { PlanSvg } from '../drawing/plan-svg.tsx'
import { SectionSvg } from '../drawing/section-svg.tsx'
import type { ReportModel } from '#common/report/document-model.ts'
import { ReportSection } from './report-section.tsx'

/**
 * The buildable envelope of the available pathway with the most homes (the engine's
 * recommendation, not the headline's pick by the reader's objective) and of base zoning, to scale.
 */
export function EnvelopeSection({ analysis, model }: { analysis: Analysis; model: ReportModel }) {
  if (model.envelopes.length === 0) return null
  return (
    <ReportSection
      id="envelope"
      heading="Buildable envelope"
      lead={`Drawn to scale from the analysis’s figures: the lot, its yards, the footprint they leave, and the height. Stories are drawn ${STORY_HEIGHT_FT} ft apart where the law sets a height but no story count.`}
    >
      <Legend showsAdu={model.envelopes.some(({ pathwayId }) => pathwayId === 'adu')} />
      {model.envelopes.map(({ pathwayId, outcome }) => (
        <article
          key={pathwayId}
          aria-labelledby={`envelope-${pathwayId}`}
          className="flex flex-col gap-3"
        >
          <h3 id={`envelope-${pathwayId}`} className="text-lg font-semibold text-gray-900">
            {analysis.pathways[pathwayId].name}
            <span className="ml-2 text-sm font-normal text-gray-700">
              {pathwayId === analysis.summary.recommended
                ? 'most homes of the available pathways'
                : 'base zoning'}
            </span>
          </h3>
          {outcome.ok ? (
            <EnvelopeDrawings envelope={outcome.envelope} />
          ) : (
            <p className="text-gray-800">{outcome.reason}</p>
          )}
        </article>
      ))}
    </ReportSection>
  )
}

function EnvelopeDrawings({ envelope }: { envelope: Envelope }) {
  const id = `envelope-${envelope.pathwayId}`
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex flex-col gap-4">
        {(['plan', 'section'] as const).map((view) => (
          <figure key={view} className="flex flex-col gap-1 rounded-lg border border-gray-200 p-3">
            <figcaption className="text-sm font-medium text-gray-800">
              {view === 'plan' ? 'Plan (from above)' : 'Section (from the side)'}
            </figcaption>
            <div className="hidden sm:block print:block">
              {view === 'plan' ? (
                <PlanSvg envelope={envelope} size="wide" id={`${id}-plan-wide`} />
              ) : (
                <SectionSvg envelope={envelope} size="wide" id={`${id}-section-wide`} />
              )}
            </div>
            <div className="sm:hidden print:hidden">
              {view === 'plan' ? (
                <PlanSvg envelope={envelope} size="narrow" id={`${id}-plan-narrow`} />
              ) : (
                <SectionSvg envelope={envelope} size="narrow" id={`${id}-section-narrow`} />
              )}
            </div>
          </figure>
        ))}
      </div>
      <EnvelopeFigures envelope={envelope} />
    </div>
  )
}

const ORIGIN: Readonly<Record<FigureOrigin, string>> = {
  pathway: '',
  base_zoning: ' (base zoning’s)',
  none: ' (none given)',
}

/** The drawing's figures as text, beside it. */
function EnvelopeFigures({ envelope }: { envelope: Envelope }) {
  const { lot, yards, footprint, heightLimitFt, heightOrigin, floorAreaSf, volumes } = envelope
  // A drawn lot is no rectangle: its extent is "at most", and its footprint is given by area.
  const drawn = lot.shape === 'drawn'
  const area = (sf: number) => `${Math.round(sf).toLocaleString('en-US')} sq ft`
  const rows: Array<[string, string]> = [
    [
      'Lot',
      drawn
        ? `${area(lot.areaSf)}, as drawn on the County’s parcel map (${feet(lot.widthFt)} across, ${feet(lot.depthFt)} deep at most)`
        : `${feet(lot.widthFt)} × ${feet(lot.depthFt)} (${area(lot.areaSf)})`,
    ],
    ['Front yard', feet(yards.front.ft) + ORIGIN[yards.front.origin]],
    ['Side yards', feet(yards.side.ft) + ORIGIN[yards.side.origin]],
    ['Rear yard', feet(yards.rear.ft) + ORIGIN[yards.rear.origin]],
    [
      footprint?.name ?? 'Buildable footprint',
      footprint
        ? drawn
          ? area(footprint.areaSf)
          : `${feet(footprint.widthFt)} × ${feet(footprint.depthFt)} (${area(footprint.areaSf)})`
        : 'None',
    ],
    [
      'Height limit',
      heightLimitFt === null ? 'None given' : feet(heightLimitFt) + ORIGIN[heightOrigin],
    ],
    [
      'Floor area limit',
      floorAreaSf === null
        ? 'None given'
        : `${Math.round(floorAreaSf).toLocaleString('en-US')} sq ft`,
    ],
    ...volumes.map((volume): [string, string] => [
      volume.label,
      `${feet(volume.topFt)}${volume.stories ? `, ${volume.stories} ${volume.stories === 1 ? 'story' : 'stories'}` : ''}`,
    ]),
  ]
  return (
    <div className="flex flex-col gap-3">
      <dl className="tabular flex flex-col gap-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex flex-wrap justify-between gap-x-3 border-b border-gray-100 pb-1"
          >
            <dt className="text-gray-700">{label}</dt>
            <dd className="font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {envelope.notes.length > 0 && (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-gray-700">
          {envelope.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

function Legend({ showsAdu }: { showsAdu: boolean }) {
  const items: Array<[string, string]> = [
    ['bg-accent-100 border border-gray-900', 'Lot and required yards'],
    [
      'bg-brand-600 border border-brand-900',
      showsAdu
        ? 'Buildable footprint (for ADUs, where one may stand) and volume'
        : 'Buildable footprint and volume',
    ],
    ['border-t-2 border-dashed border-danger-700', 'Height limit'],
  ]
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-gray-800">
      {items.map(([swatch, label]) => (
        <li key={label} className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block h-3 w-6 ${swatch}`} />
          {label}
        </li>
      ))}
    </ul>
  )
}
