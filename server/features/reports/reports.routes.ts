import { Hono, type Context } from 'hono'
import {
  CreateShareLinkSchema,
  ShareLinkParamsSchema,
  ShareTokenSchema,
} from '#common/contracts/report-shares.ts'
import {
  FactCorrectionsSchema,
  ReportEditSchema,
  ReportIdSchema,
  ReportListQuerySchema,
  ReportNotificationSchema,
  ReportQueueQuerySchema,
  StartReportSchema,
} from '#common/contracts/reports.ts'
import { ProformaSaveSchema } from '#common/contracts/proforma.ts'
import { PublishReviewSchema } from '#common/contracts/report-review.ts'
import { requireActor } from '../../auth/actor.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { sendPreparedJson } from '../../http/compress-json.ts'
import { validate } from '../../http/validate.ts'
import { findLatestRecomputeRun, startBulkRecompute } from './bulk-recompute.service.ts'
import {
  getReportPdf,
  getSharedReportPdf,
  preparePdfSoon,
  type ReportPdf,
} from './report-pdf.service.ts'
import {
  createShareLink,
  listShareLinks,
  openSharedReport,
  revokeShareLink,
} from './report-shares.service.ts'
import { getReportLotPlace, getReportMapSvg, getSharedReportMapSvg } from './report-map.service.ts'
import { getReviewChecklist, publishReport } from './report-review.service.ts'
import {
  correctFacts,
  readReportChanges,
  recomputeReport,
  saveProformaAssumptions,
  startReport,
  updateReport,
} from './report-editing.service.ts'
import {
  deleteReport,
  listReportQueue,
  listReports,
  readReportView,
  sendReportNotification,
} from './reports.service.ts'

function notificationDeps(c: { var: AppEnv['Variables'] }) {
  return {
    db: c.var.db,
    mailer: c.var.mailer,
    publicUrl: c.var.publicUrl,
    adminEmail: c.var.adminEmail,
  }
}

/** A PDF as a download; a client holding the same version gets 304 without a body. */
function sendPdf(c: Context<AppEnv>, { pdf, filename, etag }: ReportPdf) {
  const headers = {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-cache',
    ETag: etag,
  }
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers)
  // The kept bytes themselves: a copy per download was a PDF's size of memory per request.
  return c.body(pdf, 200, headers)
}

/** The lot map: drawn afresh on each request, since a data import may move its neighbours. */
function sendMap(c: Context<AppEnv>, svg: string) {
  return c.body(svg, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'private, no-cache',
  })
}

