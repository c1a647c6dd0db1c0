import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'lotwise/import-boundaries')
}

describe('the one-way import rules', () => {
  it.each([
    ['engine/analysis/x.ts', `import { z } from 'zod'`],
    ['engine/analysis/x.ts', `import { db } from '../../server/db/client.ts'`],
    ['engine/x.ts', `import { AppError } from '#common/errors.ts'`],
    ['common/x.ts', `import { db } from '#server/db/client.ts'`],
    ['common/x.ts', `import { readFileSync } from 'node:fs'`],
    ['common/contracts/x.ts', `import { App } from '../../web/root.tsx'`],
    ['server/x.ts', `import { App } from '#web/root.tsx'`],
    ['web/x.ts', `import { db } from '#server/db/client.ts'`],
    ['web/x.ts', `import { ApiType } from '#server/api-type.ts'`],
    ['web/lib/x.ts', `import { db } from '../../server/db/client.ts'`],
    ['web/features/alpha/api/x.ts', `import { b } from '#web/features/beta/api/b.ts'`],
    ['web/features/alpha/components/x.ts', `import { b } from '../../beta/api/b.ts'`],
  ])('refuses %s importing: %s', async (file, code) => {
    expect(await boundaryErrors(file, `${code}\nexport {}\n`)).toHaveLength(1)
  })

  it.each([
    ['engine/analysis/x.ts', `import { y } from '../rules/y.ts'`],
    ['engine/analysis/x.test.ts', `import fc from 'fast-check'`],
    ['common/x.ts', `import { ENGINE_VERSION } from '#engine'`],
    ['common/x.ts', `import { z } from 'zod'`],
    ['server/x.ts', `import { AppError } from '#common/errors.ts'`],
    ['web/x.ts', `import type { ApiType } from '#server/api-type.ts'`],
    ['web/features/alpha/components/x.ts', `import { a } from '../api/a.ts'`],
    [
      'web/features/alpha/components/x.ts',
      `import { Button } from '#web/components/ui/button.tsx'`,
    ],
  ])('allows %s importing: %s', async (file, code) => {
    expect(await boundaryErrors(file, `${code}\nexport {}\n`)).toEqual([])
  })
})
