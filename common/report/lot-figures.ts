// The pro forma's figures for where a lot is, from the tables of every ZIP and plan area. Apart
// from the money model's words (proforma-model.ts), so that a page showing a report, which reads
// its area's figures from the report document, does not load those tables (decision 860).
import type { FactOrigin, ReportInputs } from '../contracts/reports.ts'
import { localFigures, type LocalFigures, type MarketAreaFrom } from '#proforma'
import { zipOfAddress } from './proforma-model.ts'

/** Who gave a report's market area, as the pro forma names it: a correction is not the record. */
const AREA_FROM: Readonly<Record<FactOrigin['kind'], MarketAreaFrom>> = {
  record: 'record',
  correction: 'analyst',
  owner: 'owner',
}

/**
 * The pro forma's figures for where a report's lot is: its ZIP from the address, its linkage-fee
 * market area from the lot's facts when its ZIMAS record or a correction gives it, named as
 * such, and its community plan area for a lot with neither on record (decisions 570, 591, 780).
 */
export function localFiguresOfLot(
  address: string,
  inputs: Pick<ReportInputs, 'parcel' | 'factOrigins' | 'communityPlanArea'>,
): LocalFigures {
  const origin = inputs.factOrigins.residentialMarketArea
  return localFigures(
    zipOfAddress(address),
    inputs.parcel.residentialMarketArea,
    origin === undefined ? 'record' : AREA_FROM[origin.kind],
    inputs.communityPlanArea ?? null,
  )
}

/** Whose figures price a lot in `zip`, as a table has room to say: "ZIP 90024 figures". */
export function figuresLabel(zip: string | null): string {
  return localFigures(zip).scope === 'zip' ? `ZIP ${zip} figures` : 'City-wide figures'
}
