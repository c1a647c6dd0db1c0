// Every uncertain or contested reading of the law is a named option. The defaults are the
// ones the rules document (law/rules.md, v2.1) recommends; docs/engine.md explains each, and
// results show the figure under every reading where the readings differ.
import { lookup } from './analysis/lookup.ts'
import type { Caveat, EngineOptions, OptionName } from './types.ts'

export type OptionDefinition = {
  readonly values: readonly (string | number | boolean)[]
  readonly kind: 'VERIFY' | 'CONTESTED'
  /** The rules-document section where the disagreement is written up. */
  readonly rulesSection: string
  readonly question: string
  /** Each value in plain words, keyed by the value written as text. */
  readonly readings: Readonly<Record<string, string>>
}

export const DEFAULT_OPTIONS: EngineOptions = {
  byrightRounding: 'floor',
  r2PerLotCap: 2,
  includeHalfAlleySf: false,
  dbMinUnitsBasis: 'base',
  dbBaseDensityMode: 'zone_only',
  gpluDensitySource: 'framework',
  laDbScale: 'by_application_date',
  ab1287TotalSetasideCapPct: 50,
  ab1287AllowsFullyAffordable: false,
  sb9UnsplitAduMode: 'adu_law',
  sb1123MinDensityBasis: 'zone',
  sfDensityMode: 'parcel_cap',
  aduSfMode: 'hcd',
  stateDensityRounding: 'floor',
  ab2011Version: 'by_application_date',
  miipJ12Regime: 'by_application_date',
  miipEliCountsAsVli: true,
  lowriseAffordRounding: 'ceil_ratio',
  lowriseDraftAmendment: false,
}

