// The embedded database has one writer: a second opener is refused, a dead one's lock is not
// in the way (issue 12, finding 7). On PostgreSQL, connections lost mid-transaction never use up
// the pool (issue 12, the fault suite's terminated backends).
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresClone, isTestingOnPostgres } from '#tests/setup/test-database.ts'
import { createMemoryPglite, openDatabase, pingDatabase, secondOpenerMessage } from './client.ts'
import { transitStops } from './schema/index.ts'

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lotwise-lock-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

describe('the embedded database folder', () => {
  it('refuses a second opener while the first has it, and opens again once it is closed', async () => {
    const first = await openDatabase({ dataDir })
    const folder = path.resolve(dataDir, 'pglite')
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      secondOpenerMessage(folder, process.pid),
    )
    await pingDatabase(first.db)
    await first.close()
    const again = await openDatabase({ dataDir })
    await pingDatabase(again.db)
    await again.close()
  })

  it('takes over the lock of a process that died without closing (kill -9)', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)'])
    await writeFile(path.join(dataDir, 'pglite.lock'), String(gone.pid))
    const database = await openDatabase({ dataDir })
    await pingDatabase(database.db)
    await database.close()
  })
})

describe('the embedded database between statements', () => {
  it('lets timers and sockets run, so a long chain of statements does not hold every request', async () => {
    const database = await openDatabase({ pglite: await createMemoryPglite() })
    try {
      let statementsWhenTheTimerRan: number | null = null
      let statements = 0
      setTimeout(() => (statementsWhenTheTimerRan = statements), 0)
      for (; statements < 200; statements += 1) await database.db.execute(sql`select 1`)
      await database.db.transaction((tx) => tx.execute(sql`select 1`))
      // PGlite settles each statement as a microtask: without a turn of the event loop between
      // them the timer would run only after all 200.
      expect(statementsWhenTheTimerRan).not.toBeNull()
      expect(statementsWhenTheTimerRan).toBeLessThan(200)
    } finally {
      await database.close()
    }
  })
})

describe('values read from the embedded database', () => {
  it('keep their types through drizzle and through the client the job queue uses', async () => {
    const pglite = await createMemoryPglite()
    const database = await openDatabase({ pglite })
    try {
      await database.migrate()
      // Drizzle's array columns read arrays; its timestamps stay strings, as on PostgreSQL.
      await database.db.insert(transitStops).values({
        id: 'metro-rail:test',
        name: 'Test Station',
        kind: 'rail',
        lat: 34.05,
        lon: -118.25,
        lines: ['A Line', 'B Line'],
        isMajor: true,
        majorMethod: 'a rail station',
        dataset: 'test',
        datasetDate: '2026-11-24',
      })
      const [stop] = await database.db.select({ lines: transitStops.lines }).from(transitStops)
      expect(stop?.lines).toEqual(['A Line', 'B Line'])
      const [raw] = await database.db
        .execute<{ at: unknown }>(sql`select now() as at`)
        .then((result) => (result as unknown as { rows: Array<{ at: unknown }> }).rows)
      expect(typeof raw?.at).toBe('string')
      // The job queue's own queries parse as PGlite does: dates and arrays.
      const direct = await pglite.query<{ at: unknown; tags: unknown }>(
        `select now() as at, array['a', 'b'] as tags`,
      )
      expect(direct.rows[0]?.at).toBeInstanceOf(Date)
      expect(direct.rows[0]?.tags).toEqual(['a', 'b'])
      // The parsers sit one prototype down, so merging a query's own copies nothing (decision 197).
      expect(Object.keys(pglite.parsers)).toEqual([])
    } finally {
      await database.close()
    }
  })
})

/** What became of `promise` within `ms`: answered, failed, or still waiting. */
function outcomeWithin(promise: Promise<unknown>, ms: number): Promise<string> {
  return Promise.race([
    promise.then(
      () => 'answered',
      () => 'failed',
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), ms)),
  ])
}

describe.runIf(isTestingOnPostgres())('PostgreSQL connections lost as a transaction begins', () => {
  it('give their pool slot back, so transactions run again once connections hold', async () => {
    const clone = await createPostgresClone()
    const database = await openDatabase({ url: clone.url })
    const pool = (database.db as unknown as { $client: pg.Pool }).$client
    // Every client handed out while `cutting` loses its socket before its BEGIN is answered, as
    // one does whose backend was terminated a moment before.
    let cutting = true
    pool.on('acquire', (client) => {
      if (cutting)
        (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy()
    })
    const transaction = () => database.db.transaction((tx) => tx.execute(sql`select 1`))
    const outcomes = []
    for (let attempt = 0; attempt < 15; attempt += 1)
      // more than the pool's 10 connections
      outcomes.push(await outcomeWithin(transaction(), 2_000))
    cutting = false
    const afterwards = await outcomeWithin(transaction(), 2_000)

    expect(outcomes).toEqual(Array(15).fill('failed'))
    expect(afterwards).toBe('answered')
    // A pool with a client still out would wait for it for ever here.
    expect(await outcomeWithin(database.close(), 2_000)).toBe('answered')
    await clone.drop()
  })
})
