// The `analyze` command as people and tools run it: a real process, JSON in, JSON out.
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let folder: string
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'lotwise-analyze-'))
})
afterAll(() => rm(folder, { recursive: true, force: true }))

function analyze(args: string[], stdin?: string) {
  const result = spawnSync(process.execPath, ['scripts/analyze.ts', ...args], {
    input: stdin,
    encoding: 'utf8',
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

describe('npm run analyze', () => {
  it('analyzes one parcel from a file', async () => {
    const file = path.join(folder, 'r3.json')
    await writeFile(
      file,
      JSON.stringify({
        zone: 'R3',
        height_district: '1',
        lot_sf: 7000,
        analysis_date: '2026-11-23',
      }),
    )
    const { status, stdout, stderr } = analyze([file])
    expect(stderr).toBe('')
    expect(status).toBe(0)
    const output = JSON.parse(stdout) as {
      engineVersion: string
      pathways: Record<string, { eligible: unknown; maxUnits: unknown }>
      summary: { recommended: string }
    }
    expect(output.engineVersion).toMatch(/^\d+\.\d+\.\d+$/)
    expect(output.pathways.la_base_zoning).toMatchObject({ eligible: true, maxUnits: 8 })
    expect(Object.keys(output.pathways)).toHaveLength(10)
    expect(output.summary.recommended).toBeTruthy()
  })

  it('analyzes an array from standard input and answers with an array', () => {
    const { status, stdout } = analyze(
      ['-'],
      JSON.stringify([
        { zone: 'R1', lot_sf: 5000 },
        { zone: 'C2', lot_sf: 21780 },
      ]),
    )
    expect(status).toBe(0)
    const output = JSON.parse(stdout) as Array<{ pathways: Record<string, { maxUnits: unknown }> }>
    expect(output.map((analysis) => analysis.pathways.la_base_zoning?.maxUnits)).toEqual([1, 54])
    expect(output).toHaveLength(2)
  })

  it('warns about unknown keys on stderr and still answers', () => {
    const { status, stdout, stderr } = analyze(
      ['-'],
      JSON.stringify({ zone: 'R1', lot_sf: 5000, colour: 'blue' }),
    )
    expect(status).toBe(0)
    expect(stderr).toBe('analyze: warning: unknown key "colour" ignored\n')
    expect(JSON.parse(stdout)).toHaveProperty('pathways')
  })

  it.each([
    [{ zone: 'R3', lot_sf: -1 }, 'analyze: lot_sf: must be greater than 0\n'],
    [{ zone: 'Z9', lot_sf: 5000 }, 'analyze: zone: the engine cannot read zone "Z9"\n'],
    [{ zone: 'R3', lot_sf: '5000' }, 'analyze: lot_sf: must be a number\n'],
    [
      { zone: 'R3', height_district: '7' },
      'analyze: height_district: "7" is not a height district (1, 1L, 1VL, 1XL, 1SS, 2, 3, 4)\n',
    ],
    [
      [{ zone: 'R3' }, { analysis_date: '23/11/2026' }],
      'analyze: item 1: analysis_date: must be a date written YYYY-MM-DD\n',
    ],
    ['not json', undefined],
  ])('refuses %j with one line and exit status 2', (input, message) => {
    const { status, stdout, stderr } = analyze(
      ['-'],
      typeof input === 'string' ? input : JSON.stringify(input),
    )
    expect(status).toBe(2)
    expect(stdout).toBe('')
    if (message) expect(stderr).toBe(message)
    expect(stderr.trim().split('\n')).toHaveLength(1)
    expect(stderr).not.toMatch(/\bat .*\.ts:\d+/)
  })

  it('explains how to call it when no input is named', () => {
    const { status, stderr } = analyze([])
    expect(status).toBe(2)
    expect(stderr).toContain('usage: npm run --silent analyze -- <file.json | ->')
  })
})
