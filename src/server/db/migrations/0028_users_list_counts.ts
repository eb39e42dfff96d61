import { sql, type Kysely } from 'kysely';
import { AGENCY_TIME_ZONE } from '../../../shared/constants';

/** The agency's day a row of `rows` was created on, as the created_at filter counts whole days (lists/filters.ts). */
const createdDay = (rows: string) =>
  `(${rows}.created_at at time zone '${AGENCY_TIME_ZONE.replace(/'/g, "''")}')::date`;

/** Adds each (user type, status, day) of `changes` (rows with a signed n) to the kept counts, the no-ops left out. */
const applyChanges = (changes: string) => `
  insert into users_list_counts as kept (user_type, status, created_day, row_count)
  select user_type, status, created_day, sum(n) from (${changes}) as changes
  group by user_type, status, created_day having sum(n) <> 0
  -- One order for every writer: two transactions never wait on each other's rows crosswise.
  order by user_type, status, created_day
  on conflict (user_type, status, created_day) do update set row_count = kept.row_count + excluded.row_count`;
const rowsOf = (table: string, n: number) =>
  `select user_type, status, ${createdDay(table)} as created_day, ${n} as n from ${table}`;

/**
 * Exact counts of users per user type, status and day of creation, kept by a trigger in the same
 * transaction as every insert, update and delete of users (docs/lists.md, The list engine). A
 * users list narrowed by these filters alone (the launcher's agency staff, active users, a
 * creation range with a status) sums at most a few thousand of these rows instead of counting
 * the matching users: 100,000 active users created in half a year are one sum of 540 rows. An
 * update that changes none of the three (a sign-in, a rename) writes nothing here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users_list_counts (
      user_type text not null,
      status text not null,
      created_day date not null,
      row_count bigint not null,
      primary key (user_type, status, created_day)
    )`.execute(db);
  await sql`
    create function users_list_counts_move() returns trigger language plpgsql as $$
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
  await sql`create trigger users_list_counts_insert after insert on users
    referencing new table as new_rows for each statement execute function users_list_counts_move()`.execute(db);
  await sql`create trigger users_list_counts_update after update on users
    referencing old table as old_rows new table as new_rows for each statement execute function users_list_counts_move()`.execute(
    db,
  );
  await sql`create trigger users_list_counts_delete after delete on users
    referencing old table as old_rows for each statement execute function users_list_counts_move()`.execute(db);
  // The triggers are in place before the count, in one transaction: no write falls between them.
  await fillUsersListCounts(db);
}

/** Counts every user afresh (the migration, and a bulk load that ran with triggers off). */
export async function fillUsersListCounts(db: Kysely<unknown>): Promise<void> {
  await sql`delete from users_list_counts`.execute(db);
  await sql`
    insert into users_list_counts (user_type, status, created_day, row_count)
    select user_type, status, created_day, count(*) from (${sql.raw(rowsOf('users', 1))}) as days
    group by user_type, status, created_day`.execute(db);
}