export const OPTION_DEFINITIONS: Readonly<Record<OptionName, OptionDefinition>> = {
  byrightRounding: {
    values: ['floor', 'ceil'],
    kind: 'CONTESTED',
    rulesSection: '§1.3',
    question: 'Does a fractional by-right unit count in Los Angeles base zoning?',
    readings: {
      floor: 'A fraction of a unit is dropped (rounding down).',
      ceil: 'A fraction of a unit counts as a whole unit (rounding up).',
    },
  },
  r2PerLotCap: {
    values: [2, 'none'],
    kind: 'VERIFY',
    rulesSection: '§1.2',
    question: 'Is an R2 lot capped at two units, or allowed one unit per 2,500 sq ft?',
    readings: {
      '2': 'An R2 lot holds at most two homes.',
      none: 'An R2 lot holds one home per 2,500 sq ft.',
    },
  },
  includeHalfAlleySf: {
    values: [false, true],
    kind: 'VERIFY',
    rulesSection: '§1.2',
    question: 'May half of an abutting alley count toward lot area for density?',
    readings: {
      false: 'Only the lot itself counts toward density.',
      true: 'Half of the abutting alley counts toward density (unverified City practice).',
    },
  },
  dbMinUnitsBasis: {
    values: ['base', 'total'],
    kind: 'CONTESTED',
    rulesSection: '§2.2',
    question: 'Is the 5-unit density-bonus threshold met by base units or by total units?',
    readings: {
      base: 'The 5-home minimum counts base homes only.',
      total: 'The 5-home minimum counts bonus homes too.',
    },
  },
  dbBaseDensityMode: {
    values: ['zone_only', 'greatest_of_zone_and_gplu'],
    kind: 'CONTESTED',
    rulesSection: '§2.3',
    question: 'Does LA apply the general-plan ceiling as AB 1287’s "greatest" density?',
    readings: {
      zone_only: 'Base density comes from the zone alone.',
      greatest_of_zone_and_gplu: 'Base density is the greater of the zone and the general plan.',
    },
  },
  gpluDensitySource: {
    values: ['framework', 'community_plan'],
    kind: 'VERIFY',
    rulesSection: '§2.3',
    question: 'Which general-plan density ranges: the Framework Element or community-plan legends?',
    readings: {
      framework: 'General-plan densities from the Framework Element.',
      community_plan: 'General-plan densities from community-plan legends.',
    },
  },
  laDbScale: {
    values: ['by_application_date', 'state', 'cap35', 'la_chip_table'],
    kind: 'CONTESTED',
    rulesSection: '§2.4',
    question: 'Does Los Angeles grant density bonuses above 35 %, and on which scale?',
    readings: {
      by_application_date:
        'The state scale for applications from February 11, 2025 (CHIP) and for projects that stack an AB 1287 bonus; the 35 % cap for earlier applications.',
      state: 'The full state scale, up to 50 %.',
      cap35: 'The state scale capped at 35 % (the City’s exemption under 65915(s)).',
      la_chip_table:
        'The CHIP bonus table as published in a summary outside the City; not yet checked against the City’s ordinance.',
    },
  },
  ab1287TotalSetasideCapPct: {
    values: [50],
    kind: 'VERIFY',
    rulesSection: '§2.6',
    question: 'Is the total affordable set-aside capped at 50 % under AB 1287?',
    readings: { '50': 'The total affordable set-aside is capped at 50 %.' },
  },
  ab1287AllowsFullyAffordable: {
    values: [false, true],
    kind: 'VERIFY',
    rulesSection: '§2.6',
    question: 'May a 100 % affordable project also take the AB 1287 additional bonus?',
    readings: {
      false: 'A 100 % affordable project cannot add the AB 1287 bonus.',
      true: 'A 100 % affordable project may add the AB 1287 bonus.',
    },
  },
  sb9UnsplitAduMode: {
    values: ['adu_law', 'none'],
    kind: 'CONTESTED',
    rulesSection: '§4.3',
    question: 'On an unsplit SB 9 lot, may ADUs be added to the two primary units?',
    readings: {
      adu_law: 'ADU law still applies on an unsplit lot: about 4 homes in practice.',
      none: 'Two homes, with no ADUs counted.',
    },
  },
  sb1123MinDensityBasis: {
    values: ['zone', 'mullin', 'greater_of_zone_and_mullin'],
    kind: 'VERIFY',
    rulesSection: '§5.1',
    question: 'What is the 66 % minimum density of SB 684/1123 measured against?',
    readings: {
      zone: 'The minimum is 66 % of the zone’s density.',
      mullin: 'The minimum is 66 % of 30 homes per acre.',
      greater_of_zone_and_mullin: 'The minimum is 66 % of the greater of the two.',
    },
  },
  sfDensityMode: {
    values: ['parcel_cap', 'mullin_cap'],
    kind: 'CONTESTED',
    rulesSection: '§5.2',
    question: 'Is an SB 1123 single-family lot also limited to 30 units per acre?',
    readings: {
      parcel_cap: 'Limited only by 1,200 sq ft parcels and the 10-home cap.',
      mullin_cap: 'Also limited to 30 homes per acre.',
    },
  },
  aduSfMode: {
    values: ['hcd', 'conservative'],
    kind: 'CONTESTED',
    rulesSection: '§6.2',
    question: 'How many ADUs on a single-family lot: HCD’s three, or the older one ADU + one JADU?',
    readings: {
      hcd: 'A converted ADU, a detached ADU and a junior ADU (HCD’s reading).',
      conservative: 'One ADU and one junior ADU (the older reading).',
    },
  },
  stateDensityRounding: {
    values: ['floor', 'ceil'],
    kind: 'CONTESTED',
    rulesSection: '§7.2, §8.3',
    question:
      'Do state density floors (SB 79, AB 2011, SB 684) round a fractional unit down or up?',
    readings: {
      floor: 'A fraction of a unit is dropped (rounding down).',
      ceil: 'A fraction of a unit counts as a whole unit (rounding up).',
    },
  },
  ab2011Version: {
    values: ['by_application_date', 'original', 'ab2243'],
    kind: 'CONTESTED',
    rulesSection: '§7',
    question: 'Original AB 2011, or as amended by AB 2243 (applications after 2024-12-31)?',
    readings: {
      by_application_date: 'AB 2243’s version for applications from January 1, 2025.',
      original: 'The original AB 2011.',
      ab2243: 'AB 2011 as amended by AB 2243.',
    },
  },
  miipJ12Regime: {
    values: ['by_application_date', 'forms_4th_incentive', 'ord_188967'],
    kind: 'CONTESTED',
    rulesSection: 'C2.1 (rules-chip-replacement.md)',
    question:
      'Before June 30, 2026, does the MIIP minimum affordability of (j)(12) bind every project on a site of more than 5 homes, or only one taking a 4th incentive?',
    readings: {
      by_application_date:
        'As City Planning’s referral forms had it until June 29, 2026: only for a 4th incentive.',
      forms_4th_incentive: 'Only for a project that takes a 4th incentive.',
      ord_188967: 'Every project on a site of more than 5 homes, as Ord. 188967 has it.',
    },
  },
  miipEliCountsAsVli: {
    values: [true, false],
    kind: 'CONTESTED',
    rulesSection: 'C2.1 (rules-chip-replacement.md)',
    question:
      'Do extremely low income homes count toward the 16 % very low income minimum of MIIP’s (j)(12)?',
    readings: {
      true: 'Yes: extremely low income is a subset of very low income.',
      false: 'No: the very low income minimum comes on top.',
    },
  },
  lowriseAffordRounding: {
    values: ['ceil_ratio', 'per_block'],
    kind: 'CONTESTED',
    rulesSection: 'C2.2 (rules-chip-replacement.md)',
    question:
      'Low-Rise asks one affordable home “per 10 units”: does a partial block of 10 count (11 homes → 2)?',
    readings: {
      ceil_ratio: 'A partial block counts, as every fraction rounds up (11 homes → 2).',
      per_block: 'Only whole blocks count (11 homes → 1).',
    },
  },
  lowriseDraftAmendment: {
    values: [false, true],
    kind: 'VERIFY',
    rulesSection: 'C1 (rules-chip-replacement.md)',
    question:
      'Should Low-Rise follow the draft amendment of September 24, 2026 (LR-1 capped at 10 homes and FAR 2.0), which is not adopted?',
    readings: {
      false: 'The adopted ordinance: LR-1 up to 11 homes.',
      true: 'The draft amendment, not adopted: LR-1 up to 10 homes.',
    },
  },
}

