// Whether the homes on a lot are under the Los Angeles Rent Stabilization Ordinance, when the
// fact itself is not given. The ordinance covers rental units on a lot with two or more homes
// first occupied on or before October 1, 1978, and replacement units built after July 16,
// 2007; it exempts one detached house that is the only dwelling on its lot (LAMC 151.02, LAHD).
// rules.md §0 presumes coverage for two or more units built before October 1978.
import type { ParcelFacts } from '../types.ts'

export type RentStabilization =
  | { readonly status: 'covered'; readonly presumed: boolean; readonly message: string }
  | { readonly status: 'exempt'; readonly message: string }
  | { readonly status: 'unknown'; readonly message: string }

/** Built before this year, a building predates the October 1978 cutoff. */
const CUTOFF_YEAR = 1978
/** Replacement units built after July 16, 2007 are under the ordinance whatever their age. */
const REPLACEMENT_RULE_YEAR = 2007

const KNOWN_COVERED: RentStabilization = {
  status: 'covered',
  presumed: false,
  message: 'The existing homes are under the Rent Stabilization Ordinance.',
}
const KNOWN_EXEMPT: RentStabilization = {
  status: 'exempt',
  message: 'The existing homes are not under the Rent Stabilization Ordinance.',
}
const NO_HOMES: RentStabilization = {
  status: 'exempt',
  message: 'There are no homes on the lot for the Rent Stabilization Ordinance to cover.',
}
const ONE_HOUSE: RentStabilization = {
  status: 'exempt',
  message:
    'One detached house that is the only home on its lot is outside the Rent Stabilization Ordinance.',
}
const UNCONFIRMED =
  'Check the Rent Stabilization Ordinance status on ZIMAS or with LAHD (the Los Angeles Housing Department).'

/** The ordinance's reach over the lot's homes, from the fact or from what settles it. */
export function rentStabilization(facts: ParcelFacts): RentStabilization {
  if (facts.rso === true) return KNOWN_COVERED
  if (facts.rso === false) return KNOWN_EXEMPT
  const units = facts.existingUnits
  const type = facts.existingUnitType
  if (units === 0 || type === 'none' || (facts.vacant === true && units === undefined))
    return NO_HOMES
  if (type === 'SFD' && (units === undefined || units === 1)) return ONE_HOUSE
  const several = (units !== undefined && units >= 2) || type === 'duplex' || type === 'multifamily'
  if (!several) {
    return {
      status: 'unknown',
      message: `We could not confirm the Rent Stabilization Ordinance status: ${units === 1 ? 'one home is recorded, but not that it is a detached house alone on its lot (a condominium or a lot with a second dwelling is covered)' : 'the number of homes on the lot is not known'}. ${UNCONFIRMED}`,
    }
  }
  // One home recorded beside a type of several (contradicting facts) is not counted in words.
  const homes = units === undefined || units < 2 ? 'The homes' : `The ${units} homes`
  const year = facts.yearBuilt
  if (year === undefined) {
    return {
      status: 'unknown',
      message: `${homes} may be under the Rent Stabilization Ordinance: buildings with two or more homes first occupied by October 1978 are, and the year built is not known. ${UNCONFIRMED}`,
    }
  }
  if (year < CUTOFF_YEAR) {
    return {
      status: 'covered',
      presumed: true,
      message: `${homes} were built in ${year}, before October 1978, so we treat them as under the Rent Stabilization Ordinance (it covers rental homes in such buildings). If LAHD confirms they are exempt, for example never rented, this changes.`,
    }
  }
  if (year > CUTOFF_YEAR && year < REPLACEMENT_RULE_YEAR) {
    return {
      status: 'exempt',
      message: `${homes} were built in ${year}, after the Rent Stabilization Ordinance’s October 1978 cutoff.`,
    }
  }
  return {
    status: 'unknown',
    message:
      year === CUTOFF_YEAR
        ? `${homes} were built in 1978; the Rent Stabilization Ordinance covers them if they were first occupied by October 1, 1978. ${UNCONFIRMED}`
        : `${homes} were built in ${year}: newer buildings are outside the Rent Stabilization Ordinance unless they replaced rent-stabilized homes on the site. ${UNCONFIRMED}`,
  }
}
