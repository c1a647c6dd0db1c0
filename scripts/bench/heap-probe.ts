// The memory a server process holds on to, measured from outside through the inspector protocol:
// a full collection first, so what remains is what the server keeps. Resident memory alone cannot
// tell a leak from V8 keeping freed pages for reuse after a burst.
// Start the server with `--inspect=127.0.0.1:<port>` (NODE_OPTIONS will do) and pass that port.

/** Megabytes, as the server's `process.memoryUsage()` gives them right after a full collection. */
export type CollectedMemory = {
  /** The JavaScript heap still in use: what the server's objects hold. */
  heapUsed: number
  /** The JavaScript heap V8 has committed, used or not. */
  heapTotal: number
  /** Memory outside the heap held by JavaScript objects (Buffers and other array buffers among it). */
  external: number
  resident: number
}

export type HeapProbe = {
  collectedMemory(): Promise<CollectedMemory>
  close(): void
}

export async function connectHeapProbe(inspectorPort: number): Promise<HeapProbe> {
  const targets = (await (
    await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)
  ).json()) as Array<{ webSocketDebuggerUrl: string }>
  const url = targets[0]?.webSocketDebuggerUrl
  if (!url) throw new Error(`no inspector target on port ${inspectorPort}`)
  const socket = new WebSocket(url)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  const pending = new Map<number, (result: Record<string, unknown>) => void>()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number
      result?: Record<string, unknown>
    }
    if (message.id === undefined) return
    pending.get(message.id)?.(message.result ?? {})
    pending.delete(message.id)
  })
  let lastId = 0
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Record<string, unknown>>((resolve) => {
      lastId += 1
      pending.set(lastId, resolve)
      socket.send(JSON.stringify({ id: lastId, method, params }))
    })
  return {
    async collectedMemory() {
      // Twice: what the first collection frees can keep other objects (weakly held ones, for
      // one) until the next.
      await send('HeapProfiler.collectGarbage')
      await send('HeapProfiler.collectGarbage')
      const { result } = (await send('Runtime.evaluate', {
        expression: 'process.memoryUsage()',
        returnByValue: true,
      })) as { result: { value: NodeJS.MemoryUsage } }
      const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10
      return {
        heapUsed: mb(result.value.heapUsed),
        heapTotal: mb(result.value.heapTotal),
        external: mb(result.value.external),
        resident: mb(result.value.rss),
      }
    },
    close: () => socket.close(),
  }
}
