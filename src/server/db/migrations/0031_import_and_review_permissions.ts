import { sql, type Kysely } from 'kysely';

/** The permissions this migration adds, in the catalogue's order, with their descriptions as they were then. */
const ADDED: Record<string, string> = {
  'import users': 'Import users from a CSV or .xlsx file, after a dry run of every row',
  'manage access reviews': 'Run access reviews: start a campaign, name its reviewers, see its evidence',
};

/**
 * "import users" and "manage access reviews" (issue 16) join the catalogue here, held by the Super
 * Admin role and by every role that held every other permission, so that those who held every
 * permission still do (users/full-administrators.ts), as 0024 did for "share list views". Only
 * beside an existing catalogue: on a fresh database the seed adds the whole catalogue in its order.
 * Both tables are small (the catalogue), and the inserts take no lock on a large one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const names = Object.keys(ADDED);
  const everyOther = sql`(select count(*) from permissions where name not in (${sql.join(names)}))`;
  for (const [name, description] of Object.entries(ADDED)) {
    await sql`
      insert into permissions (name, "group", description)
      select ${name}, 'users', ${description}
      where exists (select 1 from permissions)
      on conflict (name) do nothing`.execute(db);
  }
  await sql`
    insert into role_permissions (role_id, permission_id)
    select roles.id, added.id from roles, permissions added
    where added.name in (${sql.join(names)}) and ${everyOther} > 0 and (roles.name = 'Super Admin' or
      (select count(*) from role_permissions held join permissions p on p.id = held.permission_id
       where held.role_id = roles.id and p.name not in (${sql.join(names)})) = ${everyOther})
    on conflict do nothing`.execute(db);
}
