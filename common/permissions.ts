// Who may do what (spec §6), as data plus one function. The server enforces it on every
// endpoint; the web app uses the same function only to decide what to show.
export type Role = 'visitor' | 'user' | 'admin'

type Action = 'read' | 'update' | 'publish' | 'delete' | 'notify'
type Entity = 'report' | 'outbox' | 'site_setting'
export type Permission = `${Action}:${Entity}`
type Grant = `${Permission}:${'own' | 'any'}`

const GRANTS: Readonly<Record<Role, readonly Grant[]>> = {
  visitor: ['read:site_setting:any'],
  user: ['read:site_setting:any', 'read:report:own', 'update:report:own', 'notify:report:own'],
  admin: [
    'read:site_setting:any',
    'update:site_setting:any',
    'read:report:any',
    'update:report:any',
    'publish:report:any',
    'delete:report:any',
    'notify:report:any',
    'read:outbox:any',
  ],
}

export type Actor = { readonly id: string; readonly isAdmin: boolean } | null

export function roleOf(actor: Actor): Role {
  if (!actor) return 'visitor'
  return actor.isAdmin ? 'admin' : 'user'
}

/** True when the actor may do `permission`, on `resource` when it has an owner. */
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
