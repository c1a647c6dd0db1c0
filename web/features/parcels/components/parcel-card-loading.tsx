import { Card } from '../../../components/ui/card.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'

/** A parcel's card while its facts (or the card's own code) are on their way. */
export function ParcelCardLoading() {
  return (
    <Card className="flex items-center gap-3 text-brand-700">
      <Spinner label="Loading the parcel" />
      <span className="text-gray-700">Loading the parcel…</span>
    </Card>
  )
}
