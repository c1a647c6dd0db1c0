// A benchmark's server for `npm run bench:orders`: the real app with its job worker on a fresh
// database (embedded with DATA_DIR, or PostgreSQL with DATABASE_URL), in the test payment mode,
// holding one demo parcel and BENCH_BUYERS signed-up buyers. Prints one JSON line with the
// buyers' cookies and the parcel's APN, then serves until SIGTERM.
import { parcels } from '#server/db/schema/index.ts'
import { startBenchApp } from './bench-app.ts'

const BUYERS = Number(process.env.BENCH_BUYERS ?? 10)
const APN = '9000-019-083'

const { db, signUp, serveUntilStopped } = await startBenchApp({ jobWorker: true, webBuild: false })
const cookies: string[] = []
for (let index = 0; index < BUYERS; index += 1) {
  cookies.push((await signUp(`Bench Buyer ${index}`, `bench-buyer-${index}@example.com`)).cookie)
}

await db.insert(parcels).values({
  apn: APN,
  ain: APN.replaceAll('-', ''),
  addressDisplay: '844 S Serrano Ave, Los Angeles, CA',
  lotSf: 8090,
  lotWidthFt: 56,
  lotDepthFt: 144,
  zoneString: 'R3-1',
  zoneClass: 'R3',
  heightDistrict: '1',
  zoneParsedComplete: true,
  existingUnits: 1,
  yearBuilt: 1928,
  rso: false,
  distMtsMi: 0.164,
  isDemo: true,
})

serveUntilStopped({ cookies, apn: APN })
