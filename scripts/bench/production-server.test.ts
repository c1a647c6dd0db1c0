// How the benchmarks start a server: as `npm run serve` does, from the checkout's own script.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVE_COMMAND, serveCommandOf } from './production-server.ts'

let folder: string
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'lotwise-serve-command-'))
})
afterAll(() => rm(folder, { recursive: true, force: true }))

async function checkoutWith(serve: string) {
  await writeFile(path.join(folder, 'package.json'), JSON.stringify({ scripts: { serve } }))
  return serveCommandOf(folder)
}

describe('serveCommandOf', () => {
  it("reads this checkout's malloc settings and V8 flags (decisions 620 and 880)", () => {
    expect(SERVE_COMMAND.env).toEqual({
      MALLOC_ARENA_MAX: '2',
      MALLOC_TRIM_THRESHOLD_: '131072',
      MALLOC_MMAP_THRESHOLD_: '131072',
    })
    expect(SERVE_COMMAND.flags).toEqual(['--max-semi-space-size=8', '--heap-growing-percent=50'])
  })

  it("reads another checkout's script, with or without an environment before node", async () => {
    expect(
      await checkoutWith('node --max-semi-space-size=16 --heap-growing-percent=50 server/index.ts'),
    ).toEqual({ env: {}, flags: ['--max-semi-space-size=16', '--heap-growing-percent=50'] })
    expect(await checkoutWith('A_B=1 node server/index.ts')).toEqual({
      env: { A_B: '1' },
      flags: [],
    })
  })
})
