// The page's own work in a Lighthouse trace, without the time other processes took from it.

/** A Chromium trace event, as much of it as this file reads and writes. */
export type TraceEvent = {
  ph?: string
  name?: string
  pid: number
  tid: number
  ts: number
  /** Wall time, µs: what Lighthouse's simulation slows down by its CPU multiplier. */
  dur?: number
  /** The thread's CPU time over the same span, µs. */
  tdur?: number
  args?: { name?: string }
}

/**
 * Shrinks every task of the pages' main threads to the CPU time it got: the task and everything
 * in it are drawn towards its start by the task's share of CPU time over wall time, so the nesting
 * Lighthouse reads stays whole. On an idle machine a task gets the CPU throughout (the share is
 * about 1) and nothing moves; on a busy one a task is mostly waiting its turn (a share of 0.25 seen
 * at a load average of 10 on two cores), and that wait is the machine's, not the page's.
 */
export function tasksOnCpuTime(events: TraceEvent[]): void {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const byThread = new Map<string, TraceEvent[]>()
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`
    if (event.ph === 'M' || !mainThreads.has(thread)) continue
    const list = byThread.get(thread)
    if (list) list.push(event)
    else byThread.set(thread, [event])
  }
  for (const list of byThread.values()) {
    // A task before what it holds: by start, the longer first.
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
    let taskStart = 0
    let taskEnd = -Infinity
    let share = 1
    for (const event of list) {
      if (event.ts >= taskEnd) {
        if (event.ph !== 'X' || event.dur === undefined) continue
        taskStart = event.ts
        taskEnd = event.ts + event.dur
        share = event.tdur !== undefined && event.dur > 0 ? Math.min(1, event.tdur / event.dur) : 1
      }
      event.ts = taskStart + (event.ts - taskStart) * share
      if (event.dur !== undefined) event.dur *= share
    }
  }
}
