// Three facts about a lot that public parcel data does not record and its owner or title report
// does: private restrictions recorded against it (CC&Rs, an owners' association's rules), the
// area recorded easements take, and whether it drains to a public sewer or a septic system. None
// of them is in the rules document's eligibility lists, so none makes a pathway unavailable; each,
// once stated, becomes a condition to confirm in plain words on every pathway still open. Unknown
// facts add nothing: most lots have no such restriction and the title report settles it.
import type { FailReason, ParcelFacts } from '../types.ts'
import type { Citation } from '../types.ts'
import { criterion, type CriterionRule } from './criteria.ts'
import { formatNumber } from './format.ts'
import type { Context } from './context.ts'
import { CITE } from '../rules/citations.ts'

/** What one pathway says about the owner's statements, prepared once when its module loads. */
export type OwnerSiteChecks = {
  readonly covenants: CriterionRule
  /** Recorded restrictions bind: a court can enforce them whatever the City approves. */
  readonly covenantsBind: FailReason
  /**
   * ADUs only: on a lot zoned single-family, CC&Rs that forbid or unreasonably restrict an ADU
   * are void (Civil Code 714.3 for deeds, 4751 in an owners' association); reasonable ones
   * still apply.
   */
  readonly covenantsVoidForAdus: FailReason | null
  readonly septic: CriterionRule
  readonly onSeptic: FailReason
  readonly easements: CriterionRule
}

type Septic = {
  readonly citation: Citation
  readonly message: string
}

/**
 * What a law says itself about the statements: `septic`, its word on a lot on septic (SB 9 and
 * ADU law let the City ask for a recent percolation test); `adus`, that it builds ADUs, which
 * restrictions on a single-family lot cannot forbid.
 */
export type OwnerSiteLaw = { readonly septic?: Septic; readonly adus?: boolean }

/**
 * The checks for a pathway under `law`, whose first citation is `citation`. Without a word of
 * the law's own, a condition says only what must be confirmed.
 */
export function prepareOwnerSiteChecks(
  law: string,
  citation: Citation,
  { septic, adus = false }: OwnerSiteLaw = {},
): OwnerSiteChecks {
  const septicCitation = septic?.citation ?? citation
  return {
    covenants: criterion(
      'private_restrictions',
      'No recorded CC&Rs or owners’ association rules stop the building',
      adus ? CITE.civCode714_3 : citation,
      ['private_restrictions', 'private_restrictions_reasonable'],
    ),
    covenantsBind: {
      code: 'private_restrictions',
      status: 'conditional',
      fact: 'privateRestrictions',
      message: `CC&Rs or an owners’ association’s rules restrict building here, and approval under ${law} does not lift them (the association or neighbours can enforce them in court): have them read before relying on this pathway.`,
    },
    covenantsVoidForAdus: adus
      ? {
          code: 'private_restrictions_reasonable',
          status: 'check',
          fact: 'privateRestrictions',
          message:
            'CC&Rs or an owners’ association’s rules restrict building here: on a lot zoned single-family, a restriction that forbids an ADU or junior ADU, or makes one unreasonably costly, is void (Civil Code 714.3 and 4751), but reasonable ones, such as design review, still apply.',
        }
      : null,
    septic: criterion(
      'septic',
      'The lot can serve the new homes with a sewer connection or an approved septic system',
      septicCitation,
    ),
    onSeptic: {
      code: 'septic',
      status: 'conditional',
      fact: 'wastewater',
      message:
        septic?.message ??
        `The lot is on a septic system: whether the homes ${law} allows can use it or must connect to a public sewer is for the City’s sanitation and building departments to confirm.`,
    },
    easements: criterion(
      'recorded_easements',
      'The buildings keep clear of the recorded easements',
      citation,
    ),
  }
}

/** The percolation test SB 9 lets a city ask for on a lot on septic (65852.21(c)(2)). */
export const SB9_SEPTIC: Septic = {
  citation: CITE.govCode65852_21,
  message:
    'The lot is on a septic system: the City may ask for a percolation test done within the last 5 years (10 if recertified), and the soil decides whether it can take more homes.',
}

/** The same test ADU law lets a city ask for with an ADU permit (66323, formerly 65852.2(e)). */
export const ADU_SEPTIC: Septic = {
  citation: CITE.govCode66323,
  message:
    'The lot is on a septic system: with the ADU permit the City may ask for a percolation test done within the last 5 years (10 if recertified), and the soil decides whether it can take the ADUs.',
}

/** True when the owner stated any of the three facts: most analyses skip the screen at once. */
export function hasOwnerSiteFacts(facts: ParcelFacts): boolean {
  return (
    facts.privateRestrictions !== undefined ||
    facts.wastewater !== undefined ||
    facts.easementSf !== undefined
  )
}

/**
 * The owner's statements as criteria and conditions of one open pathway: `check` records the
 * criterion, `add` the condition. Only stated facts are checked.
 */
export function screenOwnerSite(
  context: Context,
  checks: OwnerSiteChecks,
  check: (rule: CriterionRule) => void,
  add: (reason: FailReason) => void,
): void {
  const { facts } = context
  if (facts.privateRestrictions !== undefined) {
    check(checks.covenants)
    if (facts.privateRestrictions) {
      const voidForAdus =
        checks.covenantsVoidForAdus !== null && context.zone?.family === 'single_family'
      add(voidForAdus ? (checks.covenantsVoidForAdus as FailReason) : checks.covenantsBind)
    }
  }
  if (facts.wastewater !== undefined) {
    check(checks.septic)
    if (facts.wastewater === 'septic') add(checks.onSeptic)
  }
  const easementSf = facts.easementSf
  if (easementSf !== undefined) {
    check(checks.easements)
    if (easementSf > 0) add(easementReason(easementSf, context.lotSf))
  }
}

/** The easement's area in words, with its share of the lot when the lot's area is known. */
function easementReason(easementSf: number, lotSf: number | undefined): FailReason {
  const share =
    lotSf === undefined
      ? ''
      : ` (${formatNumber(Math.round((easementSf / lotSf) * 100))} % of the lot)`
  return {
    code: 'recorded_easements',
    status: 'check',
    fact: 'easementSf',
    message: `Recorded easements (utilities, access) take ${formatNumber(easementSf)} sq ft of the lot${share}: buildings usually may not stand on them, so confirm where they run on the title report before fixing the layout.`,
  }
}
