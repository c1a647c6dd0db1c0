// Running a screen: the stored results of every parcel (features/screen/screen-refresh.service.ts)
// filtered and sorted as the screen asks, with the number that match. A screen answers a page of
// its order at a time: signed-in users page through the first SCREEN_ROW_LIMIT lots, visitors
// see the first few and the count (decision 465). The Find Lots page, its exports and the public
// API all screen through here.
import { and, count, desc, eq, isNotNull, isNull, notInArray, sql, type SQL } from 'drizzle-orm'
import {
  SCREEN_LIST_NOT_FOUND,
  SCREEN_ROW_LIMIT,
  SCREEN_VISITOR_ROWS,
  type ScreenAnswer,
  type ScreenPageQuery,
  type ScreenExclusion,
  type ScreenList,
  type PathwayScreen,
  type ScreenQuery,
  type ScreenRow,
  type ScreenSort,
} from '#common/contracts/screen.ts'
import type { ScreenDot } from '#common/screen-dots.ts'
import { ENGINE_VERSION, type PathwayId } from '#engine'
import { boundingBox, type Ring } from '#common/lot-shape.ts'
import { AppError } from '#common/errors.ts'
import { requireActor, type SignedInActor } from '../auth/actor.ts'
import type { Db } from '../db/client.ts'
import { todayInLosAngeles } from '../lib/dates.ts'
import {
  dataImports,
  homesSortKey,
  parcels,
  screenFronts,
  screenListParcels,
  screenLists,
  screenResults,
  screenRuns,
  STOP_IMPORTS,
  UNLIMITED_HOMES,
} from '../db/schema/index.ts'
import { currentDataStamp } from './data-stamp.ts'
import { outlineMeets, pointIn } from './parcels.ts'
import { keptPerScreen } from './screen-kept.ts'

const r = screenResults
const p = parcels
const f = screenFronts

/** A pathway's net new homes, of `pw.v` (a pathway of `jsonb_each`), "unlimited" above every count. */
const PATHWAY_HOMES = sql.raw(
  `(case when pw.v ->> 'netNewUnits' = 'unlimited' then ${UNLIMITED_HOMES} else (pw.v ->> 'netNewUnits')::int end)`,
)
/** A pathway's residual land value, of `pw.v`; null when not priced (or not stored: a stale row). */
const PATHWAY_VALUE = sql.raw(`(pw.v ->> 'residualLandValue')::float8`)

const OPEN_STATUSES = {
  available: ['available', 'available_with_checks'],
  open: ['available', 'available_with_checks', 'needs_confirmation'],
} as const

/**
 * True when `query` filters on what one pathway must meet on its own: the pathway asked for,
 * available only, a minimum of homes or of value. A lot then matches when one of its pathways
 * meets them all together (decision 630); without them, any open pathway will do.
 */
function filtersPathways(query: ScreenQuery): boolean {
  return (
    query.pathway !== undefined ||
    query.status === 'available' ||
    query.minHomes !== undefined ||
    query.minValue !== undefined
  )
}

/**
 * True when `query`'s per-pathway filters are the main question, "an open pathway adds at least
 * `minHomes` and pencils", which the stored `pencilHomes` answers exactly (decision 670): values
 * are kept in whole dollars, so a minimum above $0 and up to $1 asks for a positive value.
 */
function asksPencilHomes(query: ScreenQuery): query is ScreenQuery & { minHomes: number } {
  return (
    query.pathway === undefined &&
    query.status === 'open' &&
    query.minHomes !== undefined &&
    query.minValue !== undefined &&
    query.minValue > 0 &&
    query.minValue <= 1
  )
}

/** A lot's pathways (`pw`, from its stored result) that meet every per-pathway filter of `query`. */
function matchingPathways(query: ScreenQuery): SQL {
  const conditions = [
    sql`pw.v ->> 'status' in (${sql.join(
      OPEN_STATUSES[query.status].map((status) => sql`${status}`),
      sql`, `,
    )})`,
    query.pathway === undefined ? undefined : sql`pw.id = ${query.pathway}`,
    query.minHomes === undefined ? undefined : sql`${PATHWAY_HOMES} >= ${query.minHomes}`,
    query.minValue === undefined ? undefined : sql`${PATHWAY_VALUE} >= ${query.minValue}`,
  ].filter((condition) => condition !== undefined)
  return sql`jsonb_each(${r.pathways}) as pw(id, v) where ${sql.join(conditions, sql` and `)}`
}

