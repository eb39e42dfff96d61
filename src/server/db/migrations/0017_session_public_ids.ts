import { sql, type Kysely } from 'kysely';

/**
 * What a user sees of their sessions (docs/architecture.md, Sessions): each session gets an
 * opaque public id, random and unique, so that the list and the call that ends one never carry
 * the session id's hash; and when a second factor was given in it (null: none was).
 * gen_random_uuid() fills the public id of every session, those open now included.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column public_id uuid not null default gen_random_uuid()`.execute(db);
  await sql`alter table sessions add constraint sessions_public_id unique (public_id)`.execute(db);
  await sql`alter table sessions add column second_factor_at timestamptz`.execute(db);
}
