// The report page's map of its lot: the home page's map, centred on the lot, with the legend
// and the sentence about the nearest major transit stop that the drawn map prints (decision 406).
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { api, unwrap } from '../../lib/api-client.ts'
import { MapArea, MapLegend } from './map-area.tsx'
import { LAYERS_SHOWN_AT_START } from './map-layers.ts'

/**
 * A report's lot on the interactive map, with the overlays' legend and the nearest major stop.
 * Where the lot has no place the server can give, or the browser cannot draw maps, the map the
 * server draws (`drawn`) stands in.
 */
export function ReportLotMap({
  reportId,
  address,
  drawn,
}: {
  reportId: string
  address: string
  drawn: ReactNode
}) {
  const [shownLayers, setShownLayers] = useState(LAYERS_SHOWN_AT_START)
  const place = useQuery({
    queryKey: ['reports', 'lot-place', reportId],
    queryFn: async () =>
      unwrap(await api.reports[':id']['lot-place'].$get({ param: { id: reportId } })),
    retry: false,
  })
  if (place.isError) return drawn
  return (
    <div className="max-w-3xl">
      <MapArea
        className="h-[22rem] md:h-[26rem]"
        label={`Map of ${address} among its neighbouring lots`}
        selectedApn={place.data?.apn ?? null}
        focus={place.data ? { lat: place.data.lat, lon: place.data.lon } : null}
        shownLayers={shownLayers}
        unsupportedMessage={null}
        fallback={drawn}
      />
      {place.data && <p className="mt-2 text-sm text-gray-800">{place.data.stopCaption}</p>}
      <MapLegend className="mt-4" shown={shownLayers} onChange={setShownLayers} />
    </div>
  )
}
