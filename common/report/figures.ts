// A pathway's figures in words for the report's tables: units first, then the standard.
// Numbers are written by the engine's formatter, as in its own messages, not with Intl: the first
// Intl formatter a page builds loads locale data, and a guide's calculator shows these figures as
// the page loads.
import { homesLabel } from './labels.ts'
import { aduMixOf } from '#proforma'
import {
  formatNumber,
  formatSqFt,
  type AffordableRequirement,
  type Analysis,
  type PathwayResult,
} from '#engine'

/**
 * The homes a pathway itself allows. ADUs add to the homes already on the lot (or to a proposed
 * building), and the summary counts the whole lot, so their cell names that total too: "2 homes"
 * beside "7 homes" in the summary read as a contradiction. The law's ceiling, with the ADU
 * conversions it counts in space the owner has stated and in space the records do not show each
 * said to be such (decisions 842, 865): the headline and the money table leave the latter out.
 */
export function formatHomes(
  result: Pick<PathwayResult, 'id' | 'maxUnits' | 'details'>,
  ranking: Analysis['summary']['ranking'],
): string {
  const own = homesLabel(result.maxUnits)
  const onLot = ranking.find((entry) => entry.id === result.id)?.totalUnits
  const mix = aduMixOf(result)
  const inSpace = [
    mix && mix.stated > 0 ? `${mix.stated} of them in space the owner has stated` : null,
    mix && mix.unrecorded > 0
      ? `${mix.unrecorded} ${mix.stated > 0 ? '' : 'of them '}only in space not used as living space, which the records do not show`
      : null,
  ].filter((part) => part !== null)
  const added = inSpace.length === 0 ? `${own} added` : `${own} added (${inSpace.join('; ')})`
  return typeof onLot === 'number' && onLot !== result.maxUnits
    ? `${added}, ${onLot} on the lot`
    : own
}

export function formatHeight({ maxHeightFt, maxStories }: PathwayResult): string {
  if (maxHeightFt === null && maxStories === null) return '—'
  const stories =
    maxStories === null ? '' : `${maxStories} ${maxStories === 1 ? 'story' : 'stories'}`
  if (maxHeightFt === null) return stories
  return stories ? `${formatNumber(maxHeightFt)} ft, ${stories}` : `${formatNumber(maxHeightFt)} ft`
}

export function formatFloorArea({ maxFloorAreaSf, far }: PathwayResult): string {
  if (maxFloorAreaSf === null && far === null) return '—'
  const ratio = far === null ? '' : `FAR ${formatNumber(far)}`
  if (maxFloorAreaSf === null) return ratio
  const area = formatSqFt(maxFloorAreaSf)
  return ratio ? `${area} (${ratio})` : area
}

export function formatParking({ parkingMin }: PathwayResult): string {
  if (parkingMin === null) return '—'
  return parkingMin === 0
    ? 'None required'
    : `${formatNumber(parkingMin)} ${parkingMin === 1 ? 'space' : 'spaces'}`
}

const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  ELI: 'extremely low income',
  VLI: 'very low income',
  LI: 'lower income',
  MOD: 'moderate income',
}

/** Each way to comply, "or" between them: "1 very low income home (11 %)". */
export function formatAffordable(options: readonly AffordableRequirement[]): string {
  if (options.length === 0) return '—'
  return options
    .map(
      (option) =>
        `${option.units} ${CATEGORY_LABELS[option.category] ?? option.category} ${option.units === 1 ? 'home' : 'homes'} (${formatNumber(option.pct)} %)`,
    )
    .join(' or ')
}

/**
 * A pathway's homes on the parcel card, net of what stands (issue 37, item 2): "7 net new homes,
 * 8 in all"; a pathway that allows no more homes than stand adds none, and says so: "adds no
 * homes: 19 allowed, 42 stand now". `standing` is the analysis's count of the homes that stand
 * (null when not known). Then a pathway that replaces them says "net new homes not known", and
 * one that adds beside them (ADUs) names the homes the engine assumed to stand: its net figure
 * holds only on that assumption, and beside "not known" a bare "3 net new homes, 4 in all" read
 * as a contradiction.
 */
export function netNewHomesWords(
  result: Pick<PathwayResult, 'id' | 'maxUnits'>,
  ranking: Analysis['summary']['ranking'],
  standing: number | null,
): string {
  const ranked = ranking.find((entry) => entry.id === result.id)
  const net = ranked?.netNewUnits ?? null
  const total = ranked?.totalUnits ?? result.maxUnits
  if (total === null) return homesLabel(result.maxUnits)
  if (total === 'unlimited' || net === 'unlimited') return 'no fixed limit on homes'
  if (net === null) return `${homesLabel(total)} in all; net new homes not known`
  if (net === 0 && standing !== null && standing >= total)
    return `adds no homes (${homesLabel(total)} allowed, ${standing} ${standing === 1 ? 'stands' : 'stand'} now)`
  const netWords = `${net} net new ${net === 1 ? 'home' : 'homes'}`
  if (total === net) return netWords
  if (standing === null) {
    const assumed = total - net
    return `${netWords} if ${homesLabel(assumed)} ${assumed === 1 ? 'stands' : 'stand'} now; what stands is not in the records`
  }
  return `${netWords}, ${total} in all`
}
