import { sql, type Kysely } from 'kysely';
import { AGENCY_TIME_ZONE } from '../../../shared/constants';

/** The agency's day of a row's last sign-in (null: never), as the last_sign_in filter counts whole days (lists/filters.ts). */
const signInDay = (rows: string) =>
  `(${rows}.last_login_at at time zone '${AGENCY_TIME_ZONE.replace(/'/g, "''")}')::date`;

/** Adds each (user type, status, sign-in day) of `changes` (rows with a signed n) to the kept counts, the no-ops left out. */
const applyChanges = (changes: string) => `
  insert into users_sign_in_counts as kept (user_type, status, sign_in_day, row_count)
  select user_type, status, sign_in_day, sum(n) from (${changes}) as changes
  group by user_type, status, sign_in_day having sum(n) <> 0
  -- One order for every writer: two transactions never wait on each other's rows crosswise.
  order by user_type, status, sign_in_day
  on conflict (user_type, status, sign_in_day) do update set row_count = kept.row_count + excluded.row_count`;
const rowsOf = (table: string, n: number) =>
  `select user_type, status, ${signInDay(table)} as sign_in_day, ${n} as n from ${table}`;

/**
 * Exact counts of users per user type, status and day of last sign-in (null: never signed in), kept
 * by a trigger in the transaction of every insert, update and delete of users, as migration 0028
 * keeps them per day of creation (docs/lists.md, The list engine). "No sign-in for more than 35
 * days" matches half of a national scheme's users: counting them walks half a million index
 * entries (66 ms at 1M users, ten times that at 10M), where these rows answer with a sum of a few
 * thousand. A sign-in moves one user from one day to another: two rows change; an update that
 * changes none of the three columns writes nothing here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users_sign_in_counts (
      user_type text not null,
      status text not null,
      sign_in_day date,
      row_count bigint not null,
      -- Never signed in (null) is one group, as any other day is.
      constraint users_sign_in_counts_key unique nulls not distinct (user_type, status, sign_in_day)
    )`.execute(db);
  await sql`
    create function users_sign_in_counts_move() returns trigger language plpgsql as $$
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
  await sql`create trigger users_sign_in_counts_insert after insert on users
    referencing new table as new_rows for each statement execute function users_sign_in_counts_move()`.execute(db);
  await sql`create trigger users_sign_in_counts_update after update on users
    referencing old table as old_rows new table as new_rows for each statement execute function users_sign_in_counts_move()`.execute(
    db,
  );
  await sql`create trigger users_sign_in_counts_delete after delete on users
    referencing old table as old_rows for each statement execute function users_sign_in_counts_move()`.execute(db);
  // The triggers are in place before the count, in one transaction: no write falls between them.
  await fillUsersSignInCounts(db);
}

/** Counts every user afresh (the migration, and a bulk load that ran with triggers off). */
export async function fillUsersSignInCounts(db: Kysely<unknown>): Promise<void> {
  await sql`delete from users_sign_in_counts`.execute(db);
  await sql`
    insert into users_sign_in_counts (user_type, status, sign_in_day, row_count)
    select user_type, status, sign_in_day, count(*) from (${sql.raw(rowsOf('users', 1))}) as days
    group by user_type, status, sign_in_day`.execute(db);
}
