// The live JavaScript heap of a server process, measured from outside through the inspector
// protocol: a full collection first, so what remains is what the server holds on to. Resident
// memory alone cannot tell a leak from V8 keeping freed pages for reuse after a burst.
// Start the server with `--inspect=127.0.0.1:<port>` (NODE_OPTIONS will do) and pass that port.

export type HeapProbe = {
  /** Megabytes of the heap still in use after a full garbage collection. */
  liveHeapMb(): Promise<number>
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
  const send = (method: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      lastId += 1
      pending.set(lastId, resolve)
      socket.send(JSON.stringify({ id: lastId, method }))
    })
  return {
    async liveHeapMb() {
      // Twice: what the first collection frees can keep other objects (weakly held ones, for
      // one) until the next.
      await send('HeapProfiler.collectGarbage')
      await send('HeapProfiler.collectGarbage')
      const usage = await send('Runtime.getHeapUsage')
      return Math.round(Number(usage.usedSize) / 1024 / 1024)
    },
    close: () => socket.close(),
  }
}
