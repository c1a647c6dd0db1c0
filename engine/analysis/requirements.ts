// What most pathways need before they can count anything: a readable zone covering the whole
// lot, and the lot area. Each helper records the reason when it is missing, in the pathway's own
// words, and hands back what the pathway may use.
import type { ZoneRules } from '../rules/zones.ts'
import type { FailReason } from '../types.ts'
import type { Context } from './context.ts'
import type { PathwayBuilder } from './pathway-builder.ts'

/**
 * The codes `requireZone` records a zone it cannot use under: every pathway's zone criterion
 * claims them beside its own.
 */
export const ZONE_CODES: readonly string[] = [
  'zone_unknown',
  'zone_unreadable',
  'split_zone',
  'not_eligible_zone',
]

const ZONE_UNKNOWN: FailReason = {
  code: 'zone_unknown',
  status: 'unknown',
  fact: 'zone',
  message: 'The zone is not known; the result depends on it.',
}

/** The reason a figure cannot be counted without the lot area; `what` names the figure. */
export function lotAreaUnknown(what = 'the number of homes'): FailReason {
  return {
    code: 'lot_area_unknown',
    status: 'unknown',
    fact: 'lotSf',
    message: `The lot area is not known; ${what} depends on it.`,
  }
}

/**
 * The zone's rules on a lot in one zone, or null after recording why they cannot be used: no
 * zone, an unreadable zone, or a lot split between zones (each governs its own part, so no one
 * zone may stand for the whole lot). With a `law` and the zones it `accepts`: on a split lot
 * whose zones all fall outside the law the pathway fails; otherwise it needs confirmation.
 * (Two arguments rather than one object: nothing to build on each of ~10⁵ analyses a second.)
 */
export function requireZone(
  context: Context,
  pathway: PathwayBuilder,
  law?: string,
  accepts?: (zone: ZoneRules) => boolean,
): ZoneRules | null {
  const zoning = context.zoning
  if (zoning === undefined) {
    pathway.add(ZONE_UNKNOWN)
    return null
  }
  if (!zoning.split) {
    if (context.zone) return context.zone
    pathway.unknown(
      'zone_unreadable',
      'zone',
      `We could not read the zone "${zoning.parts[0]?.label ?? ''}"; check it on ZIMAS.`,
    )
    return null
  }
  const names = zoning.parts.map((part) => part.label).join(' and ')
  if (zoning.parts.some((part) => part.rules === null)) {
    pathway.unknown('zone_unreadable', 'zone', `We could not read every zone of ${names}.`)
    return null
  }
  const accepted = accepts
    ? zoning.parts.filter((part) => part.rules && accepts(part.rules))
    : zoning.parts
  if (law && accepted.length === 0) {
    pathway.fail(
      'not_eligible_zone',
      'zone',
      `The lot is split between ${names}, and ${law} applies in none of them.`,
    )
  } else if (law && accepted.length < zoning.parts.length) {
    pathway.conditional(
      'split_zone',
      'zone',
      `The lot is split between ${names}; ${law} applies only in ${accepted.map((part) => part.label).join(' and ')}, and whether it can be used on that part alone is not settled.`,
    )
  } else {
    pathway.conditional(
      'split_zone',
      'zone',
      `The lot is split between ${names}; each zone governs its own part, so this pathway is not computed as if one zone covered the whole lot.`,
    )
  }
  return null
}

/** The lot area, or undefined after recording that it is unknown. */
export function requireLotSf(context: Context, pathway: PathwayBuilder): number | undefined {
  if (context.lotSf === undefined) {
    pathway.add(lotAreaUnknown())
  }
  return context.lotSf
}
