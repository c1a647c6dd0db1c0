// Where Lotwise has parcels: the City of Los Angeles. A typed address names its place after the
// street ("100 Wilshire Blvd, Santa Monica"); a place known to lie outside the City is answered
// plainly instead of being matched to a street of the same name inside it (decision 240).

/**
 * Names people use for places inside the City of Los Angeles: the City itself, its postal
 * community names and its neighbourhoods (the Los Angeles Times "Mapping L.A." boundaries of
 * City neighbourhoods, City of Los Angeles GeoHub). Upper case, hyphens as spaces.
 */
const CITY_PLACES = new Set(
  [
    'Los Angeles',
    'City of Los Angeles',
    'LA',
    'Adams Normandie',
    'Arleta',
    'Arlington Heights',
    'Atwater Village',
    'Baldwin Hills',
    'Bel Air',
    'Beverly Crest',
    'Beverly Grove',
    'Beverlywood',
    'Boyle Heights',
    'Brentwood',
    'Broadway Manchester',
    'Canoga Park',
    'Carthay',
    'Central Alameda',
    'Century City',
    'Chatsworth',
    'Chesterfield Square',
    'Cheviot Hills',
    'Chinatown',
    'Crenshaw',
    'Cypress Park',
    'Del Rey',
    'Downtown',
    'Eagle Rock',
    'East Hollywood',
    'Echo Park',
    'El Sereno',
    'Elysian Park',
    'Elysian Valley',
    'Encino',
    'Exposition Park',
    'Fairfax',
    'Glassell Park',
    'Gramercy Park',
    'Granada Hills',
    'Green Meadows',
    'Hancock Park',
    'Harbor City',
    'Harbor Gateway',
    'Harvard Heights',
    'Harvard Park',
    'Highland Park',
    'Hollywood',
    'Hollywood Hills',
    'Hyde Park',
    'Jefferson Park',
    'Koreatown',
    'Lake Balboa',
    'Lake View Terrace',
    'Larchmont',
    'Leimert Park',
    'Lincoln Heights',
    'Los Feliz',
    'Manchester Square',
    'Mar Vista',
    'Mid City',
    'Mid Wilshire',
    'Mission Hills',
    'Montecito Heights',
    'Mount Washington',
    'North Hills',
    'North Hollywood',
    'Northridge',
    'Pacific Palisades',
    'Pacoima',
    'Palms',
    'Panorama City',
    'Pico Robertson',
    'Pico Union',
    'Playa Vista',
    'Playa del Rey',
    'Porter Ranch',
    'Rancho Park',
    'Reseda',
    'San Pedro',
    'Sawtelle',
    'Shadow Hills',
    'Sherman Oaks',
    'Silver Lake',
    'Silverlake',
    'South Los Angeles',
    'South Park',
    'Studio City',
    'Sun Valley',
    'Sunland',
    'Sylmar',
    'Tarzana',
    'Toluca Lake',
    'Tujunga',
    'University Park',
    'Valley Glen',
    'Valley Village',
    'Van Nuys',
    'Venice',
    'Vermont Knolls',
    'Vermont Square',
    'Vermont Vista',
    'Watts',
    'West Adams',
    'West Hills',
    'West Los Angeles',
    'Westchester',
    'Westlake',
    'Westwood',
    'Wilmington',
    'Windsor Square',
    'Winnetka',
    'Woodland Hills',
  ].map(placeKey),
)

/**
 * Places people type that lie outside the City: the other 87 incorporated cities of Los Angeles
 * County (County of Los Angeles, list of cities), its best-known unincorporated communities, and
 * California's largest cities elsewhere. Written as the answer names them.
 */
const OTHER_PLACES: ReadonlyMap<string, string> = new Map(
  [
    'Agoura Hills',
    'Alhambra',
    'Arcadia',
    'Artesia',
    'Avalon',
    'Azusa',
    'Baldwin Park',
    'Bell',
    'Bell Gardens',
    'Bellflower',
    'Beverly Hills',
    'Bradbury',
    'Burbank',
    'Calabasas',
    'Carson',
    'Cerritos',
    'Claremont',
    'Commerce',
    'Compton',
    'Covina',
    'Cudahy',
    'Culver City',
    'Diamond Bar',
    'Downey',
    'Duarte',
    'El Monte',
    'El Segundo',
    'Gardena',
    'Glendale',
    'Glendora',
    'Hawaiian Gardens',
    'Hawthorne',
    'Hermosa Beach',
    'Hidden Hills',
    'Huntington Park',
    'Industry',
    'Inglewood',
    'Irwindale',
    'La Cañada Flintridge',
    'La Canada Flintridge',
    'La Habra Heights',
    'La Mirada',
    'La Puente',
    'La Verne',
    'Lakewood',
    'Lancaster',
    'Lawndale',
    'Lomita',
    'Long Beach',
    'Lynwood',
    'Malibu',
    'Manhattan Beach',
    'Maywood',
    'Monrovia',
    'Montebello',
    'Monterey Park',
    'Norwalk',
    'Palmdale',
    'Palos Verdes Estates',
    'Paramount',
    'Pasadena',
    'Pico Rivera',
    'Pomona',
    'Rancho Palos Verdes',
    'Redondo Beach',
    'Rolling Hills',
    'Rolling Hills Estates',
    'Rosemead',
    'San Dimas',
    'San Fernando',
    'San Gabriel',
    'San Marino',
    'Santa Clarita',
    'Santa Fe Springs',
    'Santa Monica',
    'Sierra Madre',
    'Signal Hill',
    'South El Monte',
    'South Gate',
    'South Pasadena',
    'Temple City',
    'Torrance',
    'Vernon',
    'Walnut',
    'West Covina',
    'West Hollywood',
    'Westlake Village',
    'Whittier',
    // Unincorporated Los Angeles County.
    'Altadena',
    'East Los Angeles',
    'Marina del Rey',
    'Topanga',
    'Universal City',
    'Ladera Heights',
    'View Park',
    'Hacienda Heights',
    'Rowland Heights',
    'Florence Firestone',
    'Stevenson Ranch',
    'Valencia',
    // Elsewhere in California.
    'San Diego',
    'San Jose',
    'San Francisco',
    'Fresno',
    'Sacramento',
    'Oakland',
    'Bakersfield',
    'Anaheim',
    'Santa Ana',
    'Riverside',
    'Irvine',
    'Newport Beach',
    'Huntington Beach',
    'Costa Mesa',
    'Ventura',
    'Oxnard',
    'Thousand Oaks',
    'Simi Valley',
    'Berkeley',
    'Palo Alto',
  ].map((name) => [placeKey(name), name.replace('La Canada', 'La Cañada')]),
)

