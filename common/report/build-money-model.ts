// Prices a report's pathways for its money section: at the saved assumptions where the report's
// derivation is made (decision 320), and as the reader types new ones on the report page, which
// loads this when the assumptions are opened to change them (decision 695).
import type { ReportInputs } from '../contracts/reports.ts'
import { formatNumber, type Analysis, type PathwayId } from '#engine'
import {
  computeProforma,
  pathwayFigures,
  sensitivity,
  type Assumptions,
  type LocalFigures,
  type ProformaContext,
  type ProformaResult,
  UNKNOWN_COUNT,
} from '#proforma'
import { FACTS, isFactName, type FactName } from './facts.ts'
import { countedNetNewUnits } from './counted-homes.ts'
import { andList } from './labels.ts'
import type { MoneyModel } from './proforma-model.ts'

/** The light version prices what a single-family owner weighs: ADUs and an SB 9 split. */
const LIGHT_PATHWAYS: readonly PathwayId[] = ['adu', 'sb9']

/**
 * The money section's model. `assumptions` are the saved changes laid over `local`'s defaults
 * (`withChanges(saved, local)`), so the figures and their sources are the same area's.
 */
export function buildMoneyModel(
  analysis: Analysis,
  inputs: ReportInputs,
  pathways: readonly PathwayId[],
  version: 'full' | 'light',
  assumptions: Assumptions,
  local: LocalFigures,
): MoneyModel {
  const chosen = version === 'light' ? LIGHT_PATHWAYS : pathways
  const { parcel } = inputs
  const context: ProformaContext = {
    lotSf: parcel.lotSf ?? null,
    tenure: inputs.scenario.tenure,
    unitMix: inputs.scenario.unitMix,
    emptyLot: parcel.vacant === true || parcel.existingUnits === 0,
    local,
  }
  const { result, missingFacts } = namingMissingFacts(
    computeProforma(
      chosen.map((id) => pathwayFigures(analysis, id)),
      context,
      assumptions,
    ),
    analysis,
  )
  const best = result.pathways[0]
  return {
    result,
    missingFacts,
    floorAreaNotes: floorAreaNotesOf(result, analysis),
    netNewHomes: Object.fromEntries(
      result.pathways.map((pathway) => [
        pathway.pathwayId,
        countedNetNewUnits(analysis, pathway.pathwayId),
      ]),
    ),
    sensitivity:
      version === 'full' && best
        ? sensitivity(pathwayFigures(analysis, best.pathwayId), context, assumptions)
        : null,
  }
}

/**
 * Names the facts an unpriced pathway's count waits on ("homes on the lot now"), and gathers
 * them: a County lot's Single Family Report said only that ADUs rest on "facts not yet known",
 * which told the reader neither what to find out nor that they could give it (issue 37).
 */
function namingMissingFacts(
  result: ProformaResult,
  analysis: Analysis,
): { result: ProformaResult; missingFacts: FactName[] } {
  const missing = new Set<FactName>()
  const unpriced = result.unpriced.map((entry) => {
    if (entry.reason !== UNKNOWN_COUNT) return entry
    const facts = new Set<FactName>()
    for (const reason of analysis.pathways[entry.pathwayId].failReasons)
      if (reason.status === 'unknown' && reason.fact && isFactName(reason.fact))
        facts.add(reason.fact)
    if (facts.size === 0) return entry
    for (const fact of facts) missing.add(fact)
    const labels = [...facts].map((fact) => lowerFirst(FACTS[fact].label))
    return {
      ...entry,
      reason: `its number of homes rests on facts not on record: ${andList(labels)}`,
    }
  })
  return { result: { ...result, unpriced }, missingFacts: [...missing] }
}

/** "Homes on the lot now" as a phrase inside a sentence; "RSO status" keeps its capitals. */
function lowerFirst(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label
}

/**
 * A building is priced at the floor area its homes need, cut to the pathway's limit; a pathway
 * without a limit of its own (a density bonus, AB 2011) prices all of it, which can be far more
 * than the base zone allows. That larger building is not given: it rests on an incentive or a
 * waiver the City grants, so the reader is told how the figure was reached and what it exceeds.
 */
function floorAreaNotesOf(
  result: ProformaResult,
  analysis: Analysis,
): Partial<Record<PathwayId, string>> {
  const base = analysis.pathways.la_base_zoning
  const notes: Partial<Record<PathwayId, string>> = {}
  for (const pathway of result.pathways) {
    const own = analysis.pathways[pathway.pathwayId]
    if (pathway.unitMix === null || own.maxFloorAreaSf !== null || own.far !== null) continue
    const floorAreaSf = Math.round(pathway.grossFloorAreaSf.value)
    const need = `This pathway sets no floor-area limit of its own: ${formatNumber(floorAreaSf)} sq ft is what its ${pathway.units} homes need at the sizes above`
    const baseSf = base.maxFloorAreaSf === null ? null : Math.round(base.maxFloorAreaSf)
    notes[pathway.pathwayId] =
      baseSf !== null && floorAreaSf > baseSf
        ? `${need}, ${(floorAreaSf / baseSf).toFixed(1)} times the ${formatNumber(baseSf)} sq ft the base zone allows. ${BEYOND_BASE}`
        : baseSf !== null
          ? `${need}, within the ${formatNumber(baseSf)} sq ft the base zone allows.`
          : base.far !== null
            ? `${need}; the base zone allows a floor area ratio of ${formatNumber(base.far)}. ${BEYOND_BASE}`
            : `${need}.`
  }
  return notes
}

const BEYOND_BASE =
  'Floor area beyond the base zone’s rests on an incentive or a waiver the City must grant.'
