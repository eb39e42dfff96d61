import { sql, type Kysely } from 'kysely';

/**
 * Bulk changes of users, kept so that their maker may undo one (docs/lists.md, Selection): the
 * change (who, what, when, undone when) and, per user it changed, the state before it and the
 * user's version after it. An undo restores the before state only while every one of those
 * users still has that version: any later change of the user moves it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table bulk_changes (
    id serial primary key,
    causer_id integer not null references users(id) on delete cascade,
    action text not null,
    role_id integer references roles(id) on delete cascade,
    created_at timestamptz not null,
    undone_at timestamptz
  )`.execute(db);
  await sql`create table bulk_change_users (
    bulk_change_id integer not null references bulk_changes(id) on delete cascade,
    user_id integer not null references users(id) on delete cascade,
    before jsonb not null,
    version_after integer not null,
    primary key (bulk_change_id, user_id)
  )`.execute(db);
  await sql`create index bulk_changes_created_at on bulk_changes (created_at)`.execute(db);
}
