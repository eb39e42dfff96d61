import { sql, type Kysely } from 'kysely';

/**
 * A count version per counted table, moved in the same transaction as every write that can
 * change a filtered total of its list, so the server may reuse an exact total until it moves
 * (lists/count-cache.ts). Inserts and deletes already update their table's row here and now
 * move it too; updates of users and every change of user_roles (the users list's role filter)
 * move the users row. The activity log is append-only, so its inserts are all there is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table row_counts add column version bigint not null default 0`.execute(db);
  await sql`
    create or replace function row_counts_on_insert() returns trigger language plpgsql as $$
    begin
      update row_counts set row_count = row_count + (select count(*) from inserted_rows), version = version + 1
      where table_name = TG_TABLE_NAME;
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function row_counts_on_delete() returns trigger language plpgsql as $$
    begin
      update row_counts set row_count = row_count - (select count(*) from deleted_rows), version = version + 1
      where table_name = TG_TABLE_NAME;
      return null;
    end $$`.execute(db);
  await sql`
    create function row_counts_move_version() returns trigger language plpgsql as $$
    begin
      update row_counts set version = version + 1 where table_name = TG_ARGV[0];
      return null;
    end $$`.execute(db);
  await sql`create trigger users_count_version after update on users
    for each statement execute function row_counts_move_version('users')`.execute(db);
  await sql`create trigger user_roles_count_version after insert or update or delete on user_roles
    for each statement execute function row_counts_move_version('users')`.execute(db);
}
