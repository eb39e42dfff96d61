import { sql, type RawBuilder } from 'kysely';
import type { Principal } from '../auth/principal';
import type { Db } from '../db/schema';
import { validationFailed } from '../errors';
import type { Schema } from '../operations';
import { holdsPermissionBeyond } from '../users/user-authority';

export type ReviewScope = Schema<'AccessReviewScope'>;
type RoleRef = Schema<'RoleRef'>;

/** A person under review as at the start: who, where they work (the reviewers' grouping), the roles reviewed. */
export interface ScopedPerson {
  id: number;
  email: string;
  name: string;
  organisation: string;
  roles: RoleRef[];
}

/** A scope as stored (kind, value) and shown (label); what makes two campaigns the same scope. */
export interface ResolvedScope {
  kind: ReviewScope['kind'];
  value: string;
  label: string;
}

const ORGANISATIONS = { tpa: 'tpas', ministry: 'ministries' } as const;

/** The scope's stored value and label; 422 on the scope's field when it is missing or names nothing. */
export async function resolveScope(db: Db, scope: ReviewScope): Promise<ResolvedScope> {
  const { kind } = scope;
  if (kind === 'user_type' || kind === 'permission') {
    const value = scope[kind];
    if (!value) throw validationFailed({ [`scope.${kind}`]: [`Choose the ${kind.replace('_', ' ')} to review.`] });
    return { kind, value, label: value };
  }
  if (scope.id === undefined) throw validationFailed({ 'scope.id': [`Choose the ${kind} to review.`] });
  const table = kind === 'role' ? 'roles' : ORGANISATIONS[kind];
  const found = await db.selectFrom(table).select('name').where('id', '=', scope.id).executeTakeFirst();
  const noun = kind === 'tpa' ? 'TPA' : kind;
  if (!found) throw validationFailed({ 'scope.id': [`No such ${noun}.`] });
  return { kind, value: String(scope.id), label: found.name };
}

/** The scope as the contract shows it, from its stored kind and value. */
export function scopeOf(kind: ReviewScope['kind'], value: string): ReviewScope {
  if (kind === 'user_type') return { kind, user_type: value as ReviewScope['user_type'] };
  if (kind === 'permission') return { kind, permission: value as ReviewScope['permission'] };
  return { kind, id: Number(value) };
}

/** SQL conditions on `users` and on `roles` (a grant) that put a grant under review. */
function conditionsOf({ kind, value }: ResolvedScope): { user: RawBuilder<unknown>; role: RawBuilder<unknown> } {
  const always = sql`true`;
  if (kind === 'tpa') return { user: sql`users.tpa_id = ${Number(value)}`, role: always };
  if (kind === 'ministry') return { user: sql`users.ministry_id = ${Number(value)}`, role: always };
  if (kind === 'user_type') return { user: sql`users.user_type = ${value}`, role: always };
  if (kind === 'role') return { user: always, role: sql`roles.id = ${Number(value)}` };
  return {
    user: always,
    role: sql`exists (select 1 from role_permissions join permissions on permissions.id = role_permissions.permission_id
      where role_permissions.role_id = roles.id and permissions.name = ${value})`,
  };
}

interface GrantRow {
  id: number;
  email: string;
  name: string;
  organisation: string;
  role_id: number;
  role_name: string;
}

/**
 * The people of the scope who are not deactivated and hold a role under review (a role scope: that
 * role; a permission scope: their roles granting it; otherwise every role), by id, each with those roles.
 */
export async function peopleInScope(db: Db, scope: ResolvedScope): Promise<ScopedPerson[]> {
  const where = conditionsOf(scope);
  const { rows } = await sql<GrantRow>`
    select users.id, users.email, concat_ws(' ', users.first_name, users.last_name) as name,
      coalesce('tpa ' || users.tpa_id, 'ministry ' || users.ministry_id, '') as organisation,
      roles.id as role_id, roles.name as role_name
    from users join user_roles on user_roles.user_id = users.id join roles on roles.id = user_roles.role_id
    where users.status <> 'inactive' and ${where.user} and ${where.role}
    order by users.id, roles.name`.execute(db);
  const people = new Map<number, ScopedPerson>();
  for (const { role_id, role_name, ...person } of rows) {
    const entry = people.get(person.id) ?? { ...person, roles: [] };
    entry.roles.push({ id: role_id, name: role_name });
    people.set(person.id, entry);
  }
  return [...people.values()];
}

/**
 * Refuses (422 on `scope`) a scope holding someone with a permission the starter lacks: the
 * campaign's revoke rule, or its reviewers, would take from them what the starter could not.
 */
export async function assertScopeWithin(db: Db, principal: Principal, people: readonly ScopedPerson[]) {
  const ids = people.map((person) => person.id);
  const beyond = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', sql<number>`any(${ids}::int[])`)
    .where(holdsPermissionBeyond(principal, sql.ref('users.id')))
    .orderBy('id')
    .limit(5)
    .execute();
  if (beyond.length > 0)
    throw validationFailed({
      scope: [
        `This scope holds people with permissions you do not hold yourself (${beyond.map((u) => u.email).join(', ')}): choose a narrower scope, or ask an administrator holding them to start it.`,
      ],
    });
}
