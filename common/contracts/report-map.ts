// Where a report's lot is, for the report page's interactive map: the map draws the lots and
// overlays from the tiles, and this adds what the tiles cannot say, the lot's middle and the
// nearest major transit stop with its straight-line distance (the same stop as the drawn map's).
import { z } from 'zod'

export const LotPlaceSchema = z.object({
  apn: z.string(),
  lat: z.number(),
  lon: z.number(),
  stop: z
    .object({
      name: z.string(),
      lat: z.number(),
      lon: z.number(),
      /** "0.3 mi", or feet under a tenth of a mile. */
      distance: z.string(),
    })
    .nullable(),
  /** "Nearest major transit stop: …, 0.3 mi in a straight line.", as under the drawn map. */
  stopCaption: z.string(),
})

export type LotPlace = z.infer<typeof LotPlaceSchema>
