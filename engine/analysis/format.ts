// Numbers and dates as a reader expects them in messages: "1,005,000", "0.17", "July 1, 2026".
// Figures themselves stay numbers in structured fields.

/** Beyond this, digits stop meaning anything to a reader; inputs are bounded far below it. */
const LARGEST_GROUPED = 1e15

/** "12500" → "12,500"; "0.1722" → "0.17" (two decimals at most); for messages only. */
export function formatNumber(value: number): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value)
  if (!Number.isFinite(value) || Math.abs(value) >= LARGEST_GROUPED) return String(value)
  const hundredths = Math.round(Math.abs(value) * 100)
  const digits = String(Math.floor(hundredths / 100))
  let text = digits
  if (digits.length > 3) {
    const head = digits.length % 3 || 3
    text = digits.slice(0, head)
    for (let index = head; index < digits.length; index += 3)
      text += `,${digits.slice(index, index + 3)}`
  }
  const fraction = hundredths % 100
  if (fraction !== 0)
    text += fraction % 10 === 0 ? `.${fraction / 10}` : `.${fraction < 10 ? '0' : ''}${fraction}`
  return value < 0 && hundredths !== 0 ? `-${text}` : text
}

/** "1 home", "3 homes". */
export function homes(count: number): string {
  return `${formatNumber(count)} home${count === 1 ? '' : 's'}`
}

/** A figure under one reading, as a sentence: "9 homes.", "Not available." */
export function describeHomes(result: number | 'unlimited' | null): string {
  if (result === null) return 'Not available.'
  return result === 'unlimited' ? 'No fixed limit on homes.' : `${homes(result)}.`
}

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