/** The longest place name, in words: no trailing run of words longer than this is a place. */
const LONGEST_PLACE_WORDS = 4

/** Upper case without accents, periods or hyphens, single-spaced. */
function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[.]/g, '')
    .replace(/[-/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

const STATE_OR_ZIP = /^(\d{5}(-\d{4})?|CA|CALIF|CALIFORNIA|USA|US)$/
const UNIT = /^(#|APT\b|UNIT\b|STE\b|SUITE\b|SPC\b|SPACE\b)/

/** The words of a place part without a trailing state and ZIP ("Santa Monica CA 90401"). */
function withoutStateAndZip(part: string): string {
  const words = placeKey(part).split(' ').filter(Boolean)
  while (words.length > 0 && STATE_OR_ZIP.test(words[words.length - 1] ?? '')) words.pop()
  return words.join(' ')
}

/** Street types a place name follows when no comma separates them ("100 Wilshire Blvd Santa Monica"). */
const STREET_TYPE_WORDS = new Set([
  'ST',
  'STREET',
  'AVE',
  'AV',
  'AVENUE',
  'BLVD',
  'BOULEVARD',
  'DR',
  'DRIVE',
  'RD',
  'ROAD',
  'PL',
  'PLACE',
  'LN',
  'LANE',
  'CT',
  'COURT',
  'TER',
  'TERRACE',
  'WAY',
  'PKWY',
  'PARKWAY',
  'CIR',
  'CIRCLE',
  'HWY',
  'HIGHWAY',
  'TRL',
  'TRAIL',
])

export type TypedAddress = {
  /** What identifies the lot: house number and street, with any unit. */
  readonly street: string
  /** The place typed after the street, as typed (without state and ZIP); null when none. */
  readonly place: string | null
}

/**
 * Splits what was typed into the street and the place after it: after a comma
 * ("9406 W Oakmore Rd, Los Angeles, CA 90035"), or, without commas, a known place name right
 * after a street type ("100 Wilshire Blvd Santa Monica").
 */
export function splitTypedAddress(text: string): TypedAddress {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const [first, ...rest] = parts
  if (first && rest.length > 0 && /\p{L}/u.test(first)) {
    const place = rest.find((part) => !UNIT.test(part.toUpperCase()) && withoutStateAndZip(part))
    return { street: first, place: place ? stripStateAndZipAsTyped(place) : null }
  }
  const words = text.trim().split(/\s+/).filter(Boolean)
  const keys = words.map(placeKey)
  let end = keys.length
  while (end > 0 && STATE_OR_ZIP.test(keys[end - 1] ?? '')) end -= 1
  for (let size = Math.min(LONGEST_PLACE_WORDS, end - 2); size >= 1; size -= 1) {
    const start = end - size
    const candidate = keys.slice(start, end).join(' ')
    const known = CITY_PLACES.has(candidate) || OTHER_PLACES.has(candidate)
    if (known && STREET_TYPE_WORDS.has(keys[start - 1] ?? '')) {
      return { street: words.slice(0, start).join(' '), place: words.slice(start, end).join(' ') }
    }
  }
  return { street: text.trim(), place: null }
}

function stripStateAndZipAsTyped(part: string): string {
  const words = part.split(/\s+/).filter(Boolean)
  while (words.length > 1 && STATE_OR_ZIP.test(placeKey(words[words.length - 1] ?? ''))) words.pop()
  return words.join(' ')
}

/**
 * The name of the place typed when it is known to lie outside the City of Los Angeles
 * ("Santa Monica"); null for a place inside it, no place, or one this list does not know (then
 * the street alone is searched).
 */
export function placeOutsideCoverage(text: string): string | null {
  const { place } = splitTypedAddress(text)
  if (!place) return null
  const key = withoutStateAndZip(place)
  if (CITY_PLACES.has(key)) return null
  return OTHER_PLACES.get(key) ?? null
}

/** What the search answers for a place outside the City (the words). */
export function outsideCoverageMessage(place: string): string {
  return `Lotwise covers the City of Los Angeles today; ${place} is not covered yet`
}
