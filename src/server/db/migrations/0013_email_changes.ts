import { sql, type Kysely } from 'kysely';

/**
 * An email change (docs/security.md, Email changes) asked for in the edit form waits here until the new
 * address confirms it (its link's token stored only as a SHA-256). At most one change per
 * user is pending: a newer request replaces it. A confirmed row stays, so that reusing its
 * link is told "already used" rather than "unknown".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table email_changes (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      new_email text not null,
      token_hash text not null unique,
      requested_by integer references users(id) on delete set null,
      expires_at timestamptz not null,
      confirmed_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index email_changes_one_pending on email_changes (user_id) where confirmed_at is null`.execute(
    db,
  );
}
