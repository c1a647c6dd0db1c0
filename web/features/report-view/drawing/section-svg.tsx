// The section: the lot cut from the street to the rear, the height limit and the buildable
// volume with its stories, drawn to the same scale both ways. A pure function of the envelope.
import { STORY_HEIGHT_FT, type Envelope } from '#common/report/envelope.ts'
import { CANVAS, Dimension, Drawing, feet, type DrawingSize } from './drawing-kit.tsx'

export function SectionSvg({
  envelope,
  size,
  id,
}: {
  envelope: Envelope
  size: DrawingSize
  id: string
}) {
  const { width: canvasWidth, maxHeight, font } = CANVAS[size]
  const { lot, yards, footprint, heightLimitFt, volumes } = envelope
  const tallest = Math.max(
    heightLimitFt ?? 0,
    ...volumes.map((volume) => volume.topFt),
    STORY_HEIGHT_FT,
  )
  const margin = { left: font * 1.5, right: font * 9.5, top: font * 2.5, bottom: font * 4 }
  const pxPerFt = Math.min(
    (canvasWidth - margin.left - margin.right) / lot.depthFt,
    (maxHeight - margin.top - margin.bottom) / tallest,
  )
  const ground = margin.top + tallest * pxPerFt
  const height = ground + margin.bottom
  const x0 = margin.left
  const lotLength = lot.depthFt * pxPerFt
  const start = footprint ? x0 + yards.front.ft * pxPerFt : x0
  const length = footprint ? footprint.depthFt * pxPerFt : 0
  const y = (ft: number) => ground - ft * pxPerFt

  return (
    <Drawing
      id={id}
      width={canvasWidth}
      height={height}
      title={`Section of ${envelope.pathwayName}`}
      description={sectionDescription(envelope)}
    >
      {heightLimitFt !== null && (
        <g>
          <line
            x1={x0}
            y1={y(heightLimitFt)}
            x2={x0 + lotLength}
            y2={y(heightLimitFt)}
            className="stroke-danger-700"
            strokeWidth={1.5}
            strokeDasharray="8 4"
          />
          <text
            x={x0}
            y={y(heightLimitFt) - font * 0.5}
            fontSize={font}
            className="fill-danger-700"
          >
            {`Height limit ${feet(heightLimitFt)}`}
          </text>
        </g>
      )}
      {footprint &&
        volumes.map((volume) => (
          <g key={volume.label}>
            <rect
              x={start}
              y={y(volume.topFt)}
              width={length}
              height={(volume.topFt - volume.baseFt) * pxPerFt}
              className="fill-brand-600 stroke-brand-900"
              strokeWidth={1.5}
            />
            {storyLines(volume.baseFt, volume.topFt, volume.stories).map((ft) => (
              <line
                key={ft}
                x1={start}
                y1={y(ft)}
                x2={start + length}
                y2={y(ft)}
                className="stroke-brand-100"
                strokeDasharray="3 3"
              />
            ))}
            <Dimension
              x1={start + length + font * 0.8}
              y1={y(volume.baseFt)}
              x2={start + length + font * 0.8}
              y2={y(volume.topFt)}
              label={
                volume.stories
                  ? `${feet(volume.topFt - volume.baseFt)}, ${volume.stories} ${volume.stories === 1 ? 'story' : 'stories'}`
                  : feet(volume.topFt - volume.baseFt)
              }
              font={font}
              side="after"
            />
          </g>
        ))}
      <line
        x1={x0 - font}
        y1={ground}
        x2={x0 + lotLength + font}
        y2={ground}
        className="stroke-gray-900"
        strokeWidth={2}
      />
      <Dimension
        x1={x0}
        y1={ground + font * 1.2}
        x2={x0 + lotLength}
        y2={ground + font * 1.2}
        label={`Lot depth ${feet(lot.depthFt)}`}
        font={font}
        side="after"
      />
      <text x={x0} y={ground + font * 3.6} fontSize={font} className="fill-gray-700">
        ← Street
      </text>
      <text
        x={x0 + lotLength}
        y={ground + font * 3.6}
        fontSize={font}
        textAnchor="end"
        className="fill-gray-700"
      >
        Rear →
      </text>
    </Drawing>
  )
}

/** Heights of the floor lines inside a volume: one per story when the stories are known. */
function storyLines(baseFt: number, topFt: number, stories: number | null): number[] {
  if (!stories || stories < 2) return []
  const step = (topFt - baseFt) / stories
  return Array.from({ length: stories - 1 }, (_, index) => baseFt + step * (index + 1))
}

/** The section in words, for readers who cannot see it. */
function sectionDescription({ heightLimitFt, volumes, floorAreaSf }: Envelope): string {
  const limit =
    heightLimitFt === null
      ? 'No height limit is given.'
      : `The height limit is ${feet(heightLimitFt)}.`
  const drawn = volumes
    .map(
      (volume) =>
        `${volume.label}: up to ${feet(volume.topFt)}${volume.stories ? `, ${volume.stories} ${volume.stories === 1 ? 'story' : 'stories'}` : ''}.`,
    )
    .join(' ')
  const area =
    floorAreaSf === null
      ? ''
      : ` Floor area limit: ${Math.round(floorAreaSf).toLocaleString('en-US')} sq ft.`
  return `${limit} ${drawn}${area}`.trim()
}
