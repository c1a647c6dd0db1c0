// Class names for a table that, in a narrow space, stacks each row as a card of named figures
// instead of scrolling sideways: the header row hides, each row becomes a two-column grid, its
// row heading spans it, and each cell prints its column's name (from `data-label`) above its
// value. "Narrow" is the table's own container, not the screen: a phone, or the editor's live
// preview beside the form on a wide screen, where a seven-column table was cut off.
// Tailwind finds the classes in this file, so they stay whole strings.

/** On the element around the table: the width the table stacks by. */
export const STACKED_CONTAINER = '@container'
export const STACKED_ROW =
  '@max-4xl:grid @max-4xl:grid-cols-2 @max-4xl:py-2 @max-4xl:first:border-t-0'
export const STACKED_ROW_HEADING = '@max-4xl:col-span-2'
/** The table, its body, and a full-width row or cell (details opened under a row). */
export const STACKED_BLOCK = '@max-4xl:block'
/** The header row, and a cell that holds nothing worth a line when stacked. */
export const STACKED_HIDDEN = '@max-4xl:hidden'
export const STACKED_CELL =
  '@max-4xl:py-1 @max-4xl:before:block @max-4xl:before:text-xs @max-4xl:before:text-gray-600 @max-4xl:before:content-[attr(data-label)]'
