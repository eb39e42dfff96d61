import { sql, type Kysely } from 'kysely';
import { createIndexConcurrently } from '../online-index';

/**
 * Role grants with an end (issue 16; docs/records.md, Roles that end): a grant's last day, after
 * which the housekeeping removes it. The column is nullable, so adding it rewrites no rows; the
 * housekeeping's index is partial (only grants that end) and built concurrently, so a live
 * database keeps taking writes (docs/migrations.md). Each step may simply run again.
 */
export const outsideTransaction = true;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_roles add column if not exists ends_on date`.execute(db);
  await createIndexConcurrently(db, 'user_roles_ending', `on user_roles (ends_on, user_id) where ends_on is not null`);
}
