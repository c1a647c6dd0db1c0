// The real-parcel seed's manifest: which file holds which public source's facts, retrieved when,
// and what each column means (server/data/seed/manifest.json).
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'

export const SEED_DIR = path.resolve(import.meta.dirname)

const SeedManifestSchema = z.object({
  about: z.string(),
  files: z.array(
    z.object({
      file: z.string(),
      importer: z.enum(['assessor', 'zimas', 'transit-stops']),
      dataset: z.string().min(1),
      retrieved: z.iso.date(),
      columns: z.record(z.string(), z.string().min(1)),
    }),
  ),
})
export type SeedManifest = z.infer<typeof SeedManifestSchema>

export async function readSeedManifest(): Promise<SeedManifest> {
  return SeedManifestSchema.parse(
    JSON.parse(await readFile(path.join(SEED_DIR, 'manifest.json'), 'utf8')),
  )
}
