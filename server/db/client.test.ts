// The embedded database has one writer: a second opener is refused, a dead one's lock is not
// in the way (issue 12, finding 7).
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, pingDatabase, secondOpenerMessage } from './client.ts'

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
