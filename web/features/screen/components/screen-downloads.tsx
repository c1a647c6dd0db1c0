import { Link } from 'react-router'
import { priceInWords, type Product } from '#common/orders.ts'
import { buttonClasses } from '../../../components/ui/button.tsx'

/**
 * The screen's downloads (CSV, Excel and a PDF summary), with what they cost: free up to the download price's
 * free rows, bonus credits past them, once for the same lots (decision 416). Without the credits
 * for an unpaid download, the way to get them instead of the links; the server refuses such a
 * download all the same.
 */
export function ScreenDownloads({
  query,
  total,
  paid,
  price,
  bonusCredits,
}: {
  /** The screen as its address holds it. */
  query: string
  total: number
  /** True when this screen's download is already paid for (free again until the data changes). */
  paid: boolean
  /** The `screen_export` price; none: downloads are free. */
  price: Product | undefined
  bonusCredits: number
}) {
  const credits = price?.credits ?? 0
  const freeRows = price?.freeUnits ?? 0
  const costs = !paid && price !== undefined && credits > 0 && total > freeRows
  const lots = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'lot' : 'lots'}`
  const have =
    bonusCredits === 0
      ? 'none'
      : `${bonusCredits} bonus ${bonusCredits === 1 ? 'credit' : 'credits'}`
  // The PDF summary names the first lots only, so it is free at any size.
  const summary = (
    <a
      href={`/api/screen/summary.pdf?${query}`}
      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      download
    >
      Download PDF Summary
    </a>
  )
  if (costs && bonusCredits < credits)
    return (
      <div className="flex flex-col gap-2">
        <p className="text-gray-800">
          Downloading more than {lots(freeRows)} costs {priceInWords(price)}, and you have {have}.{' '}
          <Link to="/pricing#pricing-credit_pack" className="text-brand-800 underline">
            Buy bonus credits
          </Link>
          , or narrow the screen to {lots(freeRows)} or fewer to download it free.
        </p>
        <p>{summary}</p>
      </div>
    )
  return (
    <div className="flex flex-col gap-2">
      {paid && (
        <p className="text-sm text-gray-800">
          You have paid for this download: it downloads again free, in either format, until the data
          changes.
        </p>
      )}
      {costs && (
        <p className="text-sm text-gray-800">
          Downloading these {lots(total)} spends {priceInWords(price)} of your {have}; the same
          screen downloads again free, in either format, until the data changes.
        </p>
      )}
      <p className="flex flex-wrap gap-2">
        {(['csv', 'xlsx'] as const).map((format) => (
          <a
            key={format}
            href={`/api/screen/export?${query}&format=${format}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            download
          >
            {format === 'csv' ? 'Download CSV' : 'Download Excel'}
          </a>
        ))}
        {summary}
      </p>
    </div>
  )
}