/**
 * The pathway a row of `query` speaks for, as `{ id, v }`: of the lot's matching pathways, the
 * most valuable, the one a buyer acts on (sorted by homes: the one with the most homes), the
 * other figure, then its id, breaking a tie (decision 820).
 */
export function chosenPathway(query: ScreenQuery): SQL<{ id: string; v: PathwayScreen } | null> {
  return sql`(select jsonb_build_object('id', pw.id, 'v', pw.v) from ${matchingPathways(query)} order by ${chosenOrder(query)} limit 1)`
}

/** The id alone of `chosenPathway`, for a caller that reads the lot's pathways anyway. */
function chosenPathwayId(query: ScreenQuery): SQL<PathwayId | null> {
  return sql`(select pw.id from ${matchingPathways(query)} order by ${chosenOrder(query)} limit 1)`
}

/** Which of a lot's matching pathways comes first for `query`: see `chosenPathway`. */
function chosenOrder(query: ScreenQuery): SQL {
  return query.sort === 'homes'
    ? sql`${PATHWAY_HOMES} desc nulls last, ${PATHWAY_VALUE} desc nulls last, pw.id`
    : sql`${PATHWAY_VALUE} desc nulls last, ${PATHWAY_HOMES} desc nulls last, pw.id`
}

/**
 * True when `query`'s lots are found by their fronts (decision 755): it has per-pathway filters
 * other than the main question, whose stored column answers it with the lot's own filters in
 * its index (decisions 670 and 685), or it is read in its value order (`sortsFrontsByValue`).
 */
function readsFronts(query: ScreenQuery, ordered: boolean): boolean {
  return (filtersPathways(query) && !asksPencilHomes(query)) || sortsFrontsByValue(query, ordered)
}

/**
 * True when `query`, read in its order, finds its lots and their value among their fronts, every
 * front of a lot that meets the per-pathway filters, grouped by lot: it sorts by value and has
 * per-pathway filters, the main question's included, whose stored column holds homes, not value.
 * The most valuable matching pathway is among the lot's fronts, since a class keeps every pathway
 * worth more than all before it (decision 820).
 */
function sortsFrontsByValue(query: ScreenQuery, ordered: boolean): boolean {
  return ordered && query.sort === 'value' && filtersPathways(query)
}

/**
 * The conditions on `screen_fronts` that hold for every front of a lot that meets `query`'s
 * per-pathway filters (`sortsFrontsByValue`): of the pathway asked for, its own row; else every
 * row of the class asked for that meets both minimums. A lot's row with the highest value among
 * them is its most valuable matching pathway.
 */
function valueFrontConditions(query: ScreenQuery): SQL[] {
  const { pathway, minHomes, minValue } = query
  return [
    eq(f.scope, pathway ?? query.status),
    ...(pathway !== undefined && query.status === 'available' ? [sql`${f.available}`] : []),
    ...(minHomes === undefined ? [] : [sql`${f.homes} >= ${minHomes}`]),
    ...(minValue === undefined ? [] : [sql`${f.value} >= ${minValue}`]),
  ]
}

/**
 * The conditions on `screen_fronts` that hold for one row of each lot matching `query`'s
 * per-pathway filters, the row of the pathway it matches by (see `screenFronts`): of the pathway
 * asked for, its own row; else the row of the class asked for (open or available) that is first
 * to meet the minimums, which has the most homes of the lot's matching pathways.
 */
function frontConditions(query: ScreenQuery): SQL[] {
  const { pathway, minHomes, minValue } = query
  const homes = minHomes === undefined ? [] : [sql`${f.homes} >= ${minHomes}`]
  if (pathway !== undefined)
    return [
      eq(f.scope, pathway),
      ...(query.status === 'available' ? [sql`${f.available}`] : []),
      ...homes,
      ...(minValue === undefined ? [] : [sql`${f.value} >= ${minValue}`]),
    ]
  return [
    eq(f.scope, query.status),
    ...homes,
    // Without a minimum value the class's first row, the one with the most homes, is the answer.
    minValue === undefined
      ? isNull(f.lead)
      : sql`${f.value} >= ${minValue} and (${f.lead} is null or ${f.lead} < ${minValue})`,
  ]
}

