// The calculator's figures in the reader's words: every number grouped in thousands ("275,482")
// and every count agreeing with its noun ("1 home", "2 homes"). Kept out of the component so the
// wording is tested in Node, for every guide's calculator at once.
import { homesLabel } from '#common/report/labels.ts'
import { findSource, formatNumber, type PathwayResult } from '#engine'

/** "1 space", "0 spaces", "12,500 spaces": a count with its noun in agreement. */
export function countOf(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`
}

/** "1 home", "275,482 homes", "no fixed limit on homes". */
export function homesText(count: number | 'unlimited'): string {
  return count === 'unlimited' ? 'no fixed limit on homes' : homesLabel(count)
}

/** One figure of the guide's own pathway, with the rule that says what it is when that matters. */
export type Figure = { readonly label: string; readonly value: string; readonly rule?: string }

/**
 * The figures the pathway has, in order. Parking reads differently by law (the code's minimum, or
 * the most a city may require), so its rule is shown with it.
 */
export function ownFigures(result: PathwayResult): Figure[] {
  const figures: Figure[] = []
  if (result.maxUnits !== null) figures.push({ label: 'Homes', value: homesText(result.maxUnits) })
  if (result.maxHeightFt !== null)
    figures.push({ label: 'Height', value: `${formatNumber(result.maxHeightFt)} ft` })
  if (result.far !== null)
    figures.push({ label: 'Floor-area ratio', value: formatNumber(result.far) })
  if (result.parkingMin !== null) {
    figures.push({
      label: 'Parking',
      value: countOf(result.parkingMin, 'space', 'spaces'),
      rule: findSource(result, 'parkingMin')?.rule,
    })
  }
  return figures
}

/** ", 12 homes" after a neighbouring pathway's status; nothing when it has no count. */
export function otherCount(result: Pick<PathwayResult, 'maxUnits'>): string {
  return typeof result.maxUnits === 'number' ? `, ${homesText(result.maxUnits)}` : ''
}
