// Writes a small polygon shapefile (.shp and .dbf) after the ESRI Shapefile Technical Description
// (1998): what the importer tests read, made in the published format rather than shipped.
import { writeFile } from 'node:fs/promises'

type Polygon = ReadonlyArray<ReadonlyArray<readonly [number, number]>>

/** Writes `<base>.shp` and `<base>.dbf`: one polygon per record, one text field per property. */
export async function writePolygonShapefile(
  base: string,
  records: ReadonlyArray<{ polygon: Polygon; properties: Record<string, string> }>,
): Promise<void> {
  const contents = records.map(({ polygon }) => polygonContent(polygon))
  const all = records.flatMap(({ polygon }) => polygon.flat())
  const box = [
    Math.min(...all.map((p) => p[0])),
    Math.min(...all.map((p) => p[1])),
    Math.max(...all.map((p) => p[0])),
    Math.max(...all.map((p) => p[1])),
  ]
  const length = 100 + contents.reduce((sum, content) => sum + 8 + content.length, 0)
  const header = Buffer.alloc(100)
  header.writeInt32BE(9994, 0)
  header.writeInt32BE(length / 2, 24)
  header.writeInt32LE(1000, 28)
  header.writeInt32LE(5, 32)
  box.forEach((value, index) => header.writeDoubleLE(value, 36 + index * 8))
  const parts: Buffer[] = [header]
  contents.forEach((content, index) => {
    const recordHeader = Buffer.alloc(8)
    recordHeader.writeInt32BE(index + 1, 0)
    recordHeader.writeInt32BE(content.length / 2, 4)
    parts.push(recordHeader, content)
  })
  await writeFile(`${base}.shp`, Buffer.concat(parts))
  await writeFile(`${base}.dbf`, dbf(records.map((record) => record.properties)))
}

function polygonContent(polygon: Polygon): Buffer {
  const points = polygon.flat()
  const content = Buffer.alloc(44 + 4 * polygon.length + 16 * points.length)
  content.writeInt32LE(5, 0)
  const xs = points.map((p) => p[0])
  const ys = points.map((p) => p[1])
  ;[Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((value, index) =>
    content.writeDoubleLE(value, 4 + index * 8),
  )
  content.writeInt32LE(polygon.length, 36)
  content.writeInt32LE(points.length, 40)
  let start = 0
  polygon.forEach((ring, index) => {
    content.writeInt32LE(start, 44 + index * 4)
    start += ring.length
  })
  const offset = 44 + 4 * polygon.length
  points.forEach(([x, y], index) => {
    content.writeDoubleLE(x, offset + index * 16)
    content.writeDoubleLE(y, offset + index * 16 + 8)
  })
  return content
}

function dbf(rows: ReadonlyArray<Record<string, string>>): Buffer {
  const names = Object.keys(rows[0] ?? {})
  const widths = names.map((name) => Math.max(1, ...rows.map((row) => (row[name] ?? '').length)))
  const headerLength = 32 + 32 * names.length + 1
  const recordLength = 1 + widths.reduce((sum, width) => sum + width, 0)
  const header = Buffer.alloc(headerLength)
  header.writeUInt8(0x03, 0)
  header.writeUInt8(126, 1)
  header.writeUInt8(11, 2)
  header.writeUInt8(1, 3)
  header.writeUInt32LE(rows.length, 4)
  header.writeUInt16LE(headerLength, 8)
  header.writeUInt16LE(recordLength, 10)
  names.forEach((name, index) => {
    const at = 32 + index * 32
    header.write(name.slice(0, 10), at, 'latin1')
    header.write('C', at + 11, 'latin1')
    header.writeUInt8(widths[index]!, at + 16)
  })
  header.writeUInt8(0x0d, headerLength - 1)
  const body = rows.map((row) =>
    Buffer.from(
      ' ' + names.map((name, index) => (row[name] ?? '').padEnd(widths[index]!)).join(''),
      'latin1',
    ),
  )
  return Buffer.concat([header, ...body, Buffer.from([0x1a])])
}