/**
 * The homes a screen sorts by and its map colours by: the most of any matching pathway, the
 * chosen pathway's when sorted by homes. Without per-pathway filters, the most of any open
 * pathway, the stored column the homes order's index is built on; for the main question, the stored most homes
 * that pencil, with an index of its own; else the homes of the lot's matching front.
 */
function netNewHomes(query: ScreenQuery): SQL<number | null> {
  if (!filtersPathways(query)) return homesSortKey(r)
  if (asksPencilHomes(query)) return sql`${r.pencilHomes}`
  return sql`${f.homes}`
}

/**
 * The value a screen sorts by: the most valuable matching pathway's. Without per-pathway filters,
 * the lot's stored highest value (of its open pathways, as the pro forma prices only those), the
 * column the value order's index is built on; with them, the highest of the lot's matching fronts,
 * read by `selectByValue` (decision 820).
 */
function residualValue(query: ScreenQuery): SQL<number | null> {
  if (!filtersPathways(query)) return sql`${r.residualLandValue}`
  // An unpriced pathway's front is stored at -Infinity; as a sort key it is "no value".
  return sql`nullif(max(${f.value}), '-Infinity'::float8)`
}

const EXCLUSIONS: Readonly<Record<ScreenExclusion, SQL>> = {
  // Unknown stays in: the screen excludes what is known to exclude.
  rent_stabilised: sql`${r.rentStabilization} <> 'covered'`,
  hpoz: sql`${r.hpoz} is not true`,
  fire_zone: sql`${r.fireZone} is not true`,
  coastal: sql`${r.coastalZone} is not true`,
}

/**
 * Lots in an area drawn on the map: a lot with an outline when any part of it is inside (each of
 * its polygons' outer ring against the area, PostgreSQL's own polygon overlap), else its point.
 * The boxes are compared first, so only lots near the area have their outline read.
 */
function insideArea(ring: Ring): SQL {
  const box = boundingBox([[ring]])!
  const area = sql`${`(${ring
    .slice(0, -1)
    .map(([lon, lat]) => `(${lon},${lat})`)
    .join(',')})`}::polygon`
  const outlineMeetsArea = sql`exists (
    select 1 from jsonb_array_elements(${p.shape} -> 'coordinates') as part(rings)
    where (
      select ('(' || string_agg('(' || (corner ->> 0) || ',' || (corner ->> 1) || ')', ',') || ')')::polygon
      from jsonb_array_elements(part.rings -> 0) as corner
    ) && ${area}
  )`
  return sql`(case when ${p.shape} is not null
    then ${outlineMeets(box)} and ${outlineMeetsArea}
    else ${pointIn(box)} and point(${p.lon}, ${p.lat}) <@ ${area} end)`
}

/**
 * What a lot must meet to match `query`: conditions on its fronts (one of them, for per-pathway
 * filters other than the main question), on its results, and on its parcel's own columns. Every
 * result has its parcel (decision 715), so a screen without the latter can count its lots from
 * the results, or the fronts, alone.
 */
