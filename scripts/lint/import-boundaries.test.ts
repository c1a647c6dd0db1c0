import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const eslint = new ESLint()

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'lotwise/import-boundaries')
}

describe('the one-way import rules', () => {
  // ESLint loads its config and parser on the first file it lints: seconds on a busy CI machine.
  // Paid once here, under its own limit, so no single case's 5 s limit has to cover it.
  beforeAll(async () => {
    await boundaryErrors('engine/x.ts', 'export {}\n')
  }, 60_000)

  it.each([
    // between the parts
    ['engine/analysis/x.ts', `import { z } from 'zod'`],
    ['engine/analysis/x.ts', `import { db } from '../../server/db/client.ts'`],
    ['engine/x.ts', `import { AppError } from '#common/errors.ts'`],
    ['common/x.ts', `import { db } from '#server/db/client.ts'`],
    ['common/x.ts', `import { readFileSync } from 'node:fs'`],
    ['common/contracts/x.ts', `import { App } from '../../web/root.tsx'`],
    ['common/x.ts', `import { PUBLIC_PAGES } from '#content/pages.ts'`],
    ['server/x.ts', `import { App } from '#web/root.tsx'`],
    ['web/x.ts', `import { db } from '#server/db/client.ts'`],
    ['web/x.ts', `import { ApiType } from '#server/api-type.ts'`],
    ['web/lib/x.ts', `import { db } from '../../server/db/client.ts'`],
    // only the engine's public entry outside engine/
    ['common/x.ts', `import { ZONES } from '../engine/rules/zones.ts'`],
    [
      'server/features/parcels/x.ts',
      `import { parse } from '../../../engine/zoning/parse-zone-string.ts'`,
    ],
    ['web/features/alpha/x.ts', `import { ZONES } from '../../../engine/rules/zones.ts'`],
    ['scripts/x.ts', `import { ZONES } from '../engine/rules/zones.ts'`],
    // proforma/ is pure too
    ['proforma/x.ts', `import { z } from 'zod'`],
    ['proforma/x.ts', `import { AppError } from '#common/errors.ts'`],
    ['web/features/alpha/x.ts', `import { x } from '../../../proforma/revenue.ts'`],
    // content/ is data
    ['content/x.ts', `import { db } from '#server/db/client.ts'`],
    ['content/x.ts', `import { Page } from '#web/components/layout/page.tsx'`],
    ['content/x.ts', `import { readFileSync } from 'node:fs'`],
    // the floors of web/
    [
      'web/components/layout/x.tsx',
      `import { useSession } from '../../features/accounts/api/get-session.ts'`,
    ],
    ['web/components/ui/x.tsx', `import Home from '#web/routes/home.tsx'`],
    ['web/lib/x.ts', `import { useAuth } from '../features/accounts/use-auth.ts'`],
    ['web/lib/x.ts', `import { Button } from '../components/ui/button.tsx'`],
    ['web/features/alpha/api/x.ts', `import { b } from '#web/features/beta/api/b.ts'`],
    ['web/features/alpha/components/x.ts', `import { b } from '../../beta/api/b.ts'`],
    ['web/features/alpha/components/x.tsx', `import Profile from '../../../routes/profile.tsx'`],
    // the floors of server/
    ['server/features/alpha/alpha.service.ts', `import { b } from '../beta/beta.service.ts'`],
    ['server/features/alpha/alpha.routes.ts', `import { app } from '../../app.ts'`],
    [
      'server/features/alpha/alpha.service.ts',
      `import { importFile } from '../../data/import/run-import.ts'`,
    ],
    ['server/lib/x.ts', `import { reportsRoutes } from '../features/reports/reports.routes.ts'`],
    ['server/lib/x.ts', `import type { Db } from '../db/client.ts'`],
    ['server/db/x.ts', `import { createMailer } from '../mail/mailer.ts'`],
    ['server/mail/x.ts', `import type { Auth } from '../auth/auth.ts'`],
    ['server/auth/x.ts', `import type { AppEnv } from '../http/app-env.ts'`],
    ['server/http/x.ts', `import { getParcel } from '../domain/parcels.ts'`],
    ['server/domain/x.ts', `import { validate } from '../http/validate.ts'`],
    ['server/domain/x.ts', `import { listReports } from '../features/reports/reports.service.ts'`],
    [
      'server/data/demo/x.ts',
      `import { searchParcels } from '../../features/parcels/parcels.service.ts'`,
    ],
    [
      'server/jobs/queue.ts',
      `import { publishReport } from '../features/reports/reports.service.ts'`,
    ],
    ['server/web-app/x.ts', `import { getParcel } from '../domain/parcels.ts'`],
  ])('refuses %s importing: %s', async (file, code) => {
    expect(await boundaryErrors(file, `${code}\nexport {}\n`)).toHaveLength(1)
  })

  it.each([
    ['engine/analysis/x.ts', `import { y } from '../rules/y.ts'`],
    ['engine/analysis/x.test.ts', `import fc from 'fast-check'`],
    ['common/x.ts', `import { ENGINE_VERSION } from '#engine'`],
    ['common/x.ts', `import { analyzeParcel } from '../engine/index.ts'`],
    ['common/x.ts', `import { z } from 'zod'`],
    ['common/x.ts', `import polygonClipping from 'polygon-clipping'`],
    ['proforma/x.ts', `import type { PathwayResult } from '#engine'`],
    ['web/features/alpha/x.ts', `import { runProForma } from '#proforma'`],
    ['content/x.ts', `import type { PathwayId } from '#engine'`],
    ['content/x.ts', `import type { ReportType } from '#common/contracts/reports.ts'`],
    ['server/x.ts', `import { AppError } from '#common/errors.ts'`],
    ['server/web-app/x.ts', `import { PUBLIC_PAGES } from '#content/pages.ts'`],
    ['web/x.ts', `import type { ApiType } from '#server/api-type.ts'`],
    ['web/routes/x.tsx', `import { getPublicPage } from '#content/pages.ts'`],
    [
      'web/routes/x.tsx',
      `import { AccountLinks } from '../features/accounts/components/account-links.tsx'`,
    ],
    ['web/features/alpha/components/x.ts', `import { a } from '../api/a.ts'`],
    [
      'web/features/alpha/components/x.ts',
      `import { Button } from '#web/components/ui/button.tsx'`,
    ],
    ['web/components/ui/x.tsx', `import { cn } from '../../lib/cn.ts'`],
    ['server/app.ts', `import { reportsRoutes } from './features/reports/reports.routes.ts'`],
    [
      'server/features/alpha/alpha.service.ts',
      `import { getParcel } from '../../domain/parcels.ts'`,
    ],
    ['server/features/alpha/alpha.routes.ts', `import { validate } from '../../http/validate.ts'`],
    ['server/features/alpha/alpha.service.ts', `import { enqueue } from '../../jobs/queue.ts'`],
    ['server/features/alpha/alpha.test.ts', `import { b } from '../beta/beta.service.ts'`],
    ['server/jobs/compute.job.ts', `import { x } from '../features/reports/reports.service.ts'`],
    ['server/domain/x.ts', `import { createMailer } from '../mail/mailer.ts'`],
    ['server/data/demo/x.ts', `import { createOrPromoteAdmin } from '../../auth/admins.ts'`],
    ['server/http/x.ts', `import type { SignedInActor } from '../auth/actor.ts'`],
    ['server/db/x.ts', `import type { Logger } from '../lib/logger.ts'`],
  ])('allows %s importing: %s', async (file, code) => {
    expect(await boundaryErrors(file, `${code}\nexport {}\n`)).toEqual([])
  })
})
