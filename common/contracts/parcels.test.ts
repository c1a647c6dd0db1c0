import { describe, expect, it } from 'vitest'
import {
  apnOfMapId,
  formatAddress,
  looksLikeApn,
  mapIdOfApn,
  normalizeApn,
  parseAddressQuery,
  parseSitusAddress,
} from './parcels.ts'

describe('normalizeApn', () => {
  it.each(['4306-026-007', '4306026007', '4306 026 007', ' 4306-026007 '])('reads %j', (text) => {
    expect(normalizeApn(text)).toBe('4306-026-007')
  })
  it.each(['4306-026-00', '43060260071', 'abcd-efg-hij', ''])('refuses %j', (text) => {
    expect(normalizeApn(text)).toBeNull()
  })
})

describe("a lot's id on the map", () => {
  it.each(['4306-026-007', '0123-456-789', '9000-019-083'])(
    'turns %s into a number and back',
    (apn) => {
      const id = mapIdOfApn(apn)
      expect(Number.isSafeInteger(id)).toBe(true)
      expect(apnOfMapId(id)).toBe(apn)
    },
  )
  it.each([undefined, '4306026007', -1, 1.5, 12_345_678_901])('reads no APN from %j', (id) => {
    expect(apnOfMapId(id)).toBeNull()
  })
})

describe('looksLikeApn', () => {
  it.each(['4306', '4306-026', '4306026007', '4306 02'])(
    '%j is a parcel number being typed',
    (text) => expect(looksLikeApn(text)).toBe(true),
  )
  it.each(['430', '741 w 40th', '12 main'])('%j is not', (text) =>
    expect(looksLikeApn(text)).toBe(false),
  )
})

describe('parseAddressQuery', () => {
  it.each([
    ['741 w 40th', { houseNumber: 741, street: '40TH', direction: 'W' }],
    ['40th street 741', { houseNumber: 741, street: '40TH ST', direction: null }],
    [
      '9406 West Oakmore Road, Los Angeles, CA 90035',
      { houseNumber: 9406, street: 'OAKMORE RD', direction: 'W' },
    ],
    ['s figueroa', { houseNumber: null, street: 'FIGUEROA', direction: 'S' }],
  ])('reads %j', (query, expected) => expect(parseAddressQuery(query)).toEqual(expected))
})

describe('parseSitusAddress and formatAddress', () => {
  it('splits and rebuilds a situs address', () => {
    const address = parseSitusAddress('1234 1/2 S MAIN ST #3')
    expect(address).toEqual({
      houseNumber: 1234,
      houseFraction: '1/2',
      streetDirection: 'S',
      streetName: 'MAIN',
      streetSuffix: 'ST',
      unit: '3',
    })
    expect(formatAddress({ ...address, city: 'LOS ANGELES', zip: '90015' })).toBe(
      '1234 1/2 S Main St #3, Los Angeles, CA 90015',
    )
  })
  it('keeps a street without a suffix whole', () => {
    expect(parseSitusAddress('100 N VIA DEL MONTE')).toMatchObject({
      streetDirection: 'N',
      streetName: 'VIA DEL MONTE',
      streetSuffix: null,
    })
  })

  it('reads the Assessor\'s "NO 101" as a unit, not as part of the street', () => {
    expect(parseSitusAddress('460 S SPRING ST NO 101')).toMatchObject({
      streetName: 'SPRING',
      streetSuffix: 'ST',
      unit: '101',
    })
    expect(parseSitusAddress('416 S SPRING ST NO 0')).toMatchObject({
      streetName: 'SPRING',
      unit: null,
    })
    expect(parseSitusAddress('7120 CARLSON CIR NO A')).toMatchObject({
      streetName: 'CARLSON',
      streetSuffix: 'CIR',
      unit: 'A',
    })
  })

  it('reads a unit written bare after the suffix, but keeps numbered streets whole', () => {
    expect(parseSitusAddress('7826 TOPANGA CANYON BLVD 01')).toMatchObject({
      streetName: 'TOPANGA CYN',
      streetSuffix: 'BLVD',
      unit: '01',
    })
    expect(parseSitusAddress('14253 GILMORE ST A')).toMatchObject({
      streetName: 'GILMORE',
      unit: 'A',
    })
    expect(parseSitusAddress('128 N SWALL DR PN1')).toMatchObject({
      streetName: 'SWALL',
      unit: 'PN1',
    })
    expect(parseSitusAddress('1220 ROXBURY DR NO101')).toMatchObject({
      streetName: 'ROXBURY',
      unit: '101',
    })
    expect(parseSitusAddress('5000 N AVENUE 50')).toMatchObject({
      streetDirection: 'N',
      streetName: 'AVE 50',
      unit: null,
    })
  })
})
