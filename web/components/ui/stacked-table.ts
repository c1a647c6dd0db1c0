// Class names for a table that, on a phone, stacks each row as a card of named figures instead
// of scrolling sideways: the header row hides, each row becomes a two-column grid, its row
// heading spans it, and each cell prints its column's name (from `data-label`) above its value.
// Tailwind finds the classes in this file, so they stay whole strings.

export const STACKED_TABLE = 'max-md:block'
export const STACKED_HEAD = 'max-md:hidden'
export const STACKED_BODY = 'max-md:block'
export const STACKED_ROW = 'max-md:grid max-md:grid-cols-2 max-md:py-2 max-md:first:border-t-0'
export const STACKED_ROW_HEADING = 'max-md:col-span-2'
export const STACKED_CELL =
  'max-md:py-1 max-md:before:block max-md:before:text-xs max-md:before:text-gray-600 max-md:before:content-[attr(data-label)]'
