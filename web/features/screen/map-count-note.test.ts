import { describe, expect, it } from 'vitest'
import { SCREEN_ROW_LIMIT } from '#common/contracts/screen.ts'
import { mapCountNote } from './map-count-note.ts'

describe('what the screen map says of the lots it shows', () => {
  it('says nothing when it shows every match', () => {
    expect(mapCountNote({ shown: 5, total: 5, signedIn: true })).toBeNull()
    expect(mapCountNote({ shown: 3, total: 3, signedIn: false })).toBeNull()
  })

  it('a visitor: the first lots, as the table lists them', () => {
    expect(mapCountNote({ shown: 10, total: 57_989, signedIn: false })).toBe(
      'The map shows 10 of 57,989 lots, the first, as the table does.',
    )
  })

  it('a visitor whose first lots have no point on record: not "as the table does"', () => {
    expect(mapCountNote({ shown: 0, total: 57_989, signedIn: false })).toBe(
      'The map shows none of the first 10 lots the table lists (of 57,989): they have no location on record (no map point in the public data we hold).',
    )
    expect(mapCountNote({ shown: 7, total: 57_989, signedIn: false })).toBe(
      'The map shows 7 of the first 10 lots the table lists (of 57,989): the others have no location on record (no map point in the public data we hold).',
    )
  })

  it('every match listed: how many have no point, visitor or signed in', () => {
    expect(mapCountNote({ shown: 2, total: 5, signedIn: false })).toBe(
      'The map shows 2 of 5 lots: 3 have no location on record (no map point in the public data we hold), so the table lists them without one.',
    )
    expect(mapCountNote({ shown: 1_199, total: 1_200, signedIn: true })).toBe(
      'The map shows 1,199 of 1,200 lots: 1 has no location on record (no map point in the public data we hold), so the table lists it without one.',
    )
  })

  it('signed in, more matches than the table holds', () => {
    expect(
      mapCountNote({ shown: SCREEN_ROW_LIMIT, total: SCREEN_ROW_LIMIT + 1, signedIn: true }),
    ).toBe(
      `The map shows ${SCREEN_ROW_LIMIT.toLocaleString('en-US')} of ${(SCREEN_ROW_LIMIT + 1).toLocaleString('en-US')} lots.`,
    )
  })
})