function conditionsOf(
  query: ScreenQuery,
  ordered: boolean,
): {
  onFronts: SQL[]
  onResults: SQL[]
  onParcels: SQL[]
} {
  const given = (conditions: Array<SQL | undefined>) =>
    conditions.filter((condition) => condition !== undefined)
  // One pathway meets every per-pathway filter at once (decision 630): the main question is one
  // stored column, the others the lot's fronts; without them, any open pathway will do.
  const pathways = readsFronts(query, ordered)
    ? []
    : asksPencilHomes(query)
      ? [sql`${r.pencilHomes} >= ${query.minHomes}`]
      : [sql`(cardinality(${r.availablePathways}) > 0 or cardinality(${r.confirmPathways}) > 0)`]
  return {
    onFronts: sortsFrontsByValue(query, ordered)
      ? valueFrontConditions(query)
      : readsFronts(query, ordered)
        ? frontConditions(query)
        : [],
    onResults: given([
      ...pathways,
      query.zone === undefined ? undefined : eq(r.zoneFamily, query.zone),
      ...(query.exclude ?? []).map((exclusion) => EXCLUSIONS[exclusion]),
      query.list === undefined
        ? undefined
        : sql`${r.apn} in (select ${screenListParcels.apn} from ${screenListParcels} where ${screenListParcels.listId} = ${query.list})`,
    ]),
    onParcels: given([
      query.minLotSf === undefined ? undefined : sql`${p.lotSf} >= ${query.minLotSf}`,
      query.maxLotSf === undefined ? undefined : sql`${p.lotSf} <= ${query.maxLotSf}`,
      query.maxTransitMi === undefined ? undefined : sql`${p.distMtsMi} <= ${query.maxTransitMi}`,
      query.plan === undefined
        ? undefined
        : sql`lower(${p.communityPlanArea}) = lower(${query.plan})`,
      query.area === undefined ? undefined : insideArea(query.area),
    ]),
  }
}

/** What `query` sorts its lots by before their APN (none when it sorts by APN). */
function sortKeyOf(query: ScreenQuery): SQL | undefined {
  return {
    homes: netNewHomes(query),
    value: residualValue(query),
    lot: sql`${p.lotSf}`,
    transit: sql`${p.distMtsMi}`,
    apn: undefined,
  }[query.sort]
}

/** `query`'s order, by `key` (its sortKeyOf, or a column holding it), then by `apn`. */
function orderOf(query: ScreenQuery, key: SQL | undefined, apn: SQL): SQL[] {
  const direction = query.dir === 'asc' ? sql`asc nulls last` : sql`desc nulls last`
  return key === undefined ? [sql`${apn} ${direction}`] : [sql`${key} ${direction}`, apn]
}

/** The orders that sort by a column of the parcel's own. */
const PARCEL_ORDERS: ReadonlySet<ScreenSort> = new Set(['lot', 'transit'])

/** The APN of a lot matching `query` in its order, of the table its matches are read from. */
const apnOf = (query: ScreenQuery): SQL =>
  readsFronts(query, true) ? sql`${f.apn}` : sql`${r.apn}`

/**
 * The APNs of every lot that matches `query`, as a query to read or to select from, with its
 * sort key as `sortKey` when the caller sorts (`ordered`). Read from the results alone, or from the
 * lots' fronts alone (one row per matching lot; sorted by value, the lot's fronts grouped), unless
 * a filter or the order reads the results or the parcel's own columns: every result has its parcel
 * (decision 715), and every front its result, so a join would change nothing but the time. No
 * order reads a lot's pathways JSON: the page's own rows alone are read from it.
 */
export function selectMatchingApns(
  db: Db,
  query: ScreenQuery,
  { ordered }: { ordered: boolean } = { ordered: false },
) {
  const { onFronts, onResults, onParcels } = conditionsOf(query, ordered)
  const key = ordered ? sortKeyOf(query) : undefined
  // Named apart from every column of the tables a page joins it to.
  const sortKey = sql<unknown>`${key ?? sql`null`}`.as('sort_key')
  const readsParcels = onParcels.length > 0 || (ordered && PARCEL_ORDERS.has(query.sort))
  const where = and(...onFronts, ...onResults, ...onParcels)
  if (!readsFronts(query, ordered)) {
    const apns = db.select({ apn: r.apn, sortKey }).from(r).$dynamic()
    return readsParcels ? apns.innerJoin(p, eq(p.apn, r.apn)).where(where) : apns.where(where)
  }
  let apns = db.select({ apn: f.apn, sortKey }).from(f).$dynamic()
  if (onResults.length > 0) apns = apns.innerJoin(r, eq(r.apn, f.apn))
  if (readsParcels) apns = apns.innerJoin(p, eq(p.apn, f.apn))
  // Sorted by value, a lot may meet the filters by several fronts: one row per lot, its highest.
  return sortsFrontsByValue(query, ordered) ? apns.where(where).groupBy(f.apn) : apns.where(where)
}

