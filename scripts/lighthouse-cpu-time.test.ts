import { describe, expect, it } from 'vitest'
import { tasksOnCpuTime, type TraceEvent } from './lighthouse-cpu-time.ts'

const MAIN = { pid: 1, tid: 10 }
const OTHER = { pid: 1, tid: 11 }

function threadNames(): TraceEvent[] {
  return [
    { ph: 'M', name: 'thread_name', ...MAIN, ts: 0, args: { name: 'CrRendererMain' } },
    { ph: 'M', name: 'thread_name', ...OTHER, ts: 0, args: { name: 'Compositor' } },
  ]
}

describe('tasksOnCpuTime', () => {
  it('draws a task and what it holds towards its start by its share of CPU time', () => {
    const task = { ph: 'X', name: 'RunTask', ...MAIN, ts: 1000, dur: 400, tdur: 100 }
    const inner = { ph: 'X', name: 'FunctionCall', ...MAIN, ts: 1200, dur: 200, tdur: 50 }
    const mark = { ph: 'I', name: 'firstPaint', ...MAIN, ts: 1100 }
    const events = [...threadNames(), inner, mark, task]
    tasksOnCpuTime(events)
    expect(task).toMatchObject({ ts: 1000, dur: 100 })
    expect(inner).toMatchObject({ ts: 1050, dur: 50 })
    expect(mark.ts).toBe(1025)
  })

  it('leaves a task that had the CPU throughout, what lies between tasks and other threads', () => {
    const busy = { ph: 'X', name: 'RunTask', ...MAIN, ts: 0, dur: 300, tdur: 300 }
    const between = { ph: 'I', name: 'mark', ...MAIN, ts: 500 }
    const compositor = { ph: 'X', name: 'RunTask', ...OTHER, ts: 0, dur: 300, tdur: 30 }
    const noThreadTime = { ph: 'X', name: 'RunTask', ...MAIN, ts: 600, dur: 90 }
    tasksOnCpuTime([...threadNames(), busy, between, compositor, noThreadTime])
    expect(busy).toMatchObject({ ts: 0, dur: 300 })
    expect(between.ts).toBe(500)
    expect(compositor).toMatchObject({ ts: 0, dur: 300 })
    expect(noThreadTime).toMatchObject({ ts: 600, dur: 90 })
  })

  it('never stretches a task whose CPU time reads longer than its span', () => {
    const task = { ph: 'X', name: 'RunTask', ...MAIN, ts: 0, dur: 100, tdur: 120 }
    tasksOnCpuTime([...threadNames(), task])
    expect(task.dur).toBe(100)
  })
})
