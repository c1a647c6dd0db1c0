// Type-checks every part of the project under its own compiler settings, with the native
// TypeScript 7 compiler. (The `typescript` package itself is 6.x: ESLint's parser needs its
// JavaScript API, which TypeScript 7 no longer ships — see docs/decisions/002-two-typescripts.md.)
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const PROJECTS = [
  'engine',
  'common',
  'content',
  'tsconfig.web.json',
  'tsconfig.node.json',
  'tsconfig.e2e.json',
]

const tsc = fileURLToPath(new URL('../node_modules/typescript-native/bin/tsc', import.meta.url))
let failed = false
for (const project of PROJECTS) {
  const result = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`typecheck: ${project} has type errors`)
    failed = true
  }
}
process.exit(failed ? 1 : 0)