/** What a screen reads of each lot. */
function lotColumns(query: ScreenQuery) {
  return {
    apn: r.apn,
    address: p.addressDisplay,
    zone: p.zoneString,
    lotSf: p.lotSf,
    isDemo: p.isDemo,
    communityPlanArea: p.communityPlanArea,
    transitMi: p.distMtsMi,
    // Six decimals (about 10 cm) are all a map can use, and keep 100,000 rows' points short.
    lat: sql<number | null>`round(${p.lat}::numeric, 6)::float8`,
    lon: sql<number | null>`round(${p.lon}::numeric, 6)::float8`,
    chosen: chosenPathway(query),
    zip: p.zip,
    bestByHomes: r.bestByHomes,
    bestByValue: r.bestByValue,
    stale: r.stale,
  }
}

/** A lot as `lotColumns` reads it, with the homes and value of the pathway it matched by. */
function toScreenLot<
  Row extends {
    chosen: { id: string; v: PathwayScreen } | null
    bestByHomes: string | null
    bestByValue: string | null
  },
>({ chosen, ...row }: Row) {
  return {
    ...row,
    by: (chosen?.id ?? null) as PathwayId | null,
    netNewUnits: chosen?.v.netNewUnits ?? null,
    residualLandValue: chosen?.v.residualLandValue ?? null,
    bestByHomes: row.bestByHomes as PathwayId | null,
    bestByValue: row.bestByValue as PathwayId | null,
  }
}

/**
 * The lots that match `query`, in its order, `limit` of them from `offset` on. Every pathway's
 * status is left out (the table does not show it).
 */
export async function findScreenLots(
  db: Db,
  query: ScreenQuery,
  { offset = 0, limit }: { offset?: number; limit: number },
): Promise<ScreenRow[]> {
  // The page is cut from the APNs alone (in the default order, a walk of its index), and only
  // its own lots are then read with their parcels: cutting it from the joined columns would join
  // every lot passed over, thousands on a deep page, to its parcel before skipping it.
  // The page keeps each lot's sort key, which may be read from a table the second step does not
  // join (the fronts).
  const key = sortKeyOf(query)
  const page = selectMatchingApns(db, query, { ordered: true })
    .orderBy(...orderOf(query, key, apnOf(query)))
    .limit(limit)
    .offset(offset)
    .as('page')
  const found = await db
    .select(lotColumns(query))
    .from(page)
    .innerJoin(r, eq(r.apn, page.apn))
    .innerJoin(p, eq(p.apn, page.apn))
    .orderBy(...orderOf(query, key && sql`${page.sortKey}`, sql`${page.apn}`))
  return found.map((row) => toScreenLot(row))
}

/** Screens whose count is kept: a count is one number, so many fit in little memory. */
const keptCounts = keptPerScreen<number>(1_000)

/**
 * How many lots match `query`: counted once and kept (screen-kept.ts), since every page and order
 * of a screen answers the same count; from the results alone unless a filter reads the parcels.
 */
export async function countScreenLots(db: Db, query: ScreenQuery): Promise<number> {
  return keptCounts(db, query, async () => {
    const matching = selectMatchingApns(db, query).as('matching')
    const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(matching)
    return counted?.total ?? 0
  })
}

/** The APNs of the first `limit` lots that match `query`, in its order (an export's lots). */
export async function findScreenApns(db: Db, query: ScreenQuery, limit: number): Promise<string[]> {
  const found = await selectMatchingApns(db, query, { ordered: true })
    .orderBy(...orderOf(query, sortKeyOf(query), apnOf(query)))
    .limit(limit)
  return found.map((row) => row.apn)
}

/** A lot as an export writes it: the figures of a screen's row and every pathway's status. */
export type ExportLot = Pick<
  ScreenRow,
  | 'apn'
  | 'address'
  | 'zone'
  | 'lotSf'
  | 'communityPlanArea'
  | 'transitMi'
  | 'by'
  | 'netNewUnits'
  | 'residualLandValue'
  | 'bestByHomes'
  | 'bestByValue'
> & { pathways: Record<string, PathwayScreen> }

/**
 * The lots of `apns` as a screen of `query` reads them, every pathway's status with them, in the
 * order of `apns`: an export reads its lots a part at a time, so its memory stays flat. Only what
 * an export writes is read, the APNs go as one array, and the pathway a row speaks for as its id,
 * its homes and value read from the lot's pathways: for 100,000 lots this cut the database's
 * time by about a quarter and the parsing of its answer by about a third (decision 675).
 */
