// The `analyze` command as people and tools run it: a real process, JSON in, JSON out.
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHWAY_IDS } from '#engine'

let folder: string
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'lotwise-analyze-'))
})
afterAll(() => rm(folder, { recursive: true, force: true }))

/** The command line `npm run analyze` runs, after `node`: its flags and the script. */
const COMMAND = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { analyze: string } }
).scripts.analyze
  .split(' ')
  .slice(1)

function analyze(args: string[], stdin?: string) {
  const result = spawnSync(process.execPath, [...COMMAND, ...args], {
    input: stdin,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

type Output = {
  engineVersion: string
  options: Record<string, unknown>
  pathways: Record<string, { eligible: unknown; maxUnits: unknown }>
  summary: { recommended: string }
}

// Each test starts the command once or more as a new Node process; on a busy two-core machine a
// start alone can take seconds, so the file allows more than Vitest's default five.
describe('npm run analyze', { timeout: 30_000 }, () => {
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
    const output = JSON.parse(stdout) as Output
    expect(output.engineVersion).toMatch(/^2\.\d+\.\d+$/)
    expect(output.pathways.la_base_zoning).toMatchObject({ eligible: true, maxUnits: 8 })
    expect(Object.keys(output.pathways)).toEqual([...PATHWAY_IDS])
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
    const output = JSON.parse(stdout) as Output[]
    expect(output.map((analysis) => analysis.pathways.la_base_zoning?.maxUnits)).toEqual([1, 54])
  })

  it('reports a bad item of an array in its place, computes the others, and exits with 1', () => {
    const { status, stdout, stderr } = analyze(
      ['-'],
      JSON.stringify([{ zone: 'R1', lot_sf: 5000 }, { lot_sf: -1 }, { zone: 'C2', lot_sf: 21780 }]),
    )
    expect(status).toBe(1)
    expect(stderr).toBe(
      'analyze: item 1: lot_sf: must be a number more than 0 and at most 435,600,000 sq ft\n',
    )
    const output = JSON.parse(stdout) as Array<Output | { error: string }>
    expect(output[1]).toEqual({
      error: 'item 1: lot_sf: must be a number more than 0 and at most 435,600,000 sq ft',
    })
    expect((output[0] as Output).pathways.la_base_zoning?.maxUnits).toBe(1)
    expect((output[2] as Output).pathways.la_base_zoning?.maxUnits).toBe(54)
  })

  it('gives identical results for a parcel alone, in an array and as a line of NDJSON', async () => {
    const parcels = [
      { zone_string: 'C2-1VL/R1-1', lot_sf: 7000, analysis_date: '2026-11-23' },
      { base_units: 100, vli_units: 5, analysis_date: '2026-11-23' },
    ]
    const batch = JSON.parse(analyze(['-'], JSON.stringify(parcels)).stdout) as unknown[]
    const single = parcels.map((parcel) =>
      JSON.parse(analyze(['-'], JSON.stringify(parcel)).stdout),
    )
    const file = path.join(folder, 'three.ndjson')
    await writeFile(file, parcels.map((parcel) => JSON.stringify(parcel)).join('\n'))
    const lines = analyze(['--ndjson', file])
      .stdout.trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown)
    expect(batch).toEqual(single)
    expect(lines).toEqual(single)
  })

  it('streams NDJSON: one result per line, an error line in place of a bad one', () => {
    const { status, stdout, stderr } = analyze(
      ['--ndjson', '-'],
      '{"zone":"R1","lot_sf":5000}\nnot json\n\n{"zone":"C2","lot_sf":21780}\n',
    )
    expect(status).toBe(1)
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines).toHaveLength(3)
    expect(lines[1]?.error).toMatch(/^line 2: not valid JSON/)
    expect(stderr).toMatch(/^analyze: line 2: not valid JSON/)
  })

  it('chooses readings of contested rules with --option; a parcel’s own options win', () => {
    const parcel = {
      base_units: 20,
      set_aside_category: 'LI',
      set_aside_pct: 24,
      analysis_date: '2026-11-23',
    }
    const units = (args: string[], input: object) =>
      (JSON.parse(analyze([...args, '-'], JSON.stringify(input)).stdout) as Output).pathways
        .state_density_bonus?.maxUnits
    expect(units([], parcel)).toBe(30)
    expect(units(['--option', 'la_db_scale=cap35'], parcel)).toBe(27)
    expect(
      units(['--option=la_db_scale=cap35'], { ...parcel, options: { la_db_scale: 'state' } }),
    ).toBe(30)
    const refused = analyze(['--option', 'la_db_scale=generous', '-'], '{}')
    expect(refused.status).toBe(2)
    expect(refused.stderr).toBe(
      'analyze: --option la_db_scale: must be one of "by_application_date", "state", "cap35", "la_chip_table"\n',
    )
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
    [
      { zone: 'R3', lot_sf: -1 },
      'analyze: lot_sf: must be a number more than 0 and at most 435,600,000 sq ft\n',
    ],
    [
      { zone: 'R3', lot_sf: 1.8e306 },
      'analyze: lot_sf: must be a number more than 0 and at most 435,600,000 sq ft\n',
    ],
    [{ zone: 'Z9', lot_sf: 5000 }, 'analyze: zone: the engine cannot read zone "Z9"\n'],
    [{ zone: 'R3', lot_sf: '5000' }, 'analyze: lot_sf: must be a number\n'],
    [
      { zone: 'R3', height_district: '7' },
      'analyze: height_district: "7" is not a height district (1, 1L, 1VL, 1XL, 1SS, 2, 3, 4)\n',
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
    expect(stderr).toContain(
      'usage: npm run --silent analyze -- [--ndjson] [--option name=value …] <file.json | ->',
    )
  })

  it('stops quietly when its reader stops reading (| head)', async () => {
    const file = path.join(folder, 'head.ndjson')
    const line = JSON.stringify({ zone: 'R3', lot_sf: 7000, analysis_date: '2026-11-23' })
    await writeFile(file, `${line}\n`.repeat(2_000))
    const child = spawn(process.execPath, [...COMMAND, '--ndjson', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    // Like `head -1`: read the first line, then close the pipe with results still to come.
    child.stdout.once('data', () => child.stdout.destroy())
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
    expect(stderr).toBe('')
    expect(code).toBe(0)
  })

  // Its memory must stay flat however many parcels stream through. A result is about 110 KB of
  // JSON and 30 KB in memory, so 25,000 parcels stream 2.7 GB, and a command that kept its
  // results would pass the 300 MB bound before a third of them; at about a thousand results a
  // second (bench:engine) this takes under half a minute on an idle machine.
  it('streams 25,000 parcels as NDJSON in bounded memory', { timeout: 240_000 }, async () => {
    const file = path.join(folder, 'many.ndjson')
    const out = createWriteStream(file)
    const zones = ['R1', 'R3', 'C2', 'RD1.5', 'R4']
    for (let index = 0; index < 25_000; index += 1)
      out.write(
        `${JSON.stringify({ zone: zones[index % 5], height_district: '1', lot_sf: 4000 + (index % 40_000), existing_units: index % 4, year_built: 1920 + (index % 100), analysis_date: '2026-11-23' })}\n`,
      )
    await new Promise<void>((resolve) => out.end(resolve))
    const child = spawn(process.execPath, [...COMMAND, '--ndjson', file], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let peakKb = 0
    const poll = setInterval(() => {
      readFile(`/proc/${child.pid}/status`, 'utf8')
        .then((status) => {
          peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0))
        })
        .catch(() => {})
    }, 50)
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
    clearInterval(poll)
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(peakKb).toBeGreaterThan(0)
    expect(peakKb / 1024).toBeLessThan(300)
  })
})
