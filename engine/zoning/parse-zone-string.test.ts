import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseZoneString, splitZoneString } from './parse-zone-string.ts'

describe('parseZoneString', () => {
  it.each([
    ['R1-1', { zoneClass: 'R1', heightDistrict: '1', prefixes: [], overlays: [] }],
    [
      '[Q]C2-1VL-CPIO',
      { zoneClass: 'C2', heightDistrict: '1VL', prefixes: ['Q'], overlays: ['CPIO'] },
    ],
    [
      '(T)(Q)RD1.5-1XL-O',
      { zoneClass: 'RD1.5', heightDistrict: '1XL', prefixes: ['T', 'Q'], overlays: ['O'] },
    ],
    ['[T][Q]C2-1', { zoneClass: 'C2', heightDistrict: '1', prefixes: ['T', 'Q'] }],
    ['(T)[Q]CM-1VL', { zoneClass: 'CM', prefixes: ['T', 'Q'] }],
    ['QC1-1VL-RIO', { zoneClass: 'C1', prefixes: ['Q'], overlays: ['RIO'] }],
    ['C2-2D-CPIO', { zoneClass: 'C2', heightDistrict: '2', dLimitation: true, overlays: ['CPIO'] }],
    ['[Q]R1-1VLD-HCR', { heightDistrict: '1VL', dLimitation: true, overlays: ['HCR'] }],
    ['R1-1XL-O-CUGU', { overlays: ['O', 'CUGU'] }],
    ['R1V2', { zoneClass: 'R1V2', heightDistrict: null, overlays: [] }],
    ['R1V2-O', { zoneClass: 'R1V2', heightDistrict: null, overlays: ['O'] }],
    [
      'CR(PKM)-1-HPOZ',
      { zoneClass: 'CR', classPlan: 'PKM', heightDistrict: '1', overlays: ['HPOZ'] },
    ],
    ['R4(PV)-15', { zoneClass: 'R4', classPlan: 'PV', planDistrict: '15', heightDistrict: null }],
    [
      'RE15-1-RPD-2.9-H',
      { zoneClass: 'RE15', overlays: ['RPD', 'H'], overlayParameters: { RPD: '2.9' } },
    ],
    ['(WC)TOPANGA-SN-RIO', { zoneClass: 'TOPANGA', prefixes: ['WC'], overlays: ['SN', 'RIO'] }],
    ['(F)CM-1-O-HPOZ', { zoneClass: 'CM', prefixes: ['F'], overlays: ['O', 'HPOZ'] }],
    ['(Q)M2-EZ1VL-G-CUGU', { zoneClass: 'M2', heightDistrict: '1VL', enterpriseZone: true }],
    ['C2-1VL-CPIO ', { zoneClass: 'C2', overlays: ['CPIO'] }],
    ['R1-1XL-O#-CUGU', { overlays: ['O', 'CUGU'] }],
    ['LAX', { zoneClass: 'LAX', heightDistrict: null }],
  ])('reads %s', (raw, parts) => {
    const parsed = parseZoneString(raw)
    expect(parsed).toMatchObject({ ...parts, complete: true, unread: [], format: 'chapter1' })
  })

  it('reads the Downtown (Chapter 1A) form', () => {
    expect(parseZoneString('[HB3-G1-5] [CX2-FA] [CPIO]')).toMatchObject({
      format: 'chapter1a',
      zoneClass: 'CX2',
      overlays: ['CPIO'],
      chapter1a: { form: 'HB3', frontage: 'G1', standards: '5', use: 'CX2', density: 'FA' },
      complete: true,
    })
    expect(parseZoneString('[LF1-WH1-6] [I1-N]')).toMatchObject({
      format: 'chapter1a',
      zoneClass: 'I1',
      overlays: [],
      complete: true,
    })
    expect(parseZoneString('[MN1-SH2-5] [CX1-FA] [CPIO-O-CDO]').overlays).toEqual([
      'CPIO',
      'O',
      'CDO',
    ])
  })

  it.each([
    ['R-3', ['R']],
    ['RPD-5000-32U', ['RPD', '5000', '32U']],
    ['C2-1-XYZ', ['XYZ']],
  ])(
    'reports what it cannot read in %s (Los Angeles County strings, unknown overlays)',
    (raw, unread) => {
      expect(parseZoneString(raw)).toMatchObject({ complete: false, unread })
    },
  )

  it.each([
    ['C2-1VL/R1-1', ['C2-1VL', 'R1-1']],
    ['C2 / R1', ['C2', 'R1']],
    ['[Q]C2-1VL-CPIO', ['[Q]C2-1VL-CPIO']],
  ])('splits %s into the zones of its parts', (raw, parts) => {
    expect(splitZoneString(raw)).toEqual(parts)
  })

  it('calls an empty string empty', () => {
    expect(parseZoneString('  ')).toMatchObject({
      format: 'empty',
      complete: false,
      zoneClass: null,
    })
  })

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const parsed = parseZoneString(raw)
        expect(parsed.complete).toBe(parsed.zoneClass !== null && parsed.unread.length === 0)
      }),
    )
  })
})