type OptionValue = string | number | boolean

/**
 * An option's values and, in the same order, each one's reading in words and the caveat of a
 * figure that follows it.
 */
export type ReadingTable = {
  readonly values: readonly OptionValue[]
  readonly texts: readonly string[]
  readonly caveats: readonly Caveat[]
}

/** Each option's table, read on every analysis by an option that varies (see `lookup`). */
export const readingTable = lookup(
  Object.keys(OPTION_DEFINITIONS) as OptionName[],
  (option): ReadingTable => {
    const { values, readings, kind, question } = OPTION_DEFINITIONS[option]
    // Every listed value has its reading (a unit test holds the definitions to it).
    const texts = values.map((value) => readings[String(value)] as string)
    const caveats = texts.map((text): Caveat => ({
      kind: kind === 'CONTESTED' ? 'contested_reading' : 'unverified_rule',
      option,
      message: `${question} This figure follows one reading: ${text} The other readings are listed with it.`,
    }))
    return { values, texts, caveats }
  },
)

/** A value's reading from its option's table; an unlisted value is written as it is. */
export function textOf(table: ReadingTable, value: OptionValue): string {
  const index = table.values.indexOf(value)
  return index === -1 ? String(value) : (table.texts[index] as string)
}

/** The reading of one option value in plain words. */
export function readingOf(option: OptionName, value: OptionValue): string {
  return textOf(readingTable(option), value)
}
