import { sql, type Kysely } from 'kysely';

/** Adds each (pattern, user type, status) of the kept patterns that `changes` (rows with a signed n) match, the no-ops left out. */
const applyChanges = (changes: string) => `
  insert into users_search_counts as kept (pattern, user_type, status, row_count)
  select terms.pattern, changes.user_type, changes.status, sum(changes.n)
  from users_search_terms as terms join (${changes}) as changes on changes.search_text like terms.pattern
  group by terms.pattern, changes.user_type, changes.status having sum(changes.n) <> 0
  -- One order for every writer: two transactions never wait on each other's rows crosswise.
  order by terms.pattern, changes.user_type, changes.status
  on conflict (pattern, user_type, status) do update set row_count = kept.row_count + excluded.row_count`;
const rowsOf = (table: string, n: number) => `select user_type, status, search_text, ${n} as n from ${table}`;

/**
 * Exact counts of the users a broad search matches, per user type and status, for the search
 * patterns the list engine chose to keep (lists/kept-counts.ts, keepSearch): a common name
 * fragment matches a fifth of a million users, and counting them visits every one (0.4–0.6 s,
 * docs/benchmarks.md). A trigger in the transaction of every insert, update and delete of users
 * moves them, as migration 0028's does the filters' counts; with no pattern kept it does nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table users_search_terms (pattern text primary key, kept_at timestamptz not null default now())`.execute(
    db,
  );
  await sql`
    create table users_search_counts (
      pattern text not null references users_search_terms (pattern) on delete cascade,
      user_type text not null,
      status text not null,
      row_count bigint not null,
      primary key (pattern, user_type, status)
    )`.execute(db);
  await sql`
    create function users_search_counts_move() returns trigger language plpgsql as $$
    begin
      if not exists (select 1 from users_search_terms) then
        return null;
      end if;
      if TG_OP = 'INSERT' then
        ${sql.raw(applyChanges(rowsOf('new_rows', 1)))};
      elsif TG_OP = 'DELETE' then
        ${sql.raw(applyChanges(rowsOf('old_rows', -1)))};
      else
        ${sql.raw(applyChanges(`${rowsOf('old_rows', -1)} union all ${rowsOf('new_rows', 1)}`))};
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_search_counts_insert after insert on users
    referencing new table as new_rows for each statement execute function users_search_counts_move()`.execute(db);
  await sql`create trigger users_search_counts_update after update on users
    referencing old table as old_rows new table as new_rows for each statement execute function users_search_counts_move()`.execute(
    db,
  );
  await sql`create trigger users_search_counts_delete after delete on users
    referencing old table as old_rows for each statement execute function users_search_counts_move()`.execute(db);
}
