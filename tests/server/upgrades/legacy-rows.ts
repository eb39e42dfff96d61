import { sql, type Kysely } from 'kysely';
import { permissionCatalogue } from '../../../src/server/contract';
import { SUPER_ADMIN } from '../../../src/server/db/seed/seed';
import { ADMIN_EMAIL, testPasswordHash } from '../support/server';

/** The legacy rows' marker: every list is searched for it after the upgrade. */
export const LEGACY = 'Legacyrow';
export const LEGACY_STAFF_EMAIL = 'legacyrow.staff@nhia.example';

/**
 * Representative rows written as the first release's schema had them (0001_initial's columns
 * only, which every release has), so each later migration meets rows it did not make: an
 * organisation of each kind, a role, staff of each kind (one signed in, with a session, a reset
 * link and exports), and their activity.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the rows are written at an older one
export async function fillLegacyRows(db: Kysely<any>): Promise<void> {
  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows[0];
  // What that release's first start made (a migration may have added a permission already): the permissions,
  // a Super Admin role holding them, the administrator.
  for (const permission of permissionCatalogue())
    await sql`insert into permissions (name, "group", description)
      values (${permission.name}, ${permission.group}, ${permission.description})
      on conflict (name) do nothing`.execute(db);
  const superAdmin = await one(sql<{ id: number }>`
    insert into roles (name, description) values (${SUPER_ADMIN}, 'every permission') returning id`);
  await sql`insert into role_permissions (role_id, permission_id) select ${superAdmin.id}, id from permissions`.execute(
    db,
  );
  const admin = await one(sql<{ id: number }>`
    insert into users (first_name, last_name, email, user_type, status, current_role_id, password_hash)
    values ('System', 'Administrator', ${ADMIN_EMAIL}, 'Agency Staff', 'active', ${superAdmin.id},
      ${await testPasswordHash()}) returning id`);
  await sql`insert into user_roles (user_id, role_id) values (${admin.id}, ${superAdmin.id})`.execute(db);

  const tpa = await one(sql<{ id: number }>`
    insert into tpas (name, code, email, phone, address, state, contact_person, accreditation_date)
    values (${`${LEGACY} Health TPA`}, 'LEG-TPA', 'tpa@legacy.example', '+234 803 000 0002', '1 Marina', 'Lagos', 'Ada Obi', '2024-02-29')
    returning id`);
  const ministry = await one(sql<{ id: number }>`
    insert into ministries (name, code, email, phone, address, contact_person, status)
    values (${`${LEGACY} Ministry of Health`}, 'LEG-MIN', 'min@legacy.example', '+234 803 000 0003', 'Abuja', 'Bala Musa', 'suspended')
    returning id`);
  const role = await one(sql<{ id: number }>`
    insert into roles (name, description) values (${`${LEGACY} Reviewer`}, 'reads what was') returning id`);
  const staff = await one(sql<{ id: number }>`
    insert into users (first_name, middle_name, last_name, email, phone, user_type, status, current_role_id, password_hash, last_login_at)
    values ('Ngozi', 'Ada', ${LEGACY}, ${LEGACY_STAFF_EMAIL}, '+234 803 000 0001', 'Agency Staff', 'active', ${role.id},
      ${await testPasswordHash()}, now() - interval '2 days')
    returning id`);
  const tpaStaff = await one(sql<{ id: number }>`
    insert into users (first_name, last_name, email, user_type, status, tpa_id)
    values ('Emeka', ${LEGACY}, 'legacyrow.tpa@nhia.example', 'TPA Staff', 'pending', ${tpa.id}) returning id`);
  const ministryStaff = await one(sql<{ id: number }>`
    insert into users (first_name, last_name, email, user_type, status, ministry_id)
    values ('Halima', ${LEGACY}, 'legacyrow.ministry@nhia.example', 'Ministry Staff', 'inactive', ${ministry.id}) returning id`);
  await sql`insert into user_roles (user_id, role_id) values (${staff.id}, ${role.id})`.execute(db);
  await sql`
    insert into sessions (id, user_id, csrf_token, remember, ip_address, user_agent)
    values ('legacy-session-hash', ${staff.id}, 'legacy-csrf', true, '10.1.2.3', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0')`.execute(
    db,
  );
  await sql`
    insert into password_reset_tokens (user_id, token_hash, purpose, expires_at)
    values (${tpaStaff.id}, 'legacy-token-hash', 'invitation', now() + interval '7 days')`.execute(db);
  for (const [id, label] of [
    [staff.id, `Ngozi ${LEGACY}`],
    [tpaStaff.id, `Emeka ${LEGACY}`],
    [ministryStaff.id, `Halima ${LEGACY}`],
  ] as const) {
    await sql`
      insert into activity_logs (causer_id, action, subject_type, subject_id, subject_label, changes, ip_address, user_agent)
      values (${staff.id}, 'created', 'user', ${id}, ${label}, ${JSON.stringify({ before: {}, after: { last_name: LEGACY } })}::jsonb,
        '10.1.2.3', 'Mozilla/5.0')`.execute(db);
  }
  await sql`
    insert into export_jobs (user_id, resource, file_name, batch, query, status, attempts, row_count, finished_at, expires_at)
    values (${staff.id}, 'users', ${`${LEGACY} users.xlsx`}, 1, '{}'::jsonb, 'done', 1, 3, now() - interval '1 day', now() + interval '6 days'),
      (${staff.id}, 'roles', ${`${LEGACY} roles.xlsx`}, 1, '{}'::jsonb, 'failed', 5, null, now() - interval '1 hour', null)`.execute(
    db,
  );
}

/** A row's identity: its id, or the key of the tables keyed otherwise, or its first two columns (a pair's key). */
function identityOf(row: Record<string, unknown>): string {
  const key = row.id ?? row.key ?? row.table_name;
  return JSON.stringify(key !== undefined ? [key] : Object.values(row).slice(0, 2));
}

/** Every row of every table, by table and identity (to compare across the upgrade). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema, older or current
export async function rowsByTable(db: Kysely<any>): Promise<Map<string, Map<string, Record<string, unknown>>>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  const all = new Map<string, Map<string, Record<string, unknown>>>();
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    all.set(name, new Map(rows.rows.map((row) => [identityOf(row), row])));
  }
  return all;
}
