// Every uncertain or contested reading of the law is a named option. The defaults are the
// ones the rules document (law/rules.md, v2) recommends; docs/engine.md explains each.
import type { EngineOptions, OptionName } from './types.ts'

export type OptionDefinition = {
  readonly values: readonly (string | number | boolean)[]
  readonly kind: 'VERIFY' | 'CONTESTED'
  /** The rules-document section where the disagreement is written up. */
  readonly rulesSection: string
  readonly question: string
}

export const DEFAULT_OPTIONS: EngineOptions = {
  byrightRounding: 'floor',
  r2PerLotCap: 2,
  includeHalfAlleySf: false,
  dbMinUnitsBasis: 'base',
  dbBaseDensityMode: 'zone_only',
  gpluDensitySource: 'framework',
  laDbScale: 'cap35',
  ab1287TotalSetasideCapPct: 50,
  ab1287AllowsFullyAffordable: false,
  sb9UnsplitAduMode: 'adu_law',
  sb1123MinDensityBasis: 'zone',
  sfDensityMode: 'parcel_cap',
  aduSfMode: 'hcd',
  stateDensityRounding: 'floor',
  ab2011Version: 'by_application_date',
}

export const OPTION_DEFINITIONS: Readonly<Record<OptionName, OptionDefinition>> = {
  byrightRounding: {
    values: ['floor', 'ceil'],
    kind: 'CONTESTED',
    rulesSection: '§1.3',
    question: 'Does a fractional by-right unit count in Los Angeles base zoning?',
  },
  r2PerLotCap: {
    values: [2, 'none'],
    kind: 'VERIFY',
    rulesSection: '§1.2',
    question: 'Is an R2 lot capped at two units, or allowed one unit per 2,500 sq ft?',
  },
  includeHalfAlleySf: {
    values: [false, true],
    kind: 'VERIFY',
    rulesSection: '§1.2',
    question: 'May half of an abutting alley count toward lot area for density?',
  },
  dbMinUnitsBasis: {
    values: ['base', 'total'],
    kind: 'CONTESTED',
    rulesSection: '§2.2',
    question: 'Is the 5-unit density-bonus threshold met by base units or by total units?',
  },
  dbBaseDensityMode: {
    values: ['zone_only', 'greatest_of_zone_and_gplu'],
    kind: 'CONTESTED',
    rulesSection: '§2.3',
    question: 'Does LA apply the general-plan ceiling as AB 1287’s "greatest" density?',
  },
  gpluDensitySource: {
    values: ['framework', 'community_plan'],
    kind: 'VERIFY',
    rulesSection: '§2.3',
    question: 'Which general-plan density ranges: the Framework Element or community-plan legends?',
  },
  laDbScale: {
    values: ['state', 'cap35', 'la_chip_table'],
    kind: 'CONTESTED',
    rulesSection: '§2.4',
    question: 'Does Los Angeles grant density bonuses above 35 %, and on which scale?',
  },
  ab1287TotalSetasideCapPct: {
    values: [50],
    kind: 'VERIFY',
    rulesSection: '§2.6',
    question: 'Is the total affordable set-aside capped at 50 % under AB 1287?',
  },
  ab1287AllowsFullyAffordable: {
    values: [false, true],
    kind: 'VERIFY',
    rulesSection: '§2.6',
    question: 'May a 100 % affordable project also take the AB 1287 additional bonus?',
  },
  sb9UnsplitAduMode: {
    values: ['adu_law', 'none'],
    kind: 'CONTESTED',
    rulesSection: '§4.3',
    question: 'On an unsplit SB 9 lot, may ADUs be added to the two primary units?',
  },
  sb1123MinDensityBasis: {
    values: ['zone', 'mullin', 'greater_of_zone_and_mullin'],
    kind: 'VERIFY',
    rulesSection: '§5.1',
    question: 'What is the 66 % minimum density of SB 684/1123 measured against?',
  },
  sfDensityMode: {
    values: ['parcel_cap', 'mullin_cap'],
    kind: 'CONTESTED',
    rulesSection: '§5.2',
    question: 'Is an SB 1123 single-family lot also limited to 30 units per acre?',
  },
  aduSfMode: {
    values: ['hcd', 'conservative'],
    kind: 'CONTESTED',
    rulesSection: '§6.2',
    question: 'How many ADUs on a single-family lot: HCD’s three, or the older one ADU + one JADU?',
  },
  stateDensityRounding: {
    values: ['floor', 'ceil'],
    kind: 'CONTESTED',
    rulesSection: '§7.2, §8.3',
    question:
      'Do state density floors (SB 79, AB 2011, SB 684) round a fractional unit down or up?',
  },
  ab2011Version: {
    values: ['by_application_date', 'original', 'ab2243'],
    kind: 'CONTESTED',
    rulesSection: '§7',
    question: 'Original AB 2011, or as amended by AB 2243 (applications after 2024-12-31)?',
  },
}
