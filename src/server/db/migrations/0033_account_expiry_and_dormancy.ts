import { sql, type Kysely } from 'kysely';
import { createIndexConcurrently } from '../online-index';

/**
 * Expiry and dormancy (issue 16; docs/records.md, Expiry and dormancy): a user's expiry day and
 * dormancy exemption, what the account lifecycle has warned of (so a warning goes out once), when
 * an inactive user was made usable again (their dormancy counts from then). The columns are nullable or take a constant default, so adding them rewrites no rows;
 * the lifecycle's two indexes are partial (only users it may act on) and built concurrently, so a
 * live database keeps taking writes (docs/migrations.md). Each step may simply run again.
 */
export const outsideTransaction = true;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users
    add column if not exists expires_on date,
    add column if not exists dormancy_exempt boolean not null default false,
    add column if not exists reactivated_at timestamptz,
    add column if not exists expiry_warned_for date,
    add column if not exists dormancy_warned_at timestamptz`.execute(db);
  await createIndexConcurrently(
    db,
    'users_expiring',
    `on users (expires_on, id) where expires_on is not null and status <> 'inactive'`,
  );
  await createIndexConcurrently(
    db,
    'users_dormancy',
    `on users ((greatest(last_login_at, reactivated_at, created_at)), id) where status = 'active' and not dormancy_exempt`,
  );
}
