// The names the product shows for the sources it ships (the seed's and each importer's own), as a
// reader would know them.
import { describe, expect, it } from 'vitest'
import { sourceName } from '#common/parcel-provenance.ts'
import { IMPORTERS } from '../import/run-import.ts'
import { readSeedManifest } from './seed-manifest.ts'

const shipped = [
  ...(await readSeedManifest()).files.map((file) => file.dataset),
  ...Object.values(IMPORTERS).map((importer) => importer.dataset),
]

describe('sourceName', () => {
  it.each(shipped)('names %s without the words of the service it was read from', (dataset) => {
    const name = sourceName(dataset)
    expect(name).not.toMatch(/MapServer|FeatureServer|GTFS|geohub|github|\.org|\.net|Classified/)
    expect(name.length).toBeLessThanOrEqual(50)
  })

  it('shows the name an operator gave an import of their own as given', () => {
    expect(sourceName('Our 2027 survey')).toBe('Our 2027 survey')
  })
})
