import { describe, expect, it } from 'vitest'
import { nameLotEdges, type Point } from './lot-edges.ts'

const namesOf = (result: ReturnType<typeof nameLotEdges>) =>
  result.edges.map(({ from, to, name }) => `${from.join(',')}→${to.join(',')} ${name}`)

describe('nameLotEdges', () => {
  // An irregular five-sided lot on a street to the south: neighbours east, west and behind,
  // its back made of two lot lines at an angle, the west line leaning.
  const irregular: Point[] = [
    [0, 0],
    [50, 0],
    [58, 120],
    [20, 135],
    [-5, 120],
    [0, 0],
  ]
  const west: Point[] = [
    [-60, 0],
    [0, 0],
    [-5, 120],
    [-65, 120],
  ]
  const east: Point[] = [
    [50, 0],
    [110, 0],
    [118, 120],
    [58, 120],
  ]
  const behind: Point[] = [
    [-5, 120],
    [20, 135],
    [58, 120],
    [60, 200],
    [-5, 200],
  ]

  it('names an irregular lot’s front on its street, its two rear lines and its sides', () => {
    const result = nameLotEdges(irregular, [west, east, behind], [0, -1])
    expect(namesOf(result)).toEqual([
      '0,0→50,0 front',
      '50,0→58,120 side',
      '58,120→20,135 rear',
      '20,135→-5,120 rear',
      '-5,120→0,0 side',
    ])
    expect(result.corner).toBe(false)
    expect(result.frontFrom).toBe('addressed_street')
    expect(result.edges[0]!.facesStreet).toBe(true)
    expect(result.edges.slice(1).every((edge) => !edge.facesStreet)).toBe(true)
  })

  it('reads the ring in either direction and joins a line’s small kinks', () => {
    const kinked: Point[] = [
      [0, 0],
      [25, 0.5],
      [50, 0],
      [58, 120],
      [20, 135],
      [-5, 120],
    ]
    const result = nameLotEdges([...kinked].reverse(), [west, east, behind], [0, -1])
    expect(result.edges).toHaveLength(5)
    expect(result.edges.find((edge) => edge.name === 'front')!.lengthFt).toBeCloseTo(50, 0)
  })

  // A corner lot: 50 ft on the street to the south, 120 ft along the street to the east,
  // neighbours west and north.
  const corner: Point[] = [
    [0, 0],
    [50, 0],
    [50, 120],
    [0, 120],
  ]
  const cornerNeighbours: Point[][] = [
    [
      [-50, 0],
      [0, 0],
      [0, 120],
      [-50, 120],
    ],
    [
      [0, 120],
      [50, 120],
      [50, 170],
      [0, 170],
    ],
  ]

  it('finds a corner lot: the front on the addressed street, the other frontage a street side', () => {
    const south = nameLotEdges(corner, cornerNeighbours, [0, -1])
    expect(south.corner).toBe(true)
    expect(namesOf(south)).toEqual([
      '0,0→50,0 front',
      '50,0→50,120 street_side',
      '50,120→0,120 rear',
      '0,120→0,0 side',
    ])
    // Addressed on the east street instead: that frontage is the front, the west line its rear.
    const eastFront = nameLotEdges(corner, cornerNeighbours, [1, 0])
    expect(namesOf(eastFront)).toEqual([
      '0,0→50,0 street_side',
      '50,0→50,120 front',
      '50,120→0,120 side',
      '0,120→0,0 rear',
    ])
  })

  it('takes the narrower frontage as the front when the street’s side is not known', () => {
    const result = nameLotEdges(corner, cornerNeighbours)
    expect(result.frontFrom).toBe('narrower_frontage')
    expect(result.edges.find((edge) => edge.name === 'front')!.from).toEqual([0, 0])
    expect(result.corner).toBe(true)
  })

  it('falls back to the longest edge of a lot with neighbours all round', () => {
    const result = nameLotEdges(corner, [
      ...cornerNeighbours,
      [
        [0, -50],
        [50, -50],
        [50, 0],
        [0, 0],
      ],
      [
        [50, 0],
        [100, 0],
        [100, 120],
        [50, 120],
      ],
    ])
    expect(result.frontFrom).toBe('longest_edge')
    expect(result.edges.find((edge) => edge.name === 'front')!.lengthFt).toBe(120)
    expect(result.corner).toBe(false)
  })
})
