import { describe, expect, it } from 'vitest'
import { AppError } from '#common/errors.ts'
import { MESSAGES } from '#common/messages.ts'
import { errorMessage } from './use-action.ts'

describe('errorMessage', () => {
  it('shows a refused field’s own sentence without the field’s key', () => {
    const refused = new AppError('INVALID_INPUT', 'name: Give the key a name.', [
      { path: 'name', message: 'Give the key a name.' },
    ])
    expect(errorMessage(refused)).toBe('Give the key a name.')
  })

  it('keeps the field beside a message that is not a sentence of its own', () => {
    const refused = new AppError('INVALID_INPUT', 'days: must be at least 1 day', [
      { path: 'days', message: 'must be at least 1 day' },
    ])
    expect(errorMessage(refused)).toBe('days: must be at least 1 day')
  })

  it('shows other errors as the server wrote them, and the fallback for anything else', () => {
    expect(errorMessage(new AppError('CONFLICT', 'Someone else published it.'))).toBe(
      'Someone else published it.',
    )
    expect(errorMessage('boom')).toBe(MESSAGES.unexpected)
  })
})
