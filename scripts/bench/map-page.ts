// `npm run bench:map:page` (after `npm run build`): how long a visitor waits for the home page's
// map to become usable, in Chromium (WebGL through SwiftShader, as on a machine with no GPU) on
// the production build with a fresh embedded database. Each run opens `/?apn=…` for a demo lot
// in a new browser context (no cached files), scrolls to the map at once, and waits for the map
// to say it shows the lot. Printed per screen: the median time from navigation start to that
// moment (target < 2 s), and the same page's first contentful paint, measured in the same runs,
// as the baseline the map waits on, with the ratio; then where the wait went, as the median
// moment of each step of the map's start (the page's marks, MAP_MARKS, and its requests).
// Figures are printed, not asserted.
import { chromium } from 'playwright-core'
import { generateDemoParcels } from '#server/data/demo/demo-city.ts'
import { MAP_MARKS } from '#web/features/map/map-types.ts'
import { DEMO_ACCOUNTS } from '#server/demo-accounts.ts'
import { screenRefreshFinished, signIn, startDemoProductionServer } from './production-server.ts'

const RUNS = Number(process.env.MAP_PAGE_RUNS ?? 5)
const SCREENS = [
  { name: 'desktop 1,280 px', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone 390 px', viewport: { width: 390, height: 844 }, isMobile: true },
] as const

const lot = firstLocatedDemoLot()

const server = await startDemoProductionServer('map-page')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
})
try {
  console.log(`Time to an interactive map on the home page (${RUNS} runs each, median)`)
  await screenRefreshFinished(server.base, await signIn(server.base, DEMO_ACCOUNTS.admin))
  for (const screen of SCREENS) {
    const ready: number[] = []
    const painted: number[] = []
    const steps = new Map<string, number[]>()
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({
        viewport: screen.viewport,
        isMobile: screen.isMobile,
        hasTouch: screen.isMobile,
      })
      const page = await context.newPage()
      // The tiles are fetched by MapLibre's worker, out of the page's own resource timing.
      const tiles: { start: number; end: number }[] = []
      page.on('requestfinished', (request) => {
        if (!new URL(request.url()).pathname.startsWith('/api/tiles/')) return
        const timing = request.timing()
        tiles.push({ start: timing.startTime, end: timing.startTime + timing.responseEnd })
      })
      await page.goto(`${server.base}/?apn=${lot.apn}`, { waitUntil: 'commit' })
      await page.locator('#map-heading').scrollIntoViewIfNeeded()
      // Waited for by the page's own mark, set as the map says it shows the lot: Playwright looks
      // for words on the page only every half second once it has waited a while, which added up
      // to that much to the figure.
      await page.waitForFunction(
        (shows) => performance.getEntriesByName(shows).length > 0,
        MAP_MARKS.shows,
        {
          timeout: 60_000,
        },
      )
      const times = await page.evaluate((marks) => {
        const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN
        // Found by the start of their hashed names; the fields are those of PerformanceResourceTiming.
        const file = (part: string) =>
          performance.getEntriesByType('resource').find((entry) => entry.name.includes(part)) as
            { startTime: number; responseEnd: number } | undefined
        const code = file('/assets/lot-map-')
        const worker = file('/assets/maplibre-gl-worker-')
        return {
          shown: at(marks.shows),
          origin: performance.timeOrigin,
          fcp: at('first-contentful-paint'),
          steps: {
            'map wanted': at(marks.wanted),
            'code asked': code?.startTime ?? NaN,
            'code came': code?.responseEnd ?? NaN,
            'code ran': at(marks.code),
            'map made': at(marks.created),
            'worker came': worker?.responseEnd ?? NaN,
            'map loaded': at(marks.loaded),
          },
        }
      }, MAP_MARKS)
      ready.push(times.shown)
      painted.push(times.fcp)
      const firstTile = Math.min(...tiles.map((tile) => tile.start)) - times.origin
      const lastTile = Math.max(...tiles.map((tile) => tile.end)) - times.origin
      const moments = { ...times.steps, 'tiles asked': firstTile, 'tiles came': lastTile }
      for (const [step, at] of Object.entries(moments))
        steps.set(step, [...(steps.get(step) ?? []), at])
      await context.close()
    }
    const map = median(ready)
    const fcp = median(painted)
    console.log(
      `  ${screen.name.padEnd(18)} map ready ${ms(map)} (target < 2,000 ms)  first paint ${ms(fcp)}  ratio ${(map / fcp).toFixed(1)}×`,
    )
    const order = [...steps].sort(([, a], [, b]) => median(a) - median(b))
    console.log(`    ${order.map(([step, at]) => `${step} ${ms(median(at))}`).join(' · ')}`)
  }
} finally {
  await browser.close()
  await server.stop()
}

/** The first lot of the demo city the server loads that has a place on the map. */
function firstLocatedDemoLot() {
  for (const parcel of generateDemoParcels())
    if (parcel.lat !== undefined && parcel.lat !== null) return parcel
  throw new Error('the demo city has no located lot')
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

function ms(value: number): string {
  return `${Math.round(value).toLocaleString('en-US')} ms`
}
