import { useState, type ReactNode } from 'react'
import { ReportSection } from './report-section.tsx'

const LEAD =
  'The lot among its neighbours, north up, with the nearest major transit stop and its straight-line distance. A dashed outline is an approximate shape: the lot’s outline is not on record, so it is drawn as a rectangle of its width and depth turned to face its street.'

/**
 * The lot among its neighbours: the map the server draws from the parcel records (the same map
 * as the PDF's), or what `interactive` makes of it (the report page's map, which shows the drawn
 * one where the browser cannot draw maps). A lot with no place on record has no map, and the
 * section then leaves itself out.
 */
export function LotMapSection({
  src,
  address,
  interactive,
}: {
  src: string
  address: string
  interactive?: (drawn: ReactNode) => ReactNode
}) {
  const [missing, setMissing] = useState(false)
  if (missing) return null
  const drawn = (
    <img
      src={src}
      width={640}
      height={400}
      alt={`Map of ${address} among its neighbouring lots, with a scale bar, a north arrow and the nearest major transit stop.`}
      className="h-auto w-full max-w-3xl rounded-md border border-gray-300"
      onError={() => setMissing(true)}
    />
  )
  return (
    <ReportSection id="lot-map" heading="Where the lot is" lead={LEAD}>
      {interactive ? interactive(drawn) : drawn}
    </ReportSection>
  )
}
