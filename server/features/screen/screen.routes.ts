// The screen's routes: running a screen, and (admins) the refresh of every parcel's results.
import { Hono } from 'hono'
import { z } from 'zod'
import {
  SAVED_SCREEN_NOT_FOUND,
  SaveScreenSchema,
  ScreenExportQuerySchema,
  ScreenListUploadQuerySchema,
  ScreenPageQuerySchema,
  ScreenQuerySchema,
  type ScreenQuery,
} from '#common/contracts/screen.ts'
import { requireActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { validate } from '../../http/validate.ts'
import { todayInLosAngeles } from '../../lib/dates.ts'
import { currentDataStamp } from '../../domain/data-stamp.ts'
import { chargeExport, isExportPaid } from '../../domain/usage.ts'
import { ENGINE_VERSION } from '#engine'
import { PROFORMA_VERSION } from '#proforma'
import { buildScreenTable, toCsv, toXlsx } from './screen-export.service.ts'
import { findLatestScreenRun, startScreenRefresh } from './screen-refresh.service.ts'
import { packScreenDots } from './screen-dots.service.ts'
import { findPlanAreas, findScreenList, runScreen } from '../../domain/screen.ts'
import {
  deleteSavedScreen,
  listSavedScreens,
  markSavedScreenSeen,
  saveScreen,
} from './saved-screens.service.ts'
import {
  createScreenList,
  deleteScreenList,
  listScreenLists,
  readUploadedCsv,
} from '../../domain/screen-lists.ts'

const SavedScreenIdSchema = z.object({ id: z.uuid({ error: SAVED_SCREEN_NOT_FOUND }) })
const ScreenListIdSchema = z.object({ id: z.uuid('must be a list id') })

export const adminScreenRoutes = new Hono<AppEnv>()
  .get('/refresh', async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json({ run: await findLatestScreenRun(c.var.db, actor) }, 200)
  })
  .post('/refresh', async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json(
      { run: await startScreenRefresh({ db: c.var.db, queue: c.var.queue }, actor) },
      202,
    )
  })

/**
 * What makes two downloads the same one: the same screen (whatever the format) of the same data
 * by the same engine and pro forma. A download is paid for once per identity.
 */
async function downloadIdentity(
  db: Db,
  screen: ScreenQuery & { format?: string; offset?: number; limit?: number },
): Promise<string> {
  // JSON leaves out what is undefined here: a CSV and an Excel download are one, and so is the
  // download of each page of a screen.
  const filters = { ...screen, format: undefined, offset: undefined, limit: undefined }
  return JSON.stringify([filters, ENGINE_VERSION, PROFORMA_VERSION, await currentDataStamp(db)])
}

/**
 * A screen of the city, a page at a time: open to visitors (the first lots and the count), every
 * page when signed in. `downloadPaid` tells a signed-in user that this screen's download is
 * already paid for, so its links show even when the credits it took are gone.
 */
export const screenRoutes = new Hono<AppEnv>()
  .get('/', validate('query', ScreenPageQuerySchema), async (c) => {
    const query = c.req.valid('query')
    const actor = c.var.actor
    const [answer, downloadPaid] = await Promise.all([
      runScreen(c.var.db, actor, query),
      actor
        ? downloadIdentity(c.var.db, query).then((what) =>
            isExportPaid(c.var.db, { userId: actor.id, what }),
          )
        : false,
    ])
    return c.json({ ...answer, downloadPaid }, 200)
  })
  /** The community plan areas the parcels are in: the plan-area filter's choices. */
  .get('/plans', async (c) => c.json({ plans: await findPlanAreas(c.var.db) }, 200))
  /**
   * Every matching lot as the map draws it, packed (common/screen-dots.ts): a visitor's are the
   * lots of their first page. Sent gzipped to a browser that takes it, as it is kept.
   */
  .get('/dots', validate('query', ScreenQuerySchema), async (c) => {
    const dots = await packScreenDots(c.var.db, c.var.actor, c.req.valid('query'))
    const gzipped = /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')
    return c.body(gzipped ? dots.gzipped : dots.raw, 200, {
      'Content-Type': 'application/octet-stream',
      ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
    })
  })
  /**
   * The matching lots as a spreadsheet (CSV or Excel), signed in; past the free rows it spends
   * bonus credits, once for the same lots (decision 416).
   */
  .get('/export', validate('query', ScreenExportQuerySchema), async (c) => {
    const actor = requireActor(c.var.actor)
    const query = c.req.valid('query')
    const table = await buildScreenTable(c.var.db, actor, query)
    await chargeExport(c.var.db, {
      userId: actor.id,
      rows: table.rowCount,
      what: await downloadIdentity(c.var.db, query),
    })
    const filename = `lotwise-screen-${todayInLosAngeles()}.${query.format}`
    const disposition = `attachment; filename="${filename}"`
    if (query.format === 'xlsx')
      return c.body(toXlsx(table), 200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': disposition,
      })
    return c.body(toCsv(table), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': disposition,
    })
  })
  /** A short PDF summary of the screen: its filters, count, homes by pathway, first lots. */
  .get('/summary.pdf', validate('query', ScreenQuerySchema), async (c) => {
    const actor = requireActor(c.var.actor)
    // The PDF renderer is loaded on the first summary asked for, not at start: it is about 19 MB
    // of the server's heap that most servers never use (decision 620).
    const { renderScreenPdf, summariseScreen } = await import('./screen-pdf.ts')
    const summary = await summariseScreen(c.var.db, actor, c.req.valid('query'))
    return c.body(new Uint8Array(await renderScreenPdf(summary)), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="lotwise-screen-${summary.date}.pdf"`,
    })
  })
  /** Upload a list (a CSV of APNs or addresses, the request's body): each row matched or told why not. */
  .post('/lists', validate('query', ScreenListUploadQuerySchema), async (c) => {
    const actor = requireActor(c.var.actor)
    const list = await createScreenList(c.var.db, actor, {
      name: c.req.valid('query').name,
      csv: await readUploadedCsv(c.req.raw),
    })
    return c.json({ list }, 201)
  })
  /** The caller's lists, newest first. */
  .get('/lists', async (c) =>
    c.json({ lists: await listScreenLists(c.var.db, requireActor(c.var.actor)) }, 200),
  )
  .get('/lists/:id', validate('param', ScreenListIdSchema), async (c) =>
    c.json({ list: await findScreenList(c.var.db, c.var.actor, c.req.valid('param').id) }, 200),
  )
  .delete('/lists/:id', validate('param', ScreenListIdSchema), async (c) => {
    await deleteScreenList(c.var.db, requireActor(c.var.actor), c.req.valid('param').id)
    return c.body(null, 204)
  })
  /** The caller's saved screens, each with the lots that began to match it. */
  .get('/saved', async (c) =>
    c.json({ screens: await listSavedScreens(c.var.db, requireActor(c.var.actor)) }, 200),
  )
  .post('/saved', validate('json', SaveScreenSchema), async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json({ screen: await saveScreen(c.var.db, actor, c.req.valid('json')) }, 201)
  })
  /** The owner opened the saved screen: its new lots are no longer new. */
  .post('/saved/:id/seen', validate('param', SavedScreenIdSchema), async (c) => {
    await markSavedScreenSeen(c.var.db, requireActor(c.var.actor), c.req.valid('param').id)
    return c.body(null, 204)
  })
  .delete('/saved/:id', validate('param', SavedScreenIdSchema), async (c) => {
    await deleteSavedScreen(c.var.db, requireActor(c.var.actor), c.req.valid('param').id)
    return c.body(null, 204)
  })
