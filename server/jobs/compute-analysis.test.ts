import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boundingBox, positionAt, type LotShape } from '#common/lot-shape.ts'
import { analyzeParcel, ENGINE_VERSION } from '#engine'
import { parcels, reportDetails } from '#server/db/schema/index.ts'
import { getParcel } from '#server/domain/parcels.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'
import { signUp } from '#tests/setup/accounts.ts'
import { injectFault } from '#tests/setup/faults.ts'
import { insertParcel, insertReport, waitForAnalysis } from '#tests/setup/reports.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { computeAnalysisHandler } from './compute-analysis.job.ts'
import { computeAnalysisJob } from './definitions.ts'

/** A server that is not stopping. */
const running = new AbortController().signal

let t: TestApp
let userId: string
beforeAll(async () => {
  t = await createTestApp()
  userId = (await signUp(t)).id
})
afterAll(() => t.close())

describe('the analysis job', () => {
  it("computes a report's analysis from its parcel's facts with today's date, and stores what it used", async () => {
    const parcel = await insertParcel(t.database.db, { zoneClass: 'R3', lotSf: 7000 })
    const report = await insertReport(t.database.db, { userId, apn: parcel.apn })
    await t.queue.enqueue(computeAnalysisJob, { reportId: report.id })

    const details = await waitForAnalysis(t.database.db, report.id)
    const { facts } = await getParcel({ db: t.database.db, apn: parcel.apn })
    const today = todayInLosAngeles()
    expect(details).toMatchObject({
      analysisStatus: 'ready',
      analysisError: null,
      engineVersion: ENGINE_VERSION,
      inputs: {
        parcel: facts,
        scenario: { analysisDate: today },
        options: {},
        demoParcel: true,
        factOrigins: {},
      },
    })
    expect(details.analysis).toEqual(
      analyzeParcel({ parcel: facts, scenario: { analysisDate: today } }, {}),
    )
    expect(details.computedAt).toBeInstanceOf(Date)
  })

  it('runs again without duplicating anything, using the settings chosen for the report', async () => {
    const parcel = await insertParcel(t.database.db)
    const report = await insertReport(t.database.db, { userId, apn: parcel.apn })
    await t.database.db.insert(reportDetails).values({
      reportId: report.id,
      settings: { scenario: { tenure: 'for_sale' }, options: { byrightRounding: 'ceil' } },
    })
    const handle = computeAnalysisHandler({ db: t.database.db, logger: t.logger })
    await handle({ reportId: report.id }, { number: 1, isLast: false, stopping: running })
    await handle({ reportId: report.id }, { number: 2, isLast: false, stopping: running })
    const rows = await t.database.db
      .select()
      .from(reportDetails)
      .where(eq(reportDetails.reportId, report.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.inputs).toMatchObject({
      scenario: { tenure: 'for_sale' },
      options: { byrightRounding: 'ceil' },
    })
    expect(rows[0]?.analysis?.options.byrightRounding).toBe('ceil')
  })

  it('draws the envelope on the lot’s recorded outline, turned to the street its address is on', async () => {
    // A street running east–west, far from other tests' parcels: lots along its north side (the
    // lot and its neighbours drawn with outlines), and lots across it to the south.
    const origin = { lat: 34.31, lon: -118.71 }
    const place = (x: number, y: number) => {
      const [lon, lat] = positionAt(origin, [x, y])
      return { lat, lon }
    }
    const outlined = (corners: Array<[number, number]>) => {
      const ring = corners.map((corner) => positionAt(origin, corner))
      const shape: LotShape = { type: 'MultiPolygon', coordinates: [[[...ring, ring[0]!]]] }
      const box = boundingBox(shape.coordinates)!
      return {
        shape,
        shapeWest: box.west,
        shapeSouth: box.south,
        shapeEast: box.east,
        shapeNorth: box.north,
      }
    }
    const rectangle = (x0: number, x1: number, y0: number, y1: number) =>
      outlined([
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
      ])
    const db = t.database.db
    const street = { streetSearch: 'OUTLINE TEST AVE' }
    for (let x = -500; x <= 500; x += 50) {
      if (Math.abs(x) > 50) await insertParcel(db, { ...street, ...place(x, 0) })
      await insertParcel(db, { ...street, ...place(x, -160) })
    }
    await insertParcel(db, { ...street, ...place(-50, 0), ...rectangle(-75, -25, -60, 60) })
    await insertParcel(db, { ...street, ...place(50, 0), ...rectangle(25, 75, -60, 60) })
    await insertParcel(db, { ...place(0, 120), ...rectangle(-25, 25, 60, 180) })
    // 50 ft of front on the street; the east lot line slants to 60 ft across at the rear.
    const parcel = await insertParcel(db, {
      ...street,
      ...place(0, 0),
      ...outlined([
        [-25, -60],
        [25, -60],
        [35, 60],
        [-25, 60],
      ]),
      lotSf: 6600,
      lotWidthFt: 60,
      lotDepthFt: 120,
    })
    const report = await insertReport(db, {
      userId,
      apn: parcel.apn,
      reportType: 'multifamily_development',
    })
    await t.queue.enqueue(computeAnalysisJob, { reportId: report.id })
    const details = await waitForAnalysis(db, report.id)

    const plan = details.inputs?.lotPlan
    expect(plan).toMatchObject({ corner: false, frontFrom: 'addressed_street' })
    const front = plan!.edgeNames.indexOf('front')
    const [a, b] = [plan!.outline[front]!, plan!.outline[(front + 1) % 4]!]
    expect(Math.abs(b[0] - a[0])).toBeCloseTo(50, 0)
    const base = details.derived?.model.envelopes.find(
      (envelope) => envelope.pathwayId === 'la_base_zoning',
    )?.outcome
    if (!base?.ok) throw new Error('base zoning has no envelope')
    expect(base.envelope.lot.shape).toBe('drawn')
    // R3: 15 ft front and rear, 5 ft sides. A rectangle of the recorded 60 × 120 ft would leave
    // 50 × 90 = 4,500 sq ft; the real outline, 50 ft at the front, leaves about 4,048.
    expect(base.envelope.footprint!.areaSf).toBeGreaterThan(4000)
    expect(base.envelope.footprint!.areaSf).toBeLessThan(4100)
  })

  it('says so, in words, when the parcel has left the data', async () => {
    const parcel = await insertParcel(t.database.db)
    const report = await insertReport(t.database.db, { userId, apn: parcel.apn })
    await t.database.db.delete(parcels).where(eq(parcels.apn, parcel.apn))
    await t.queue.enqueue(computeAnalysisJob, { reportId: report.id })
    expect(await waitForAnalysis(t.database.db, report.id)).toMatchObject({
      analysisStatus: 'failed',
      analysisError: `Parcel ${parcel.apn} is no longer in our parcel records, so the analysis cannot be computed from current data.`,
      analysis: null,
    })
  })

  it('records the reason when the last attempt fails, and lets earlier attempts be retried', async () => {
    const parcel = await insertParcel(t.database.db)
    const report = await insertReport(t.database.db, { userId, apn: parcel.apn })
    // A real fault in the database: storing this report's result fails until it is removed.
    const removeFault = await injectFault(t.database.db, {
      table: 'report_details',
      events: 'insert or update',
      when: `new.report_id = '${report.id}' and new.analysis_status = 'ready'`,
      message: 'the disk is full',
    })
    const handle = computeAnalysisHandler({ db: t.database.db, logger: t.logger })
    await expect(
      handle({ reportId: report.id }, { number: 1, isLast: false, stopping: running }),
    ).rejects.toThrow()
    const [before] = await t.database.db
      .select()
      .from(reportDetails)
      .where(eq(reportDetails.reportId, report.id))
    expect(before).toBeUndefined()
    await expect(
      handle({ reportId: report.id }, { number: 6, isLast: true, stopping: running }),
    ).rejects.toThrow()
    expect(await waitForAnalysis(t.database.db, report.id)).toMatchObject({
      analysisStatus: 'failed',
      analysisError: expect.stringMatching(
        /^The analysis could not be computed after 6 attempts: .*the disk is full/,
      ),
    })
    await removeFault()
  })

  it('says so, in words, when the parcel number is not an APN', async () => {
    const report = await insertReport(t.database.db, { userId, apn: 'not-an-apn' })
    await t.queue.enqueue(computeAnalysisJob, { reportId: report.id })
    expect(await waitForAnalysis(t.database.db, report.id)).toMatchObject({
      analysisStatus: 'failed',
      analysisError:
        'This report\'s parcel number "not-an-apn" is not an APN (10 digits, like 4306-026-007), so no facts can be found for it.',
    })
  })

  it('queues a job inside a transaction only if the transaction commits, and a keyed job once', async () => {
    const parcel = await insertParcel(t.database.db)
    const rolledBack = await insertReport(t.database.db, { userId, apn: parcel.apn })
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.queue.enqueue(computeAnalysisJob, { reportId: rolledBack.id }, { tx })
        throw new Error('the order failed')
      }),
    ).rejects.toThrow('the order failed')

    const committed = await insertReport(t.database.db, { userId, apn: parcel.apn })
    await t.database.db.transaction(async (tx) => {
      await t.queue.enqueue(computeAnalysisJob, { reportId: committed.id }, { tx, onceKey: 'o1' })
    })
    const first = await waitForAnalysis(t.database.db, committed.id)
    expect(first.analysisStatus).toBe('ready')

    // The same key again: no second job, so the stored result stays as it was.
    await t.queue.enqueue(computeAnalysisJob, { reportId: committed.id }, { onceKey: 'o1' })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const [unchanged] = await t.database.db
      .select()
      .from(reportDetails)
      .where(eq(reportDetails.reportId, committed.id))
    expect(unchanged?.computedAt).toEqual(first.computedAt)

    const [none] = await t.database.db
      .select()
      .from(reportDetails)
      .where(eq(reportDetails.reportId, rolledBack.id))
    expect(none).toBeUndefined()
  })

  it('refuses a payload that does not match the job', async () => {
    await expect(
      t.queue.enqueue(computeAnalysisJob, { reportId: 'nope' } as { reportId: string }),
    ).rejects.toThrow()
  })
})