export async function findExportLots(
  db: Db,
  query: ScreenQuery,
  apns: readonly string[],
): Promise<ExportLot[]> {
  const found = await db
    .select({
      apn: r.apn,
      address: p.addressDisplay,
      zone: p.zoneString,
      lotSf: p.lotSf,
      communityPlanArea: p.communityPlanArea,
      transitMi: p.distMtsMi,
      by: chosenPathwayId(query),
      bestByHomes: r.bestByHomes,
      bestByValue: r.bestByValue,
      pathways: r.pathways,
    })
    .from(r)
    .innerJoin(p, eq(p.apn, r.apn))
    .where(sql`${r.apn} = any(${sql.param(apns)}::text[])`)
  const byApn = new Map(
    found.map(({ by, ...row }) => {
      const chosen = by === null ? undefined : row.pathways[by]
      const lot: ExportLot = {
        ...row,
        by,
        netNewUnits: chosen?.netNewUnits ?? null,
        residualLandValue: chosen?.residualLandValue ?? null,
        bestByHomes: row.bestByHomes as PathwayId | null,
        bestByValue: row.bestByValue as PathwayId | null,
      }
      return [row.apn, lot]
    }),
  )
  return apns.flatMap((apn) => byApn.get(apn) ?? [])
}

/**
 * Every lot that matches `query` as its map draws it, by APN (the order packs best); a visitor's
 * are the lots of their first page. Lots without a point on record have no dot.
 */
export async function findScreenDots(
  db: Db,
  actor: SignedInActor | null,
  query: ScreenQuery,
): Promise<ScreenDot[]> {
  if (query.list !== undefined) await findScreenList(db, actor, query.list)
  if (!actor) {
    const lots = await findScreenLots(db, query, { limit: SCREEN_VISITOR_ROWS })
    return lots.flatMap((lot) =>
      lot.lat === null || lot.lon === null
        ? []
        : [{ apn: lot.apn, lon: lot.lon, lat: lot.lat, homes: lot.netNewUnits }],
    )
  }
  // The lots' homes as the default order reads them: the matching pathway's.
  const matching = selectMatchingApns(db, { ...query, sort: 'homes' }, { ordered: true }).as(
    'matching',
  )
  const found = await db
    .select({
      apn: matching.apn,
      lon: p.lon,
      lat: p.lat,
      homes: sql<number | null>`${matching.sortKey}`,
    })
    .from(matching)
    .innerJoin(p, eq(p.apn, matching.apn))
    .where(sql`${p.lat} is not null and ${p.lon} is not null`)
    .orderBy(matching.apn)
    .limit(SCREEN_ROW_LIMIT)
  return found.map((row) => ({
    apn: row.apn,
    lon: row.lon!,
    lat: row.lat!,
    homes:
      row.homes === null ? null : row.homes >= UNLIMITED_HOMES ? 'unlimited' : Number(row.homes),
  }))
}

/** The plan areas last read, with the import they were read after (see `findPlanAreas`). */
let planAreasRead: { dataStamp: string; plans: string[] } | null = null

/**
 * Every community plan area the parcels are in, by the name the City gives it, once each in
 * alphabetical order: the choices of the screen's plan-area filter. They change only with an
 * import, so they are read once per import rather than scanning every parcel per page.
 */
export async function findPlanAreas(db: Db): Promise<string[]> {
  const dataStamp = await currentDataStamp(db)
  if (planAreasRead?.dataStamp === dataStamp) return planAreasRead.plans
  const rows = await db
    .selectDistinct({ plan: p.communityPlanArea })
    .from(p)
    .where(sql`${p.communityPlanArea} is not null and ${p.communityPlanArea} <> ''`)
  // Ordered here, as a reader reads a list, whatever the database's collation.
  const plans = rows.map((row) => row.plan!).sort((a, b) => a.localeCompare(b, 'en'))
  planAreasRead = { dataStamp, plans }
  return plans
}

/**
 * The newest date of a public source of parcel facts on record: how recent the parcel data a
 * screen rests on is; null when only the demo city is loaded.
 */