export const reportsRoutes = new Hono<AppEnv>()
  .get('/', validate('query', ReportListQuerySchema), async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json(await listReports(c.var.db, actor, c.req.valid('query')), 200)
  })
  .get('/:id', validate('param', ReportIdSchema), async (c) => {
    const actor = requireActor(c.var.actor)
    return sendPreparedJson(c, await readReportView(c.var.db, actor, c.req.valid('param').id))
  })
  .patch(
    '/:id',
    validate('param', ReportIdSchema),
    validate('json', ReportEditSchema),
    async (c) => {
      const actor = requireActor(c.var.actor)
      const { id } = c.req.valid('param')
      return c.json(await updateReport(c.var.db, actor, id, c.req.valid('json')), 200)
    },
  )
  .post(
    '/:id/corrections',
    validate('param', ReportIdSchema),
    validate('json', FactCorrectionsSchema),
    async (c) => {
      const actor = requireActor(c.var.actor)
      const { id } = c.req.valid('param')
      return c.json(await correctFacts(c.var.db, actor, id, c.req.valid('json')), 200)
    },
  )
  .put(
    '/:id/proforma',
    validate('param', ReportIdSchema),
    validate('json', ProformaSaveSchema),
    async (c) => {
      const actor = requireActor(c.var.actor)
      const { id } = c.req.valid('param')
      return c.json(await saveProformaAssumptions(c.var.db, actor, id, c.req.valid('json')), 200)
    },
  )
  .get('/:id/changes', validate('param', ReportIdSchema), async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json(
      { changes: await readReportChanges(c.var.db, actor, c.req.valid('param').id) },
      200,
    )
  })
  .post('/:id/recompute', validate('param', ReportIdSchema), async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json(await recomputeReport(c.var.db, actor, c.req.valid('param').id), 200)
  })
  .get('/:id/review-checklist', validate('param', ReportIdSchema), async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json(await getReviewChecklist(c.var.db, actor, c.req.valid('param').id), 200)
  })
  .post(
    '/:id/publish',
    validate('param', ReportIdSchema),
    validate('json', PublishReviewSchema),
    async (c) => {
      const actor = requireActor(c.var.actor)
      const { id } = c.req.valid('param')
      const result = await publishReport(notificationDeps(c), actor, id, c.req.valid('json'))
      void preparePdfSoon(c.var.db, id)
      return c.json(result, 200)
    },
  )
  .delete('/:id', validate('param', ReportIdSchema), async (c) => {
    const actor = requireActor(c.var.actor)
    await deleteReport(c.var.db, actor, c.req.valid('param').id)
    return c.body(null, 204)
  })
  .get('/:id/pdf', validate('param', ReportIdSchema), async (c) => {
    const actor = requireActor(c.var.actor)
    return sendPdf(c, await getReportPdf(c.var.db, actor, c.req.valid('param').id))
  })
  .get('/:id/map.svg', validate('param', ReportIdSchema), async (c) => {
    const actor = requireActor(c.var.actor)
    return sendMap(c, await getReportMapSvg(c.var.db, actor, c.req.valid('param').id))
  })
  .get('/:id/lot-place', validate('param', ReportIdSchema), async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json(await getReportLotPlace(c.var.db, actor, c.req.valid('param').id), 200)
  })
  .get('/:id/share-links', validate('param', ReportIdSchema), async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json(await listShareLinks(c.var.db, actor, c.req.valid('param').id), 200)
  })
  .post(
    '/:id/share-links',
    validate('param', ReportIdSchema),
    validate('json', CreateShareLinkSchema),
    async (c) => {
      const actor = requireActor(c.var.actor)
      const { id } = c.req.valid('param')
      const { expiresInDays } = c.req.valid('json')
      return c.json(await createShareLink(c.var.db, actor, id, expiresInDays), 201)
    },
  )
  .delete('/:id/share-links/:linkId', validate('param', ShareLinkParamsSchema), async (c) => {
    const actor = requireActor(c.var.actor)
    const { id, linkId } = c.req.valid('param')
    return c.json(await revokeShareLink(c.var.db, actor, id, linkId), 200)
  })

/** What a share link opens, for anyone holding it, signed in or not (decision 171). */
export const sharedReportRoutes = new Hono<AppEnv>()
  .get('/:token', validate('param', ShareTokenSchema), async (c) => {
    c.header('X-Robots-Tag', 'noindex, nofollow')
    c.header('Cache-Control', 'no-store')
    return c.json(await openSharedReport(c.var.db, c.req.valid('param').token), 200)
  })
  .get('/:token/pdf', validate('param', ShareTokenSchema), async (c) => {
    c.header('X-Robots-Tag', 'noindex, nofollow')
    return sendPdf(c, await getSharedReportPdf(c.var.db, c.req.valid('param').token))
  })
  .get('/:token/map.svg', validate('param', ShareTokenSchema), async (c) => {
    c.header('X-Robots-Tag', 'noindex, nofollow')
    return sendMap(c, await getSharedReportMapSvg(c.var.db, c.req.valid('param').token))
  })

/** The analysts' tools: the queue, starting a report, and bulk recompute. */
export const adminReportsRoutes = new Hono<AppEnv>()
  .get('/', validate('query', ReportQueueQuerySchema), async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json(await listReportQueue(c.var.db, actor, c.req.valid('query')), 200)
  })
  .post('/', validate('json', StartReportSchema), async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json(await startReport(c.var.db, actor, c.req.valid('json')), 201)
  })
  .get('/recompute', async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json({ run: await findLatestRecomputeRun(c.var.db, actor) }, 200)
  })
  .post('/recompute', async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json(
      { run: await startBulkRecompute({ db: c.var.db, queue: c.var.queue }, actor) },
      202,
    )
  })

/** Spec §7 "function invocation": POST /api/functions/send-report-notification. */
export const reportFunctionRoutes = new Hono<AppEnv>().post(
  '/send-report-notification',
  validate('json', ReportNotificationSchema),
  async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json(
      await sendReportNotification(notificationDeps(c), actor, c.req.valid('json')),
      200,
    )
  },
)
