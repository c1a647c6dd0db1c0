// Who may do what (spec §6), as data plus two functions. The server enforces it with
// `assertCan` in every service; the web app asks `can` only to decide what to show.
import { AppError } from './errors.ts'
import { MESSAGES } from './messages.ts'

export type Role = 'visitor' | 'user' | 'admin'

/** Every action the product guards, as `action:entity`. */
export const PERMISSIONS = [
  'read:report',
  'update:report',
  'correct:report',
  'recompute:report',
  'create:report',
  'read:report_queue',
  'publish:report',
  'delete:report',
  'notify:report',
  'share:report',
  'read:outbox',
  'resend:outbox',
  'read:site_setting',
  'update:site_setting',
  'create:order',
  'read:order',
  'refund:order',
  'grant:credits',
  'update:product',
  'refresh:screen',
  'refresh:watches',
] as const
export type Permission = (typeof PERMISSIONS)[number]
type Scope = 'own' | 'any'
type Grant = `${Permission}:${Scope}`

const GRANTS: Readonly<Record<Role, readonly Grant[]>> = {
  visitor: ['read:site_setting:any'],
  user: [
    'read:site_setting:any',
    'read:report:own',
    'update:report:own',
    'recompute:report:own',
    'notify:report:own',
    'create:order:own',
    'read:order:own',
    'share:report:own',
  ],
  admin: [
    'read:site_setting:any',
    'update:site_setting:any',
    'read:report:any',
    'update:report:any',
    'correct:report:any',
    'recompute:report:any',
    'create:report:any',
    'read:report_queue:any',
    'publish:report:any',
    'delete:report:any',
    'notify:report:any',
    'share:report:any',
    'read:outbox:any',
    'resend:outbox:any',
    'create:order:own',
    'read:order:any',
    'refund:order:any',
    'grant:credits:any',
    'update:product:any',
    'refresh:screen:any',
    'refresh:watches:any',
  ],
}

/** What the person is told when `assertCan` refuses (the spec's words where it has them). */
const REFUSALS: Readonly<Record<Permission, string>> = {
  'read:report': 'You can only view your own reports',
  'update:report': MESSAGES.reportEditForbidden,
  'correct:report': 'Only analysts can correct parcel facts',
  'recompute:report': 'You can only recompute your own reports',
  'create:report': MESSAGES.adminRequired,
  'read:report_queue': MESSAGES.adminRequired,
  'publish:report': 'Only admins can publish reports',
  'delete:report': MESSAGES.reportDeleteForbidden,
  'notify:report': 'You can only send notifications about your own reports',
  'share:report': 'You can only share your own reports',
  'read:outbox': MESSAGES.adminRequired,
  'resend:outbox': MESSAGES.adminRequired,
  'read:site_setting': MESSAGES.adminRequired,
  'update:site_setting': MESSAGES.adminRequired,
  'create:order': 'Sign in to order a report',
  'read:order': 'You can only view your own orders',
  'refund:order': 'Only admins can refund orders',
  'grant:credits': 'Only admins can grant bonus credits',
  'update:product': 'Only admins can change prices',
  'refresh:screen': MESSAGES.adminRequired,
  'refresh:watches': MESSAGES.adminRequired,
}

export type Actor = { readonly id: string; readonly isAdmin: boolean } | null

export function roleOf(actor: Actor): Role {
  if (!actor) return 'visitor'
  return actor.isAdmin ? 'admin' : 'user'
}

/**
 * True when the actor may do `permission`: on `resource` when one is given (own grants cover
 * only the actor's own resources), or on some resource when none is.
 */
export function can(
  actor: Actor,
  permission: Permission,
  resource?: { readonly userId: string },
): boolean {
  const grants = GRANTS[roleOf(actor)]
  if (grants.includes(`${permission}:any`)) return true
  if (!grants.includes(`${permission}:own`)) return false
  return resource === undefined || (actor !== null && resource.userId === actor.id)
}

/** True when the actor may do `permission` on every resource, not only their own. */
export function canOnAny(actor: Actor, permission: Permission): boolean {
  return GRANTS[roleOf(actor)].includes(`${permission}:any`)
}

/**
 * True when this actor's change to the report's scenario or readings would send it back for
 * review: it is verified, and the actor is its owner rather than a specialist who may edit any
 * report (docs/decisions/198). The server applies it; the editor warns with it.
 */
export function changeReopensReview(actor: Actor, report: { readonly status: string }): boolean {
  return report.status === 'completed' && !canOnAny(actor, 'update:report')
}

/** Throws FORBIDDEN, with the words the person should read, unless `can` says yes. */
export function assertCan(
  actor: Actor,
  permission: Permission,
  resource?: { readonly userId: string },
): void {
  if (!can(actor, permission, resource)) throw new AppError('FORBIDDEN', REFUSALS[permission])
}

/** Every permission the role holds, with its scope: what debug_permissions answers (spec §7). */
export function grantsOf(role: Role): ReadonlyArray<{ permission: Permission; scope: Scope }> {
  return GRANTS[role].map((grant) => {
    const scope = grant.endsWith(':any') ? 'any' : 'own'
    return { permission: grant.slice(0, -(scope.length + 1)) as Permission, scope }
  })
}
