/**
 * After the outage: what the database holds against what each client was told. A user is
 * whole with its role, its 'created' and 'invited' activity rows, its invitation token and its
 * queued mail; a role with its permissions and its 'created' row. Nothing else may exist.
 */
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/connect';
import type { Checklist } from './checklist';
import { ROLE_PERMISSIONS, type MixedLoad, type SentCall } from './mixed-load';
import type { PrivatePostgres } from '../server/support/private-postgres';

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

const tally = <T>(items: T[], keyOf: (item: T) => string | number) => {
  const counts = new Map<string | number, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return (key: string | number) => counts.get(key) ?? 0;
};

/** Each stored user of this run by email: whole or not. */
async function usersOfRun(db: Db, load: MixedLoad): Promise<Map<string, boolean>> {
  const prefix = `${load.emailPrefix}%`;
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'current_role_id'])
    .where('email', 'like', prefix)
    .execute();
  const ids = users.map((u) => u.id).concat(0);
  const [roles, activity, tokens, mails] = await Promise.all([
    db.selectFrom('user_roles').select(['user_id', 'role_id']).where('user_id', 'in', ids).execute(),
    db
      .selectFrom('activity_logs')
      .select(['subject_id', 'action'])
      .where('subject_type', '=', 'user')
      .where('subject_label', 'like', prefix)
      .execute(),
    db
      .selectFrom('password_reset_tokens')
      .select('user_id')
      .where('user_id', 'in', ids)
      .where('purpose', '=', 'invitation')
      .execute(),
    db.selectFrom('mail_outbox').select('to_address').where('to_address', 'like', prefix).execute(),
  ]);
  const roleCount = tally(roles, (r) => `${r.user_id}:${r.role_id}`);
  const rolesOf = tally(roles, (r) => r.user_id);
  const actions = tally(activity, (a) => `${a.subject_id}:${a.action}`);
  const tokensOf = tally(tokens, (t) => t.user_id);
  const mailsTo = tally(mails, (m) => m.to_address);
  const whole = (u: (typeof users)[number]) =>
    u.current_role_id === load.roleId &&
    rolesOf(u.id) === 1 &&
    roleCount(`${u.id}:${load.roleId}`) === 1 &&
    actions(`${u.id}:created`) === 1 &&
    actions(`${u.id}:invited`) === 1 &&
    tokensOf(u.id) === 1 &&
    mailsTo(u.email) === 1;
  const stored = new Map(users.map((u) => [u.email, whole(u)]));
  // Rows of a user that is not there at all are the other half of a half-written user.
  const known = new Set(users.map((u) => u.id));
  const strayActivity = activity.filter((a) => !known.has(a.subject_id ?? 0)).length;
  const strayMail = mails.filter((m) => !stored.has(m.to_address)).length;
  if (strayActivity + strayMail > 0)
    stored.set(`(${strayActivity} activity rows, ${strayMail} mails of no stored user)`, false);
  return stored;
}

/** Each stored role of this run by name: whole or not. */
async function rolesOfRun(db: Db, load: MixedLoad): Promise<Map<string, boolean>> {
  const prefix = `${load.rolePrefix}%`;
  const roles = await db.selectFrom('roles').select(['id', 'name']).where('name', 'like', prefix).execute();
  const ids = roles.map((r) => r.id).concat(0);
  const [granted, activity] = await Promise.all([
    db
      .selectFrom('role_permissions')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select(['role_permissions.role_id', 'permissions.name'])
      .where('role_permissions.role_id', 'in', ids)
      .execute(),
    db
      .selectFrom('activity_logs')
      .select(['subject_id', 'action'])
      .where('subject_type', '=', 'role')
      .where('subject_label', 'like', prefix)
      .execute(),
  ]);
  const actions = tally(activity, (a) => `${a.subject_id}:${a.action}`);
  const expected = [...ROLE_PERMISSIONS].sort().join(',');
  const permissionsOf = (id: number) =>
    granted
      .filter((g) => g.role_id === id)
      .map((g) => g.name)
      .sort()
      .join(',');
  const stored = new Map(
    roles.map((r) => [r.name, permissionsOf(r.id) === expected && actions(`${r.id}:created`) === 1]),
  );
  const known = new Set(roles.map((r) => r.id));
  const stray = activity.filter((a) => !known.has(a.subject_id ?? 0)).length;
  if (stray > 0) stored.set(`(${stray} activity rows of no stored role)`, false);
  return stored;
}

function checkWrites(checks: Checklist, what: string, writes: SentCall[], stored: Map<string, boolean>): void {
  const succeeded = writes.filter((c) => c.status === 201);
  const refused = writes.filter((c) => c.status !== 201);
  const missing = succeeded.filter((c) => !stored.get(c.key!));
  const half = [...stored].filter(([, whole]) => !whole).map(([key]) => key);
  // A commit whose acknowledgement the crash swallowed is whole but answered 503: not an error of the app.
  const committedAnyway = refused.filter((c) => stored.has(c.key!)).length;
  checks.check(
    `every ${what} answered 201 is stored whole`,
    missing.length === 0,
    `${succeeded.length} answered 201${
      missing.length
        ? `; missing or partial: ${missing
            .map((c) => c.key)
            .slice(0, 5)
            .join(', ')}`
        : ''
    }`,
  );
  checks.check(
    `no ${what} is half-written`,
    half.length === 0,
    `${stored.size} stored, ${refused.length} refused (${committedAnyway} of them committed whole before the answer was lost)${half.length ? `; partial: ${half.slice(0, 5).join(', ')}` : ''}`,
  );
}

export async function checkWritesAgainstDatabase(
  checks: Checklist,
  pg: PrivatePostgres,
  load: MixedLoad,
  calls: SentCall[],
): Promise<void> {
  const { db, close } = await openDatabase({ databaseUrl: pg.url() });
  try {
    checkWrites(
      checks,
      'user',
      calls.filter((c) => c.operation === 'create user'),
      await usersOfRun(db, load),
    );
    checkWrites(
      checks,
      'role',
      calls.filter((c) => c.operation === 'create role'),
      await rolesOfRun(db, load),
    );
    const { rows } = await sql<{ table_name: string; kept: number; actual: number }>`
      select table_name, row_count as kept, (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I', table_name), false, true, '')))[1]::text::int as actual
      from row_counts`.execute(db);
    const off = rows.filter((r) => r.kept !== r.actual);
    checks.check(
      "trigger-kept row counts equal the tables' counts",
      off.length === 0,
      rows.map((r) => `${r.table_name} ${r.kept}/${r.actual}`).join(', '),
    );
  } finally {
    await close();
  }
  const amcheck = await pg.amcheck('postgres');
  checks.check(
    'pg_amcheck finds no corrupt heap page or index',
    amcheck.ok,
    amcheck.output.trim().slice(0, 500) || 'every table and index checked',
  );
}
