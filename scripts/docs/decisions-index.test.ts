import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { decisionsIndex, INDEX_FILE } from './decisions-index.ts'

it('lists every decision record by its number and title (npm run docs:decisions)', async () => {
  expect(readFileSync(INDEX_FILE, 'utf8')).toBe(await decisionsIndex())
})
