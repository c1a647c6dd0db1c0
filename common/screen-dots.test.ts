import { describe, expect, it } from 'vitest'
import { decodeScreenDots, DOTS_UNLIMITED, encodeScreenDots } from './screen-dots.ts'

describe('screen dots', () => {
  it('read back as written: points to a float32, homes banded for the map, APNs in order', () => {
    const packed = encodeScreenDots([
      { apn: '9000-019-083', lon: -118.2437, lat: 34.0522, homes: 12 },
      { apn: '9000-019-084', lon: -118.5, lat: 34.25, homes: 'unlimited' },
      { apn: '5555-001-002', lon: -118.3, lat: 33.9, homes: null },
      { apn: '5555-001-003', lon: -118.31, lat: 33.91, homes: 250_000 },
    ])
    expect(packed.byteLength).toBe(4 + 4 * 10 + 4 * 12 + 3)
    const dots = decodeScreenDots(packed.buffer)
    expect(dots.count).toBe(4)
    expect(dots.apns).toEqual(['9000-019-083', '9000-019-084', '5555-001-002', '5555-001-003'])
    expect([...dots.homes]).toEqual([12, DOTS_UNLIMITED, 0, DOTS_UNLIMITED])
    expect(dots.lon[0]).toBeCloseTo(-118.2437, 5)
    expect(dots.lat[0]).toBeCloseTo(34.0522, 5)
    expect(dots.lat[3]).toBeCloseTo(33.91, 5)
  })

  it('no lots: an empty answer', () => {
    const dots = decodeScreenDots(encodeScreenDots([]).buffer)
    expect(dots).toMatchObject({ count: 0, apns: [] })
  })

  it('refuses an APN that is not ASCII rather than garble it', () => {
    expect(() => encodeScreenDots([{ apn: '9000–019–083', lon: 0, lat: 0, homes: 1 }])).toThrow(
      /ASCII/,
    )
  })
})
