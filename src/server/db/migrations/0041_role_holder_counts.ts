import { sql, type Kysely } from 'kysely';

/** Adds each role's signed n of `changes` (rows with role_id and n) to the kept counts, the no-ops left out. */
const applyChanges = (changes: string) => `
  insert into role_holder_counts as kept (role_id, holders)
  select role_id, sum(n) from (${changes}) as changes
  group by role_id having sum(n) <> 0
  -- One order for every writer: two transactions never wait on each other's rows crosswise.
  order by role_id
  on conflict (role_id) do update set holders = kept.holders + excluded.holders`;
const rowsOf = (table: string, n: number) => `select role_id, ${n} as n from ${table}`;

/**
 * Exact counts of each role's holders, kept by a trigger in the transaction of every insert,
 * update and delete of user_roles, as 0028 and 0038 keep the users' counts (docs/lists.md, The
 * list engine). The users list filtered by one role, and the roles list's users column, count a
 * role's grants: 68,000 index entries for a common role at 10M users (19 ms, ten times the 1M
 * figure), where this row answers at once. A user holds a role at most once (user_roles' key), so
 * grants are holders. No foreign key: a role's deletion removes its grants in the same statement,
 * which brings its row to zero; the row stays, as nothing reads a deleted role's count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table role_holder_counts (role_id integer primary key, holders bigint not null)`.execute(db);
  await sql`
    create function role_holder_counts_move() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'INSERT' then
        ${sql.raw(applyChanges(rowsOf('new_rows', 1)))};
      elsif TG_OP = 'DELETE' then
        ${sql.raw(applyChanges(rowsOf('old_rows', -1)))};
      else
        ${sql.raw(applyChanges(`${rowsOf('old_rows', -1)} union all ${rowsOf('new_rows', 1)}`))};
      end if;
      return null;
    end $$`.execute(db);
  // Named to fire after user_roles_count_version (0008; a table's triggers fire in name order): every
  // writer of user_roles locks the users' row of row_counts first, then a role's count, never the
  // other way round (a user's deletion, whose users triggers lock row_counts before the cascade
  // reaches user_roles, deadlocked with a grant's removal in the other order).
  await sql`create trigger user_roles_holder_counts_insert after insert on user_roles
    referencing new table as new_rows for each statement execute function role_holder_counts_move()`.execute(db);
  await sql`create trigger user_roles_holder_counts_update after update on user_roles
    referencing old table as old_rows new table as new_rows for each statement execute function role_holder_counts_move()`.execute(
    db,
  );
  await sql`create trigger user_roles_holder_counts_delete after delete on user_roles
    referencing old table as old_rows for each statement execute function role_holder_counts_move()`.execute(db);
  // The triggers are in place before the count, in one transaction: no write falls between them.
  await fillRoleHolderCounts(db);
}

/** Counts every grant afresh (the migration, and a bulk load that ran with triggers off). */
export async function fillRoleHolderCounts(db: Kysely<unknown>): Promise<void> {
  await sql`delete from role_holder_counts`.execute(db);
  await sql`insert into role_holder_counts (role_id, holders) select role_id, count(*) from user_roles group by role_id`.execute(
    db,
  );
}
