import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import type { ParcelMatch } from '#common/contracts/parcels.ts'
import { AppError } from '#common/errors.ts'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { cn } from '../../../lib/cn.ts'
import { formatSqFt } from '../../../lib/format.ts'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { useParcelExample } from '../api/get-example.ts'
import { MIN_SEARCH_LENGTH, useParcelSearch } from '../api/search-parcels.ts'
import { announcementText, noMatchText, noticeText, nothingNearText } from '../search-words.ts'

const DEBOUNCE_MS = 250

/**
 * Address or APN search as an ARIA combobox: type, move through matches with the arrow keys,
 * pick with Enter (the first match when none is highlighted) or a click, close with Escape.
 * The number of matches is announced.
 */
export function AddressSearch({ onPick }: { onPick: (match: ParcelMatch) => void }) {
  const hydrated = useHydrated()
  const id = useId()
  const listId = `${id}-list`
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text])

  const search = useParcelSearch(query)
  const example = useParcelExample().data?.example ?? null
  const tooShort = query.length < MIN_SEARCH_LENGTH
  const matches = tooShort ? [] : (search.data?.results ?? [])
  const notice = tooShort ? undefined : search.data?.notice
  const expanded = open && !tooShort && (matches.length > 0 || search.isFetched)
  const activeMatch = expanded ? matches[active] : undefined
  // Enter opens the highlighted match or, with none highlighted, the first (as comboboxes do),
  // once the list answers what is typed. Not when the list offers other house numbers or
  // streets than the ones typed: those are said, never swapped in (decision 185).
  const listAnswersText = query === text.trim() && !search.isPlaceholderData
  const enterMatch =
    activeMatch ?? (expanded && listAnswersText && !notice ? matches[0] : undefined)

  function fillExample(text: string) {
    setText(text)
    setOpen(true)
    setActive(-1)
    inputRef.current?.focus()
  }

  function pick(match: ParcelMatch) {
    setText(match.address ?? match.apn)
    setOpen(false)
    setActive(-1)
    onPick(match)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (matches.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + matches.length) % matches.length)
    } else if (event.key === 'Enter' && enterMatch) {
      event.preventDefault()
      pick(enterMatch)
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false)
      else setText('')
      setActive(-1)
    }
  }

  const error =
    search.error instanceof AppError
      ? search.error.message.replace(/^q: /, '')
      : search.error
        ? 'The search is not answering. Please try again.'
        : null
  const announcement = tooShort
    ? ''
    : search.isFetching
      ? 'Searching…'
      : announcementText(query, matches.length, notice)

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1.5 block font-medium text-gray-900">
        Find a parcel in the City of Los Angeles
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeMatch ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          // A prerendered page is painted before its code runs (decision 193): typing waits for
          // it, so nothing typed in the meantime is lost.
          disabled={!hydrated}
          // The street part alone: the whole address was cut off on a phone ("…, CA 900"), and
          // the hint below gives it in full.
          placeholder={
            example ? `e.g. ${example.address.split(',')[0]}` : 'A street address or an APN'
          }
          className="h-12 w-full rounded-md border border-gray-300 bg-white px-3 pr-10 text-base text-gray-900 placeholder:text-gray-500"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {search.isFetching && !tooShort && (
          <span className="absolute top-1/2 right-3 -translate-y-1/2 text-brand-700">
            <Spinner size="sm" label={null} />
          </span>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-gray-600">
        Type a street address in the City of Los Angeles (house number first or last), a ZIP code or
        an Assessor’s Parcel Number.
        {example && (
          <>
            {' '}
            For example <ExampleButton text={example.address} onUse={fillExample} /> or APN{' '}
            <ExampleButton text={example.apn} onUse={fillExample} />.
          </>
        )}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          {error}
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching parcels"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-80 w-full overflow-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg"
      >
        {notice && matches.length > 0 && (
          <InfoOption className="border-b border-gray-200 text-sm">{noticeText(notice)}</InfoOption>
        )}
        {notice?.kind === 'outside_coverage' && <InfoOption>{noticeText(notice)}</InfoOption>}
        {notice?.kind === 'no_such_number' && matches.length === 0 && (
          <InfoOption>{nothingNearText(notice)}</InfoOption>
        )}
        {matches.length === 0 && search.isFetched && notice === undefined && (
          <InfoOption>{noMatchText(query)}</InfoOption>
        )}
        {matches.map((match, index) => (
          <li
            key={match.apn}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={cn(
              'cursor-pointer px-3 py-2',
              index === active ? 'bg-brand-50' : 'hover:bg-gray-50',
            )}
            // Picking on mouse down keeps the input from losing focus first.
            onMouseDown={(event) => {
              event.preventDefault()
              pick(match)
            }}
          >
            <span className="block font-medium text-gray-900">
              {match.address ?? 'Address not on record'}
            </span>
            <span className="block text-sm text-gray-700">
              APN {match.apn}
              {match.zone ? ` · zone ${match.zone}` : ''}
              {match.lotSf ? ` · ${formatSqFt(match.lotSf)}` : ''}
              {match.isDemo ? ' · demo parcel' : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

function ExampleButton({ text, onUse }: { text: string; onUse: (text: string) => void }) {
  return (
    <button
      type="button"
      className="font-medium text-brand-800 underline underline-offset-4"
      onClick={() => onUse(text)}
    >
      {text}
    </button>
  )
}

/** A line of the list that explains rather than offers a parcel: read out, never picked. */
function InfoOption({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <li
      role="option"
      aria-selected={false}
      aria-disabled="true"
      className={cn('px-3 py-2 text-gray-700', className)}
    >
      {children}
    </li>
  )
}
