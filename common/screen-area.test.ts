import { describe, expect, it } from 'vitest'
import { formatScreenArea, parseScreenArea, rectangleArea } from './screen-area.ts'

const problem = (text: string) => {
  const parsed = parseScreenArea(text)
  return 'problem' in parsed ? parsed.problem : null
}

describe('an area drawn on the map', () => {
  it('reads back what it writes', () => {
    const ring = rectangleArea(-118.3, 34.05, -118.25, 34.1)
    expect(parseScreenArea(formatScreenArea(ring))).toEqual({ ring })
    expect(formatScreenArea(ring)).toBe(
      '-118.3 34.05,-118.25 34.05,-118.25 34.1,-118.3 34.1,-118.3 34.05',
    )
  })

  it('takes a concave shape', () => {
    expect(problem('0 0, 4 0, 4 4, 2 1, 0 4, 0 0')).toBeNull()
  })

  it('refuses what is not an area, naming it', () => {
    expect(problem('0 0, 1 0, 1 1')).toBe(
      'area must end at the corner it starts from: repeat the first corner last',
    )
    expect(problem('0 0, 1 0, 0 0')).toBe('area must have at least three corners')
    expect(problem('0 0, 1 1, 1 0, 0 1, 0 0')).toBe('area must not cross itself')
    expect(problem('0 0, 2 0, 1 0, 1 1, 0 0')).toBe('area must not cross itself')
    expect(problem('0 0, 1 0, 1 0, 1 1, 0 0')).toBe('area must not cross itself')
    expect(problem('0 0, 2 0, 2 2, 0 0, 0 2, 0 0')).toBe('area must not cross itself')
    expect(problem('0 0, 1 1, 2 2, 0 0')).toBe('area must not cross itself')
    expect(problem('-190 0, 1 0, 1 1, -190 0')).toMatch(/^area must have longitudes between/)
    expect(problem('0 95, 1 0, 1 1, 0 95')).toMatch(/latitudes between -90 and 90/)
    expect(problem('0,0,1,1')).toMatch(/^area must be corners written "longitude latitude"/)
    expect(problem('a b, 1 0, 1 1, a b')).toMatch(/^area must be corners/)
    const many = Array.from({ length: 51 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 51
      return `${Math.cos(angle).toFixed(4)} ${Math.sin(angle).toFixed(4)}`
    })
    expect(problem([...many, many[0]].join(','))).toBe('area may have at most 50 corners')
    expect(problem([...many.slice(1), many[1]].join(','))).toBeNull()
  })
})