export async function findDataDate(db: Db): Promise<string | null> {
  // The newest dataset's date, not the last import's: a fresh install loads its oldest sample
  // (ZIMAS profiles of 2025) last, after sources retrieved in 2026 (decision 550). The demo
  // city's date is the day it was generated, no source's, and newer than every real one: it
  // would date the real parcels by nothing of theirs (decision 592).
  // Transit stops are not parcel data: a feed of stops says nothing of a lot's zoning, size or
  // uses, and its date would date them (decision 626).
  const [latest] = await db
    .select({ date: dataImports.datasetDate })
    .from(dataImports)
    .where(notInArray(dataImports.kind, ['demo', ...STOP_IMPORTS]))
    .orderBy(desc(dataImports.datasetDate))
    .limit(1)
  return latest?.date ?? null
}

/** One of `actor`'s lists; anyone else's, or none, is not found. */
export async function findScreenList(
  db: Db,
  actor: SignedInActor | null,
  id: string,
): Promise<ScreenList> {
  const owner = requireActor(actor)
  const [list] = await db
    .select()
    .from(screenLists)
    .where(and(eq(screenLists.id, id), eq(screenLists.userId, owner.id)))
  if (!list) throw new AppError('NOT_FOUND', SCREEN_LIST_NOT_FOUND)
  const [counted] = await db
    .select({ matched: count() })
    .from(screenListParcels)
    .where(eq(screenListParcels.listId, id))
  return {
    id: list.id,
    name: list.name,
    rowCount: list.rowCount,
    matched: counted?.matched ?? 0,
    unmatched: list.unmatched,
    createdAt: list.createdAt.toISOString(),
  }
}

/**
 * A page of the lots that match `query`, in its order, and how many match. Signed in, any page of
 * the first SCREEN_ROW_LIMIT lots; a visitor's pages end with the first few. A screen of a list is
 * its owner's alone.
 */
export async function runScreen(
  db: Db,
  actor: SignedInActor | null,
  { offset, limit, ...query }: ScreenPageQuery,
): Promise<ScreenAnswer> {
  if (query.list !== undefined) await findScreenList(db, actor, query.list)
  const readable = actor ? SCREEN_ROW_LIMIT : SCREEN_VISITOR_ROWS
  // A page past what the caller may read is empty, not an error: its count still answers.
  const [total, lots, analysedOn, dataDate] = await Promise.all([
    countScreenLots(db, query),
    findScreenLots(db, query, { offset, limit: Math.max(0, Math.min(limit, readable - offset)) }),
    findAnalysedOn(db),
    findDataDate(db),
  ])
  const rows: ScreenRow[] = lots.map((lot) => ({
    apn: lot.apn,
    address: lot.address,
    zone: lot.zone,
    lotSf: lot.lotSf,
    isDemo: lot.isDemo,
    communityPlanArea: lot.communityPlanArea,
    transitMi: lot.transitMi,
    lat: lot.lat,
    lon: lot.lon,
    by: lot.by,
    netNewUnits: lot.netNewUnits,
    residualLandValue: lot.residualLandValue,
    zip: lot.zip,
    bestByHomes: lot.bestByHomes,
    bestByValue: lot.bestByValue,
    stale: lot.stale,
  }))
  const end = offset + rows.length
  return {
    total,
    rows,
    offset,
    nextOffset: rows.length > 0 && end < Math.min(total, readable) ? end : null,
    truncated: total > readable,
    engineVersion: ENGINE_VERSION,
    analysedOn,
    dataDate,
  }
}

/**
 * The day in Los Angeles the latest refresh of the results finished: each slice analyses its lots
 * under the law in force the day it runs, so this is the day the results were last brought up to
 * date. Null before any refresh has finished.
 */
export async function findAnalysedOn(db: Db): Promise<string | null> {
  const [run] = await db
    .select({ finishedAt: screenRuns.finishedAt })
    .from(screenRuns)
    .where(isNotNull(screenRuns.finishedAt))
    .orderBy(desc(screenRuns.finishedAt))
    .limit(1)
  return run?.finishedAt ? todayInLosAngeles(run.finishedAt) : null
}
