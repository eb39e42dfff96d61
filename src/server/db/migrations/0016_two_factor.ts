import { sql, type Kysely } from 'kysely';

/**
 * A second factor (docs/security.md, Second factor): an authenticator app's TOTP secret per user,
 * sealed with a key derived from LINK_SECRET (never in plain text), counting only once confirmed,
 * with the last time step a code was accepted for (a code is never taken twice); ten single-use
 * recovery codes stored as SHA-256 hashes, and their one-time display copy (sealed, deleted when
 * shown). A sign-in waiting for its second step keeps the user in its guest session's
 * pending_user_id: user_id stays null, so session_with_principal finds nobody signed in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table two_factor_totp (
      user_id integer primary key references users(id) on delete cascade,
      secret_sealed text not null,
      confirmed_at timestamptz,
      last_used_step bigint,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table two_factor_recovery_codes (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      unique (user_id, code_hash)
    )`.execute(db);
  await sql`
    create table two_factor_recovery_code_display (
      user_id integer primary key references users(id) on delete cascade,
      codes_sealed text not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`alter table sessions add column pending_user_id integer references users(id) on delete cascade`.execute(db);
  await sql`alter table sessions add column pending_remember boolean not null default false`.execute(db);
  await sql`alter table sessions add column pending_since timestamptz`.execute(db);
}
