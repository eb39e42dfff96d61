import { sql, type Kysely } from 'kysely';

/** Tables whose unfiltered list shows an exact total without counting every row. */
export const COUNTED_TABLES = ['users', 'roles', 'tpas', 'ministries', 'activity_logs'] as const;

/**
 * Exact row counts kept by statement-level triggers, in the same transaction as the insert or
 * delete: the unfiltered list of a million users answers its total at once instead of
 * scanning an index (docs/benchmarks.md, users list).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table row_counts (table_name text primary key, row_count bigint not null)`.execute(db);
  await sql`
    create function row_counts_on_insert() returns trigger language plpgsql as $$
    begin
      update row_counts set row_count = row_count + (select count(*) from inserted_rows) where table_name = TG_TABLE_NAME;
      return null;
    end $$`.execute(db);
  await sql`
    create function row_counts_on_delete() returns trigger language plpgsql as $$
    begin
      update row_counts set row_count = row_count - (select count(*) from deleted_rows) where table_name = TG_TABLE_NAME;
      return null;
    end $$`.execute(db);
  for (const table of COUNTED_TABLES) {
    const name = sql.table(table);
    await sql`insert into row_counts (table_name, row_count) select ${table}, count(*) from ${name}`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_count_insert`)} after insert on ${name}
      referencing new table as inserted_rows for each statement execute function row_counts_on_insert()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_count_delete`)} after delete on ${name}
      referencing old table as deleted_rows for each statement execute function row_counts_on_delete()`.execute(db);
  }
}
