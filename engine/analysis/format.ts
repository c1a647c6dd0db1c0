// Numbers and dates as a reader expects them in messages: "1,005,000", "0.17", "July 1, 2026".
// Figures themselves stay numbers in structured fields.

/** Beyond this, digits stop meaning anything to a reader; inputs are bounded far below it. */
const LARGEST_GROUPED = 1e15

/** "0" to "999", the most common numbers in messages, read from a table. */
const SMALL = Array.from({ length: 1000 }, (_, value) => String(value))
/** "000" to "999": the groups after the first, read from a table rather than padded each time. */
const GROUPS = SMALL.map((text) => text.padStart(3, '0'))
/** ".01" to ".99" with trailing zeros dropped (".5", not ".50"); "" for none. */
const DECIMALS = GROUPS.slice(0, 100).map((digits, hundredths) =>
  hundredths === 0 ? '' : `.${digits.slice(1).replace(/0$/, '')}`,
)

/** "12500" → "12,500"; "0.1722" → "0.17" (two decimals at most); for messages only. */
export function formatNumber(value: number): string {
  if (isInTables(value)) return SMALL[value] as string
  if (!Number.isFinite(value) || Math.abs(value) >= LARGEST_GROUPED) return String(value)
  const hundredths = Math.round(Math.abs(value) * 100)
  const text = `${grouped(Math.floor(hundredths / 100))}${DECIMALS[hundredths % 100]}`
  return value < 0 && hundredths !== 0 ? `-${text}` : text
}

/** 7172.3 → "7,172 sq ft": an area in whole square feet, as the app shows one. */
export function formatSqFt(value: number): string {
  return `${formatNumber(Math.round(value))} sq ft`
}

/** A whole number from 0 to 999: the numbers the tables here are prepared for. */
function isInTables(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < 1000
}

/** A whole number with its thousands grouped: by arithmetic and tables, not string slicing. */
function grouped(whole: number): string {
  if (whole < 1000) return SMALL[whole] as string
  const rest = GROUPS[whole % 1000] as string
  const thousands = Math.floor(whole / 1000)
  return thousands < 1000 ? `${SMALL[thousands]},${rest}` : `${grouped(thousands)},${rest}`
}

/** "1 home", "3 homes"; with a kind, "1 base home", "3 bonus homes". */
export function homes(count: number, kind = ''): string {
  if (kind === '' && isInTables(count)) return HOMES[count] as string
  return writeHomes(count, kind)
}

function writeHomes(count: number, kind: string): string {
  return `${formatNumber(count)} ${kind}home${count === 1 ? '' : 's'}`
}

/** A figure under one reading, as a sentence: "9 homes.", "Not available." */
export function describeHomes(result: number | 'unlimited' | null): string {
  if (result === null) return 'Not available.'
  if (result === 'unlimited') return 'No fixed limit on homes.'
  return isInTables(result) ? (HOMES_SENTENCES[result] as string) : `${writeHomes(result, '')}.`
}

/** "0 homes" to "999 homes", and the same as sentences: counts in messages, read from tables. */
const HOMES = SMALL.map((_, count) => writeHomes(count, ''))
const HOMES_SENTENCES = HOMES.map((text) => `${text}.`)

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "2026-07-01" → "July 1, 2026". */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-')
  return `${MONTHS[Number(month) - 1] ?? month} ${Number(day)}, ${year}`
}
