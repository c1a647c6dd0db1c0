// Where a PDF render's CPU time goes, for `npm run bench:pdf`: renders are run under V8's sampling
// profiler and each sample is put in the phase of the innermost renderer step on its stack. The
// renderer (@react-pdf) has no timing hooks of its own, and its steps interleave (text is laid out
// from inside the box layout, pagination lays pages out again), so samples are the one way to
// split it without changing it. Under a profiler everything runs slower; the shares are what
// this reports, scaled to the render's unprofiled CPU time by the caller.
import { Session } from 'node:inspector/promises'

export type Phase = (typeof PHASES)[number]

export const PHASES = [
  'building the document (React elements and tree)',
  'styles (resolved per node)',
  'box layout (yoga)',
  'text layout (line breaking, shaping)',
  'pagination (packing pages, the rest)',
  'drawing (PDF operators)',
  'font subsetting and embedding',
  'compression (deflate)',
  'garbage collection',
  'other',
] as const

type Frame = { functionName: string; url: string }
type ProfileNode = { id: number; callFrame: Frame; children?: number[] }
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** The package a frame's script belongs to ("@react-pdf/layout", "pdfkit"), or "" for ours. */
function packageOf(url: string): string {
  const inModules = url.split('node_modules/').at(-1)!
  if (inModules === url) return url.startsWith('node:') ? url : ''
  const parts = inModules.split('/')
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
}

/** The phase a frame marks, if it marks one (innermost wins: text measured inside yoga is text). */
function phaseOf({ functionName: name, url }: Frame): Phase | null {
  const pkg = packageOf(url)
  if (name === '(garbage collector)') return 'garbage collection'
  if (pkg === 'pdfkit' && name === 'embed') return 'font subsetting and embedding'
  if (pkg === 'node:zlib' || name === 'deflateSync') return 'compression (deflate)'
  if (pkg === '@react-pdf/layout' && name === 'layoutText')
    return 'text layout (line breaking, shaping)'
  if (pkg === '@react-pdf/stylesheet' || ['resolvePageStyles', 'resolveInheritance'].includes(name))
    return 'styles (resolved per node)'
  if (pkg === 'yoga-layout') return 'box layout (yoga)'
  if (
    pkg === '@react-pdf/layout' &&
    ['createYogaNodes', 'calculateLayout', 'persistDimensions', 'destroyYogaNodes'].includes(name)
  )
    return 'box layout (yoga)'
  if (pkg === '@react-pdf/layout' && name === 'paginationStep')
    return 'pagination (packing pages, the rest)'
  if (pkg === '@react-pdf/render' && name === 'render') return 'drawing (PDF operators)'
  if (pkg === '@react-pdf/reconciler' || pkg === 'react' || name === 'reportPdfDocument')
    return 'building the document (React elements and tree)'
  return null
}

/**
 * Runs `render` `runs` times under the profiler and returns each phase's share of the samples
 * (0–1), and the share of them taken inside pagination (which lays every page out again).
 */
export async function profileRenderPhases(
  render: () => Promise<unknown>,
  runs: number,
): Promise<{ shares: Map<Phase, number>; inPagination: number }> {
  const session = new Session()
  session.connect()
  try {
    await session.post('Profiler.enable')
    await session.post('Profiler.setSamplingInterval', { interval: 250 })
    await session.post('Profiler.start')
    for (let run = 0; run < runs; run += 1) await render()
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile }
    return splitProfile(profile)
  } finally {
    session.disconnect()
  }
}

function splitProfile(profile: Profile): { shares: Map<Phase, number>; inPagination: number } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id)
  // Each node's phase and whether pagination is above it, worked out once per node.
  const memo = new Map<number, { phase: Phase | null; paginating: boolean }>()
  const classify = (id: number): { phase: Phase | null; paginating: boolean } => {
    const known = memo.get(id)
    if (known) return known
    const frame = byId.get(id)!.callFrame
    const parent = parentOf.get(id)
    const above = parent === undefined ? { phase: null, paginating: false } : classify(parent)
    const own = phaseOf(frame)
    const result = {
      phase: own ?? above.phase,
      paginating: above.paginating || own === 'pagination (packing pages, the rest)',
    }
    memo.set(id, result)
    return result
  }
  const time = new Map<Phase, number>()
  let total = 0
  let paginating = 0
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0
    const { phase, paginating: inside } = classify(id)
    // The profiler's own frames (the session's calls) are not the render's.
    if (byId.get(id)!.callFrame.url.startsWith('node:inspector')) return
    if (byId.get(id)!.callFrame.functionName === '(idle)') return
    total += delta
    if (inside && phase !== 'garbage collection') paginating += delta
    const key = phase ?? 'other'
    time.set(key, (time.get(key) ?? 0) + delta)
  })
  const shares = new Map(PHASES.map((phase) => [phase, (time.get(phase) ?? 0) / total]))
  return { shares, inPagination: paginating / total }
}

/**
 * Bytes allocated per render, from V8's sampling heap profiler counting what the collectors freed
 * too (an estimate, within a few per cent). Unlike CPU time it does not move with the load on the
 * machine, and the garbage is what the collections of a render work through.
 */
export async function allocatedPerRender(
  render: () => Promise<unknown>,
  runs: number,
): Promise<number> {
  const session = new Session()
  session.connect()
  try {
    await session.post('HeapProfiler.enable')
    // Node's types leave out the two options that count what the collectors freed.
    const sampling = {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    }
    await session.post('HeapProfiler.startSampling', sampling)
    for (let run = 0; run < runs; run += 1) await render()
    const { profile } = await session.post('HeapProfiler.stopSampling')
    const total = (node: SamplingNode): number =>
      node.selfSize + node.children.reduce((sum, child) => sum + total(child), 0)
    return total(profile.head) / runs
  } finally {
    session.disconnect()
  }
}

type SamplingNode = { selfSize: number; children: SamplingNode[] }
