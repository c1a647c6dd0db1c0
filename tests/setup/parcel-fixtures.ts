// Small data files in the published formats, written by the tests themselves (the real samples
// stay outside the project), and a helper to import them.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import yazl from 'yazl'
import type { Database } from '#server/db/client.ts'
import { runImport, type ImportKind, type ImportSummary } from '#server/data/import/run-import.ts'

export type FixtureFolder = {
  path(name: string): string
  write(name: string, content: string): Promise<string>
  /** A zip of text files (a GTFS feed). */
  zip(name: string, files: Record<string, string>): Promise<string>
  remove(): Promise<void>
}

export async function createFixtureFolder(): Promise<FixtureFolder> {
  const folder = await mkdtemp(path.join(tmpdir(), 'lotwise-data-'))
  return {
    path: (name) => path.join(folder, name),
    async write(name, content) {
      const file = path.join(folder, name)
      await writeFile(file, content)
      return file
    },
    async zip(name, files) {
      const file = path.join(folder, name)
      const archive = new yazl.ZipFile()
      for (const [entry, content] of Object.entries(files))
        archive.addBuffer(Buffer.from(content), entry)
      archive.end()
      const chunks: Buffer[] = []
      for await (const chunk of archive.outputStream) chunks.push(chunk as Buffer)
      await writeFile(file, Buffer.concat(chunks))
      return file
    },
    remove: () => rm(folder, { recursive: true, force: true }),
  }
}

/** Imports a file the way `npm run data:import` does, with rejects written beside it. */
export function importFile(
  database: Database,
  kind: ImportKind,
  file: string,
  settings: Record<string, string> = {},
): Promise<ImportSummary> {
  return runImport({
    db: database.db,
    kind,
    file,
    datasetDate: '2026-11-01',
    rejectsFile: `${file}.rejects.csv`,
    settings,
  })
}

export async function readRejects(summary: ImportSummary): Promise<string[][]> {
  if (!summary.rejectsFile) return []
  const lines = (await readFile(summary.rejectsFile, 'utf8')).trim().split('\n').slice(1)
  return lines.map((line) => {
    const [lineNumber, reason] = /^(\d+),"((?:[^"]|"")*)"/.exec(line)?.slice(1) ?? []
    return [lineNumber ?? '', (reason ?? '').replaceAll('""', '"')]
  })
}

/** An Assessor CSV in the County's open-data column names. */
export const ASSESSOR_CSV = `AIN,SitusHouseNo,SitusFraction,SitusDirection,SitusStreet,SitusUnit,SitusCity,SitusZipCode,UseCode,YearBuilt,Units,LotSqFt,LandValue,ImprovementValue,CENTER_LAT,CENTER_LON
4306026007,9406,,W,OAKMORE RD,,LOS ANGELES,90035,0100,1996,1,7172,537555,769552,34.0467,-118.3948
5048005037,2553,,S,THURMAN AVE,,LOS ANGELES,90016,0400,2019,4,6960,300000,900000,34.03317,-118.36779
7467028022,741,,W,40TH ST,,LOS ANGELES,90037,0200,1923,2,2338,65120,31850,34.0112,-118.2880
1234567890,100,,,MAIN ST,,PASADENA,91101,0100,1950,1,5000,1,1,34.1478,-118.1445
12345,1,,,NOWHERE,,LOS ANGELES,90001,0100,1950,1,5000,1,1,34.0,-118.2
5555555555,1,,,SOMEWHERE,,LOS ANGELES,90001,0100,1950,1,5000,1,1,40.0,-100.0
`
